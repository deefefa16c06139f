import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema } from '@campus/shared/contract';
import { changeOwnSession, loggedIn, selectToken, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { Button, Field, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useChangePasswordMutation } from '../api/account-api';

/**
 * Change password (docs/product-rules.md "Your account"): the current one and a new one; an account that only signs in
 * with Google sets one without a current one. Every other session of the member ends; this browser goes on with the
 * new session the answer brings.
 */
export function PasswordForm({ memberId, hasPassword }: { memberId: string; hasPassword: boolean }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [change, { isLoading }] = useMutationErrorToast(useChangePasswordMutation(), 'Your password could not be changed. Please try again.');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangePasswordSchema), defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = handleSubmit(async (body) => {
    // The server ends this session's live connections too, maybe before its answer is read here: the page goes on
    // with the answer's new session rather than logging out (changeOwnSession).
    const data = await dispatch(
      changeOwnSession(token, async () => {
        const { data: answer } = await change({ memberId, body });
        if (answer) dispatch(loggedIn({ user: answer.user, token: answer.token }));
        return answer;
      }),
    );
    if (!data) return;
    reset();
    toast.success(data.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={hasPassword ? 'Change password' : 'Set a password'}>
      {hasPassword ? (
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}
