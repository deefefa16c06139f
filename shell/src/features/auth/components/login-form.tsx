import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@campus/shared/contract';
import { loggedIn, useAppDispatch } from '@campus/shared/store';
import { Button, Field, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useLoginMutation } from '../api/auth-api';

/**
 * Email and password (docs/product-rules.md "Screens"). A refused login is toasted with the server's message, or
 * "Wrong password or user doesn't exist !" when no answer came back (docs/product-rules.md "Texts").
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useMutationErrorToast(useLoginMutation(), "Wrong password or user doesn't exist !");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if (!result.data) return;
    dispatch(loggedIn({ user: result.data.user, token: result.data.token }));
    toast.success(result.data.message);
    onLoggedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
