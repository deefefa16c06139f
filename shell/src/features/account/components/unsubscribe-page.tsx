import { errorText } from '@campus/shared/api';
import { UNSUBSCRIBE_LINK_INVALID } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { AttentionBox, Button, Card, DocumentTitle, FocusedStatus, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { mailSettingsHref } from '../../../config/mail-settings-paths';
import { useResubscribeMutation, useUnsubscribeMutation } from '../api/mail-subscription-api';

type Action = 'unsubscribe' | 'resubscribe';

type Outcome =
  | { done: true; subscribed: boolean; message: string }
  /** `retry`: the call to try again, for a failure the link itself is not to blame for. */
  | { done: false; message: string; retry: Action | null };

/** Said when a call fails without a message from the server (no answer, or a server fault). */
const FAILED = 'Your e-mail settings could not be changed right now. Please try again.';

const INVALID: Outcome = { done: false, message: UNSUBSCRIBE_LINK_INVALID, retry: null };

const Narrow = styled(Card)`
  max-width: 32rem;
  margin: 1rem auto 0;
`;

const Footnote = styled.p`
  margin: 1.25rem 0 0;
`;

/** Sends the link's unsubscribe once, however often the page renders, and turns the kind on or off again on request. */
function useSubscription(token: string) {
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const [resubscribe, resubscribing] = useResubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : INVALID);
  const sent = useRef(false);

  const run = useCallback(
    async (action: Action) => {
      const result = await (action === 'unsubscribe' ? unsubscribe : resubscribe)({ token });
      if (result.data) {
        setOutcome({ done: true, subscribed: result.data.subscribed, message: result.data.message });
        return;
      }
      const error = 'status' in result.error ? result.error : undefined;
      setOutcome(error?.status === 400 ? INVALID : { done: false, message: errorText(error, FAILED), retry: action });
    },
    [token, unsubscribe, resubscribe],
  );

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void run('unsubscribe');
  }, [token, run]);

  return { outcome, run, working: unsubscribing.isLoading || resubscribing.isLoading };
}

/**
 * /unsubscribe?token=… (docs/product-rules.md "E-mail notifications"): a notification e-mail's unsubscribe link. It turns
 * that kind of e-mail off at once, without a login, says so, and offers to turn it back on; every kind is in the
 * member's dashboard (a visitor gets there through the login page).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useAppSelector(selectUser);
  const { outcome, run, working } = useSubscription(token);
  return (
    <Page>
      <Narrow>
        <PageTitle>E-mail settings</PageTitle>
        <DocumentTitle title="E-mail settings" />
        {!outcome ? <Spinner label="Turning these e-mails off…" /> : null}
        {outcome?.done ? (
          <>
            {/* Keyed by its text: each answer takes the focus from the button that asked for it. */}
            <FocusedStatus key={outcome.message}>{outcome.message}</FocusedStatus>
            <Button
              $variant="secondary"
              disabled={working}
              onClick={() => void run(outcome.subscribed ? 'unsubscribe' : 'resubscribe')}
            >
              {outcome.subscribed ? 'Turn them off again' : 'Turn them back on'}
            </Button>
          </>
        ) : null}
        {outcome && !outcome.done ? (
          <AttentionBox role="alert">
            <p>{outcome.message}</p>
            {outcome.retry ? (
              <Button disabled={working} onClick={() => void run(outcome.retry ?? 'unsubscribe')}>
                Try again
              </Button>
            ) : null}
          </AttentionBox>
        ) : null}
        <Footnote>
          <Link to={mailSettingsHref(user?.role)}>All notification settings</Link>
        </Footnote>
      </Narrow>
    </Page>
  );
}
