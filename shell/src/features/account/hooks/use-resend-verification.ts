import { useMutationErrorToast } from '@campus/shared/api';
import { loggedIn, selectToken, selectUser, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { toast } from '@campus/shared/ui';
import { useResendVerificationMutation } from '../api/verification-api';

/**
 * Asks for a new verification link (at most one a minute: the server says how long to wait). An address verified
 * meanwhile (from another browser) is taken into the session, so the site stops asking.
 */
export function useResendVerification() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const [resend, { isLoading }] = useMutationErrorToast(useResendVerificationMutation(), 'Could not send a new link. Please try again.');
  const onResend = async () => {
    const result = await resend();
    if (!result.data) return;
    toast.success(result.data.message);
    if (result.data.verified && user) dispatch(loggedIn({ user: { ...user, verified: true }, token }));
  };
  return { onResend, isLoading };
}
