import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteAccountSchema } from '@campus/shared/contract';
import { changeOwnSession, logOut, selectToken, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { Button, Field, useConfirm } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeleteAccountMutation } from '../api/account-api';

const QUESTION = {
  title: 'Delete your account',
  message:
    'Your account and your listings are deleted, and every session ends. Your sales, purchases and bookings stay on record without your name. This cannot be undone.',
  confirmLabel: 'Delete my account',
  tone: 'danger',
} as const;

/**
 * Delete my account (docs/product-rules.md "Your account"): the password, then the site's own dialog, then the call.
 * Deleted, this browser logs out as at logout with the answer toasted and goes home; refused (a wrong password, a
 * booking or an order in progress), the server's message is toasted and nothing changes.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [remove, { isLoading }] = useMutationErrorToast(useDeleteAccountMutation(), 'Your account could not be deleted. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteAccountSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (body) => {
    if (!(await confirm(QUESTION))) return;
    // The server ends this session's live connections too, maybe before its answer is read here: the page logs out
    // with the answer's own message (changeOwnSession).
    await dispatch(
      changeOwnSession(token, async () => {
        const { data } = await remove(body);
        if (!data) return;
        dispatch(logOut(data.message));
        void navigate(paths.home.href());
      }),
    );
  });

  if (!hasPassword) {
    return <p>Your account has no password (you sign in with Google): set one above first, then you can delete the account with it.</p>;
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Delete my account">
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" $variant="danger" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Deleting…' : 'Delete my account'}
      </Button>
      {dialog}
    </form>
  );
}
