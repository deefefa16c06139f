import { useMutationErrorToast } from '@campus/shared/api';
import { ResetPasswordFormSchema } from '@campus/shared/contract';
import { loggedIn, useAppDispatch } from '@campus/shared/store';
import { AttentionBox, Button, DocumentTitle, Field, toast } from '@campus/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useResetPasswordMutation } from '../api/password-api';
import { AuthCard } from './auth-card';

function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [reset, { isLoading }] = useMutationErrorToast(useResetPasswordMutation(), 'Could not change the password. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await reset({ token, password });
    if (!result.data) return;
    dispatch(loggedIn({ user: result.data.user, token: result.data.token }));
    toast.success(result.data.message);
    // Replaced: Back must not return to a used link.
    void navigate(paths.home.href(), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Field
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Set the new password'}
      </Button>
    </form>
  );
}

/**
 * /reset-password?token=… (docs/product-rules.md "Password reset"): the new password twice; the server sets it and
 * answers a session, and the member is home, signed in. A refused link is toasted with the server's reason.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthCard
      title="Choose a new password"
      footnote={
        <>
          Link not working? <Link to={paths.forgotPassword.href()}>Ask for a new one</Link>
        </>
      }
    >
      <DocumentTitle title="Choose a new password" />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AttentionBox role="alert">
          <p>This address has no reset token: open the link from the e-mail again, or ask for a new one.</p>
        </AttentionBox>
      )}
    </AuthCard>
  );
}
