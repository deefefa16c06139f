import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema } from '@campus/shared/contract';
import { Button, Field, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useRegisterMutation } from '../api/auth-api';

/**
 * Name, email, password and an optional phone (docs/product-rules.md "Screens"). A taken e-mail (409) is toasted with the
 * server's message, anything else with a generic error (docs/product-rules.md "Deviation 7").
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [registerUser, { isLoading, isSuccess }] = useMutationErrorToast(useRegisterMutation(), 'Registration failed. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await registerUser(values);
    if (!result.data) return;
    toast.success(result.data.message);
    onRegistered();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register">
      <Field label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      {/* Stays disabled after success: the screen moves on to /login and must not register twice. */}
      <Button type="submit" disabled={isLoading || isSuccess}>
        {isLoading ? 'Registering…' : 'Register'}
      </Button>
    </form>
  );
}
