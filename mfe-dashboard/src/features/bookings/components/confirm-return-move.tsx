import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_LIMITS, ConfirmReturnSchema, type Booking, type ConfirmReturnInput } from '@campus/shared/contract';
import { Button, FieldError, formatRupees, Modal, ModalActions, TextAreaField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { bookingLabel } from '../booking-words';
import { usePhotosField } from '../../../components/photos-picker';
import { useFormCall } from '../hooks/use-form-call';
import { useMove } from '../hooks/use-move';
import { DialogIntro } from './dialog-intro';

/** The owner's two answers; the contract's schema then checks that a problem says what it is. */
const ConfirmReturnFormSchema = z
  .object({
    outcome: z.enum(['ok', 'problem'], { error: 'Choose how the item came back' }),
    note: z.string(),
  })
  .transform(({ outcome, note }): ConfirmReturnInput => (outcome === 'ok' ? { ok: true } : { ok: false, note }))
  .pipe(ConfirmReturnSchema);

type FormValues = z.input<typeof ConfirmReturnFormSchema>;

const Choices = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

interface ConfirmReturnDialogProps {
  booking: Booking;
  onClose: () => void;
  onSend: (input: ConfirmReturnInput, photos: File[]) => Promise<unknown>;
}

/** The owner's answer: back in good order, or a problem said in words with up to 4 photos (which holds the deposit for an admin). */
function ConfirmReturnDialog({ booking, onClose, onSend }: ConfirmReturnDialogProps) {
  const photos = usePhotosField('Photos of the problem (optional)', BOOKING_LIMITS.maxPhotosPerStage);
  const { register, handleSubmit, control, formState } = useForm<FormValues, unknown, ConfirmReturnInput>({
    resolver: zodResolver(ConfirmReturnFormSchema),
    // `undefined` until chosen: neither answer is assumed, a deposit is at stake.
    defaultValues: { outcome: undefined, note: '' },
  });
  const { errors, isSubmitting } = formState;
  const outcomeErrorId = useId();
  const problem = useWatch({ control, name: 'outcome' }) === 'problem';
  const deposit = booking.deposit > 0 ? formatRupees(booking.deposit) : null;
  const submit = handleSubmit(async (input) => {
    const chosen = input.ok ? [] : await photos.resolve();
    if (chosen) await onSend(input, chosen);
  });
  return (
    <Modal title="Confirm return" onClose={() => (isSubmitting ? undefined : onClose())}>
      <DialogIntro>
        {deposit
          ? `In good order, the deposit of ${deposit} goes back to ${booking.borrower.name}. With a problem, it is held: ${booking.borrower.name} can answer, then an admin decides.`
          : `${booking.borrower.name} returned ${bookingLabel(booking)}.`}
      </DialogIntro>
      <form noValidate aria-label="Confirm return" onSubmit={(event) => void submit(event)}>
        <Choices aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
          <legend>How did {booking.listing.name} come back?</legend>
          <label>
            <input type="radio" value="ok" {...register('outcome')} /> Returned in good order
          </label>
          <label>
            <input type="radio" value="problem" {...register('outcome')} /> Report a problem
          </label>
          {errors.outcome ? (
            <FieldError id={outcomeErrorId} role="alert">
              {errors.outcome.message}
            </FieldError>
          ) : null}
        </Choices>
        {problem ? (
          <>
            <TextAreaField label="What is wrong?" rows={3} maxLength={BOOKING_LIMITS.noteMaxLength} error={errors.note?.message} {...register('note')} />
            {photos.field}
          </>
        ) : null}
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Back
          </Button>
          <Button type="submit" disabled={isSubmitting || (problem && photos.preparing)}>
            {problem ? 'Report problem' : 'Confirm return'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** The owner confirms a rent item's return: in good order (the deposit goes back) or with a problem (an admin decides). */
export function ConfirmReturnMove({ booking, onMoved }: { booking: Booking; onMoved: () => void }) {
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    onMoved();
  };
  const { run, busy } = useMove('confirm-return', done);
  // A problem goes as a form, with its photos (docs/product-rules.md "Photos of a booking").
  const report = useFormCall('report-problem', done);
  const send = (body: ConfirmReturnInput, photos: File[]) =>
    body.ok ? run({ id: booking._id, move: 'confirm-return', body }) : report.run(booking._id, { note: body.note ?? '' }, photos);
  return (
    <>
      <Button aria-disabled={busy || report.busy} onClick={() => setOpen(true)}>
        Confirm return
      </Button>
      {open ? <ConfirmReturnDialog booking={booking} onClose={() => setOpen(false)} onSend={send} /> : null}
    </>
  );
}
