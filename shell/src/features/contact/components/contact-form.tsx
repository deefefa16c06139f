import { useMutationErrorToast } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactSchema } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { Button, Field, TextAreaField, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useSubmitContactMutation } from '../api/contact-api';

/** docs/product-rules.md "Contact": all four fields required; a failure is toasted with the server's message or the texts of docs/product-rules.md "Texts", Contact. */
export function ContactForm() {
  const user = useAppSelector(selectUser);
  const [submitContact, { isLoading }] = useMutationErrorToast(useSubmitContactMutation(), {
    noMessage: 'Failed to submit contact data',
    noResponse: 'An error occurred while submitting the contact form.',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContactSchema),
    // A logged-in student does not have to type what we already know; reset() returns to these.
    defaultValues: {
      firstName: user?.name.split(' ')[0] ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phone ?? '',
      message: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitContact(values);
    if (result.error) return;
    toast.success('Contact data submitted successfully!');
    reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextAreaField label="Message" rows={6} required error={errors.message?.message} {...register('message')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
