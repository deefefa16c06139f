import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_LIMITS, ResolveDepositSchema, type Booking, type ResolveDepositInput } from '@campus/shared/contract';
import { Button, Field, formatRupees, TextAreaField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useForm } from 'react-hook-form';
import { bookingLabel } from '../booking-words';
import { useMove } from '../hooks/use-move';

const Form = styled.form`
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`;

/** The contract's settlement, bounded by this booking's deposit. */
const settlementSchema = (deposit: number) =>
  ResolveDepositSchema.refine((input) => input.refund <= deposit, {
    message: `The refund can be at most ${formatRupees(deposit)}, the whole deposit`,
    path: ['refund'],
  });

interface ResolveDepositFormProps {
  booking: Booking;
  /** The deposit is settled: the booking has left the held ones. */
  onSettled: (booking: Booking) => void;
}

/**
 * An admin settles a held deposit (docs/product-rules.md "Bookings"): how much goes back to the borrower, from
 * nothing to the whole deposit (the default), the rest to the owner, with an optional note to both.
 */
export function ResolveDepositForm({ booking, onSettled }: ResolveDepositFormProps) {
  const { run } = useMove('resolve', () => onSettled(booking));
  const { register, handleSubmit, formState } = useForm<ResolveDepositInput>({
    resolver: zodResolver(settlementSchema(booking.deposit)),
    defaultValues: { refund: booking.deposit, note: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (body) => {
    await run({ id: booking._id, move: 'resolve', body });
  });
  const title = `Settle the deposit for ${bookingLabel(booking)}`;
  return (
    <Form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      <h4>Settle the deposit of {formatRupees(booking.deposit)}</h4>
      <Field
        label={`Refund to ${booking.borrower.name} (₹)`}
        type="number"
        inputMode="decimal"
        min={0}
        max={booking.deposit}
        step="0.01"
        hint={`From ₹0.00 to ${formatRupees(booking.deposit)}; the rest goes to ${booking.owner.name}.`}
        error={errors.refund?.message}
        {...register('refund', { valueAsNumber: true })}
      />
      <TextAreaField label="Note to both (optional)" rows={2} maxLength={BOOKING_LIMITS.noteMaxLength} error={errors.note?.message} {...register('note')} />
      <Button type="submit" aria-disabled={isSubmitting}>
        Settle deposit
      </Button>
    </Form>
  );
}
