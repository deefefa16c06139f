import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_LIMITS, BookingMessageSchema, type Booking, type BookingMessageInput } from '@campus/shared/contract';
import { Button, Modal, ModalActions, TextAreaField, useConfirm } from '@campus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bookingLabel } from '../booking-words';
import { useMove } from '../hooks/use-move';
import { DialogIntro } from './dialog-intro';

interface MessageMoveProps {
  booking: Booking;
  move: 'accept' | 'decline';
  onMoved: () => void;
}

const WORDS = {
  accept: { button: 'Accept', title: 'Accept request', submit: 'Accept request' },
  decline: { button: 'Decline', title: 'Decline request', submit: 'Decline request' },
} as const;

interface MessageDialogProps extends Omit<MessageMoveProps, 'onMoved'> {
  onClose: () => void;
  onSend: (input: BookingMessageInput) => Promise<unknown>;
}

/** The dialog of an answer to a request: what it does, and an optional message to the borrower. */
function MessageDialog({ booking, move, onClose, onSend }: MessageDialogProps) {
  const { register, handleSubmit, formState } = useForm<BookingMessageInput>({
    resolver: zodResolver(BookingMessageSchema),
    defaultValues: { message: '' },
  });
  const borrower = booking.borrower.name;
  const intro =
    move === 'accept'
      ? `${borrower} then has ${BOOKING_LIMITS.payWithinHours} hours to pay for ${bookingLabel(booking)}.`
      : `${borrower} is told at once that ${bookingLabel(booking)} is declined, and the time is free again.`;
  const submit = handleSubmit(async (input) => {
    await onSend(input);
  });
  return (
    <Modal title={WORDS[move].title} onClose={() => (formState.isSubmitting ? undefined : onClose())}>
      <DialogIntro>{intro}</DialogIntro>
      <form noValidate aria-label={WORDS[move].title} onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={`Message to ${borrower} (optional)`}
          rows={3}
          maxLength={BOOKING_LIMITS.noteMaxLength}
          error={formState.errors.message?.message}
          {...register('message')}
        />
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            Back
          </Button>
          <Button type="submit" $variant={move === 'decline' ? 'danger' : 'primary'} disabled={formState.isSubmitting}>
            {WORDS[move].submit}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * Accept or Decline of a request (the owner, or an admin for them), each with an optional message to the
 * borrower; a decline is asked once more, in the site's own confirmation, since it cannot be undone.
 */
export function MessageMove({ booking, move, onMoved }: MessageMoveProps) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useMove(move, () => {
    setOpen(false);
    onMoved();
  });
  const { confirm, dialog } = useConfirm();

  const send = async (body: BookingMessageInput) => {
    if (move === 'decline') {
      const message = `Decline ${booking.borrower.name}'s request for ${bookingLabel(booking)}? This cannot be undone.`;
      if (!(await confirm({ title: 'Decline request', message, confirmLabel: 'Decline request', cancelLabel: 'Keep it', tone: 'danger' }))) return;
    }
    await run({ id: booking._id, move, body });
  };

  return (
    <>
      <Button $variant={move === 'decline' ? 'secondary' : 'primary'} aria-disabled={busy} onClick={() => setOpen(true)}>
        {WORDS[move].button}
      </Button>
      {open ? <MessageDialog booking={booking} move={move} onClose={() => setOpen(false)} onSend={send} /> : null}
      {dialog}
    </>
  );
}
