import { errorText, useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@campus/shared/contract';
import { loggedIn, useAppDispatch } from '@campus/shared/store';
import { Button, Field, FieldError, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoginMutation } from '../api/auth-api';

const NOT_LOGGED_IN = "Wrong password or user doesn't exist !";

const Refusal = styled(FieldError)`
  margin-bottom: 1rem;
`;

/**
 * Email and password (docs/product-rules.md "Screens"). A refused login is toasted with the server's message, or
 * "Wrong password or user doesn't exist !" when no answer came back (docs/product-rules.md "Texts"), and said on the
 * form too, where it stays until the next attempt (docs/product-rules.md "Register and Login").
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useMutationErrorToast(useLoginMutation(), NOT_LOGGED_IN);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const result = await login(values);
    if (!result.data) {
      // The server's refusal or no answer (a call the page called off is no refusal).
      if (result.error && 'status' in result.error) setRefusal(errorText(result.error, NOT_LOGGED_IN));
      return;
    }
    dispatch(loggedIn({ user: result.data.user, token: result.data.token }));
    toast.success(result.data.message);
    onLoggedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login" aria-describedby={refusal ? 'login-refusal' : undefined}>
      <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {refusal ? (
        <Refusal id="login-refusal" role="alert">
          {refusal}
        </Refusal>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
