import { useMutationErrorToast } from '@campus/shared/api';
import { ForgotPasswordSchema } from '@campus/shared/contract';
import { Button, DocumentTitle, Field, FocusedStatus } from '@campus/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useForgotPasswordMutation } from '../api/password-api';
import { AuthCard } from './auth-card';

/**
 * /forgot-password (docs/product-rules.md "Password reset"): the member's e-mail address, then the server's answer,
 * which is the same for every address, in place of the form.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [ask, { isLoading }] = useMutationErrorToast(useForgotPasswordMutation(), 'Could not send the link. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await ask(values);
    if (result.data) setSent(result.data.message);
  });

  return (
    <AuthCard
      title="Forgot password"
      footnote={
        <>
          Remembered it? <Link to={paths.login.href()}>Login</Link>
        </>
      }
    >
      <DocumentTitle title="Forgot password" />
      {sent ? (
        <FocusedStatus>{sent}</FocusedStatus>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <p>Type the e-mail address of your account: we will send it a link to choose a new password.</p>
          <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send the link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
