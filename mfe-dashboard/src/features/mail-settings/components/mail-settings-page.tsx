import { useQueryErrorToast } from '@campus/shared/api';
import { MAIL_KINDS, type SessionUser } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetMailSettingsQuery } from '../api/mail-settings-api';
import { useMailSettingChange } from '../hooks/use-mail-setting-change';
import { MailSwitch } from './mail-switch';

const Intro = styled.p`
  margin: 0 0 1.25rem;
  max-width: 40rem;
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
`;

/** The member's switches, once their settings are in. */
function MailSettings({ member }: { member: SessionUser }) {
  const { data, isLoading, refetch } = useQueryErrorToast(useGetMailSettingsQuery(member._id), 'Failed to fetch your e-mail settings');
  const { pending, outcome, change } = useMailSettingChange(member._id);
  if (isLoading) return <Spinner label="Loading your e-mail settings…" />;
  if (!data) {
    // The failure itself was toasted; the screen offers the way out.
    return (
      <EmptyState>
        <p>Your e-mail settings could not be loaded.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  return (
    <List aria-label="Notification e-mails">
      {MAIL_KINDS.map((kind) => {
        const mine = outcome?.kind === kind ? outcome : null;
        return (
          <MailSwitch
            key={kind}
            kind={kind}
            on={pending[kind] ?? data.settings[kind]}
            saving={pending[kind] !== undefined}
            saved={mine?.saved ? mine.text : null}
            refusal={mine && !mine.saved ? mine.text : null}
            onChange={(on) => void change(kind, on)}
          />
        );
      })}
    </List>
  );
}

/**
 * `/dashboard/user/notification-settings` and `/dashboard/admin/notification-settings` (docs/product-rules.md
 * "E-mail notifications"): which notification e-mails the member gets, one switch a kind, each change saved at once.
 */
export function MailSettingsPage() {
  const user = useAppSelector(selectUser);
  return (
    <Page>
      <DocumentTitle title="Notification settings" />
      <PageTitle>Notification settings</PageTitle>
      {user ? (
        <>
          <Intro>
            These are the e-mails the site sends to your address, {user.email}, about what happens while you are away. Turn
            off the ones you do not want.
          </Intro>
          <MailSettings member={user} />
        </>
      ) : (
        // The shell's guard keeps visitors out; a session that ends while the page is open lands here.
        <EmptyState>
          You are not logged in. <Link to={paths.login.href()}>Log in</Link> to change your e-mail settings.
        </EmptyState>
      )}
    </Page>
  );
}
