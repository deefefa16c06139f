import { errorText } from '@campus/shared/api';
import { loggedIn, selectToken, selectUser, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { AttentionBox, ButtonLink, Card, DocumentTitle, FocusedStatus, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useVerifyEmailMutation } from '../api/verification-api';

type Outcome = { verified: true; message: string } | { verified: false; message: string };

const NO_TOKEN = 'This address has no verification token: open the link from the e-mail again.';
const FAILED = 'Your address could not be verified right now. Please try again.';

/**
 * /verify-email?token=… (docs/product-rules.md "Campus-verified accounts"): verifies at once, then says it is done
 * or why not. The token works once, so it is sent once, however often the page renders.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const sessionToken = useAppSelector(selectToken);
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { verified: false, message: NO_TOKEN });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ token }).then((result) => {
      if (result.data) {
        setOutcome({ verified: true, message: result.data.message });
        if (user) dispatch(loggedIn({ user: { ...user, verified: true }, token: sessionToken }));
      } else setOutcome({ verified: false, message: errorText('status' in result.error ? result.error : undefined, FAILED) });
    });
  }, [token, verify, dispatch, user, sessionToken]);

  return (
    <Page>
      <Card>
        <PageTitle>Verify your e-mail address</PageTitle>
        <DocumentTitle title="Verify your e-mail address" />
        {!outcome ? <Spinner label="Verifying your address…" /> : null}
        {outcome?.verified ? (
          <>
            <FocusedStatus>{outcome.message}</FocusedStatus>
            <ButtonLink to={paths.home.href()}>Go to Home</ButtonLink>
          </>
        ) : null}
        {outcome && !outcome.verified ? (
          <AttentionBox role="alert">
            <p>{outcome.message}</p>
          </AttentionBox>
        ) : null}
      </Card>
    </Page>
  );
}
