import { zodResolver } from '@hookform/resolvers/zod';
import { AnswerProblemSchema, BOOKING_LIMITS, type AnswerProblemInput, type Booking } from '@campus/shared/contract';
import { Button, Modal, ModalActions, TextAreaField } from '@campus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePhotosField } from '../../../components/photos-picker';
import { useFormCall } from '../hooks/use-form-call';
import { DialogIntro } from './dialog-intro';

interface AnswerDialogProps {
  booking: Booking;
  onClose: () => void;
  onSend: (answer: string, photos: File[]) => Promise<unknown>;
}

/** The borrower's one answer to a problem report: their side in words, with up to 4 photos. */
function AnswerDialog({ booking, onClose, onSend }: AnswerDialogProps) {
  const { register, handleSubmit, formState } = useForm<AnswerProblemInput>({ resolver: zodResolver(AnswerProblemSchema), defaultValues: { answer: '' } });
  const photos = usePhotosField('Photos (optional)', BOOKING_LIMITS.maxPhotosPerStage);
  const submit = handleSubmit(async ({ answer }) => {
    const chosen = await photos.resolve();
    if (chosen) await onSend(answer, chosen);
  });
  return (
    <Modal title="Answer the report" onClose={() => (formState.isSubmitting ? undefined : onClose())}>
      <DialogIntro>
        {booking.owner.name} reported: “{booking.problem}” Give your side once, before an admin decides on your deposit.
      </DialogIntro>
      <form noValidate aria-label="Answer the report" onSubmit={(event) => void submit(event)}>
        <TextAreaField label="Your answer" rows={3} maxLength={BOOKING_LIMITS.noteMaxLength} error={formState.errors.answer?.message} {...register('answer')} />
        {photos.field}
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            Back
          </Button>
          <Button type="submit" disabled={formState.isSubmitting || photos.preparing}>
            Send answer
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** The borrower answers the owner's problem report (docs/product-rules.md "Statuses"), once. */
export function AnswerMove({ booking, onMoved }: { booking: Booking; onMoved: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useFormCall('answer', () => {
    setOpen(false);
    onMoved();
  });
  return (
    <>
      <Button aria-disabled={busy} onClick={() => setOpen(true)}>
        Answer the report
      </Button>
      {open ? <AnswerDialog booking={booking} onClose={() => setOpen(false)} onSend={(answer, photos) => run(booking._id, { answer }, photos)} /> : null}
    </>
  );
}
