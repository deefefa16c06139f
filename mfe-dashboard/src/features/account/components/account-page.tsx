import { useQueryErrorToast } from '@campus/shared/api';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { useGetAccountQuery } from '../api/account-api';
import { Section } from './account-parts';
import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The parts of the screen, once the account is in. */
function AccountParts({ memberId }: { memberId: string }) {
  const { data, isLoading, refetch } = useQueryErrorToast(useGetAccountQuery(memberId), 'Failed to fetch your account');
  if (isLoading) return <Spinner label="Loading your account…" />;
  if (!data) {
    // The failure itself was toasted; the screen offers the way out.
    return (
      <EmptyState>
        <p>Your account could not be loaded.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  const { account } = data;
  return (
    <>
      <Section aria-labelledby="account-details">
        <h2 id="account-details">Your details</h2>
        <ProfileForm memberId={memberId} account={account} />
      </Section>
      <Section aria-labelledby="account-password">
        <h2 id="account-password">{account.hasPassword ? 'Change password' : 'Set a password'}</h2>
        <p>Every other session of your account ends (other devices and browsers); you stay logged in here.</p>
        <PasswordForm memberId={memberId} hasPassword={account.hasPassword} />
      </Section>
      <Section aria-labelledby="account-delete">
        <h2 id="account-delete">Delete my account</h2>
        <p>
          Your listings are removed and you are logged out everywhere. Sales, purchases and bookings stay on record without
          your name. Bookings and orders still in progress must be settled first.
        </p>
        <DeleteAccount hasPassword={account.hasPassword} />
      </Section>
    </>
  );
}

/**
 * `/dashboard/user/account` and `/dashboard/admin/account` (docs/product-rules.md "Your account"): name, phone, "contact
 * me through messages only", change password and delete my account.
 */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  return (
    <Page>
      <DocumentTitle title="Your account" />
      <PageTitle>Your account</PageTitle>
      {user ? (
        <AccountParts memberId={user._id} />
      ) : (
        // The shell's guard keeps visitors out; a session that ends while the page is open lands here.
        <EmptyState>
          <p>Log in to see your account.</p>
        </EmptyState>
      )}
    </Page>
  );
}
