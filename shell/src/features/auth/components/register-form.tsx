import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type CampusSettings } from '@campus/shared/contract';
import { Button, Field, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useAuthConfigQuery, useRegisterMutation } from '../api/auth-api';

/**
 * On a campus site, the addresses registration takes, said before anyone types one (docs/product-rules.md
 * "Campus-verified accounts"): 'Use your Hill College address: it must end in @college.edu or @alumni.college.edu.'
 */
export function campusAddressHint({ name, domains }: CampusSettings): string | undefined {
  const endings = domains.map((domain) => `@${domain}`);
  const last = endings.pop();
  if (last === undefined) return undefined;
  return `Use your ${name} address: it must end in ${endings.length ? `${endings.join(', ')} or ${last}` : last}.`;
}

/**
 * Name, email, password and an optional phone (docs/product-rules.md "Screens"). A taken e-mail (409) is toasted with the
 * server's message, anything else with a generic error (docs/product-rules.md "Deviation 7"). On a campus site the
 * Email field is described by the domains it takes (GET /auth/config, which the server puts in the page).
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [registerUser, { isLoading, isSuccess }] = useMutationErrorToast(useRegisterMutation(), 'Registration failed. Please try again.');
  const campus = useAuthConfigQuery().data?.campus;
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
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint={campus ? campusAddressHint(campus) : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
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
