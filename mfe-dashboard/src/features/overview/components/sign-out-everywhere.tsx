import { useMutationErrorToast } from '@campus/shared/api';
import { SIGNED_OUT_EVERYWHERE } from '@campus/shared/contract';
import { logOut, useAppDispatch, useAppStore } from '@campus/shared/store';
import { Button, Card, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignOutEverywhereMutation } from '../api/sessions-api';

const SessionsCard = styled(Card)`
  max-width: 40rem;
  margin-top: 1.5rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 1rem;
    overflow-wrap: anywhere;
  }
`;

const QUESTION = {
  title: 'Sign out everywhere',
  message:
    'Every session of your account ends, on every device and browser, this one too: you will have to log in again wherever you want to use the site.',
  confirmLabel: 'Sign out everywhere',
  tone: 'danger',
} as const;

/**
 * 'Sign out everywhere' on the dashboards' profile screen (docs/product-rules.md "Dashboards"): asked in the site's
 * own dialog, then `POST /auth/sign-out-everywhere` ends every session of the member and their live connections on
 * every instance, and this browser logs out as at logout (docs/product-rules.md "Session"): the answer toasted, then
 * the login page. A failure is toasted, and nothing changes here.
 */
export function SignOutEverywhere() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [signOutEverywhere, { isLoading }] = useMutationErrorToast(
    useSignOutEverywhereMutation(),
    'Could not sign you out everywhere. Please try again.',
  );

  const onClick = async () => {
    if (!(await confirm(QUESTION))) return;
    const token = store.getState().auth.token;
    const { data } = await signOutEverywhere();
    // The page's own live connection may bring the end of this session before the answer: the page has forgotten the
    // session by then, and RTK Query called the call off. Either way this browser is out, as the member asked.
    const ended = store.getState().auth.token !== token;
    if (!data && !ended) return;
    dispatch(logOut(data?.message ?? SIGNED_OUT_EVERYWHERE));
    // At once: without a session this screen is gone (the dashboard's guard), and a delayed move would go with it.
    void navigate(paths.login.href());
  };

  return (
    <SessionsCard aria-labelledby={headingId}>
      <h2 id={headingId}>Your sessions</h2>
      <p>Logged in on a shared computer, or lost a phone? End every session of your account at once, this one included.</p>
      <Button $variant="danger" onClick={() => void onClick()} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
      {dialog}
    </SessionsCard>
  );
}
