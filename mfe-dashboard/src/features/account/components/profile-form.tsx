import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountUpdateSchema, type Account } from '@campus/shared/contract';
import { loggedIn, useAppDispatch, useAppStore } from '@campus/shared/store';
import { Button, Field, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useUpdateAccountMutation } from '../api/account-api';
import { Check } from './account-parts';

/**
 * Name, phone and "Contact me through messages only" (docs/product-rules.md "Your account"). Saved, the page keeps the
 * session's user as the server now answers it (the navigation's name), and the answer is toasted; a refusal is toasted
 * with the server's message and nothing changes.
 */
export function ProfileForm({ memberId, account }: { memberId: string; account: Account }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [update, { isLoading }] = useMutationErrorToast(useUpdateAccountMutation(), 'Your account could not be saved. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AccountUpdateSchema),
    values: { name: account.name, phone: account.phone, messagesOnly: account.messagesOnly },
  });

  const onSubmit = handleSubmit(async (body) => {
    const { data } = await update({ memberId, body });
    if (!data) return;
    const { token } = store.getState().auth;
    if (token) dispatch(loggedIn({ user: data.user, token }));
    toast.success(data.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Field label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Field label="Email" type="email" value={account.email} readOnly hint="Your address cannot be changed here." />
      <Field label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <Check>
        <input type="checkbox" {...register('messagesOnly')} />
        <span>
          Contact me through messages only
          <small>Nobody sees your phone or e-mail on your listings; buyers and borrowers reach you with “Message the seller”.</small>
        </span>
      </Check>
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
