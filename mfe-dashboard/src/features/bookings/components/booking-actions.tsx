import type { Booking } from '@campus/shared/contract';
import { type ConfirmOptions } from '@campus/shared/ui';
import type { BookingsView } from '../api/bookings-api';
import { bookingLabel } from '../booking-words';
import { AddPhotosMove } from './add-photos-move';
import { AnswerMove } from './answer-move';
import { ConfirmReturnMove } from './confirm-return-move';
import { MessageMove } from './message-move';
import { MoveButton } from './move-button';
import { PayButton } from './pay-button';
import { RecordActions } from '../../../components/record-card';

/** Who hears of a cancellation, and of the money, as the canceller reads it (the refund itself is the server's). */
function toldOfCancel(booking: Booking, view: BookingsView): string {
  const paid = booking.status === 'paid';
  if (view === 'borrower') return `${booking.owner.name} is told at once.${paid ? ' Your refund shows on the booking once it is cancelled.' : ''}`;
  if (view === 'owner') return `${booking.borrower.name} is told at once${paid ? ' and refunded in full' : ''}.`;
  return `Both parties are told at once${paid ? '; the borrower is refunded in full' : ''}.`;
}

function cancelQuestion(booking: Booking, view: BookingsView): ConfirmOptions {
  return {
    title: 'Cancel booking',
    message: `Cancel the booking of ${bookingLabel(booking)}? ${toldOfCancel(booking, view)}`,
    confirmLabel: 'Cancel booking',
    cancelLabel: 'Keep it',
    tone: 'danger',
  };
}

/**
 * The moves the reader may make on a booking now: exactly the server's `actions` (docs/product-rules.md
 * "Bookings"), never worked out here, and the photos it takes from the reader now (`photoSlots`). Settling a held
 * deposit is the admin screen's own form, not a button.
 */
export function BookingActions({ booking, view, onMoved }: { booking: Booking; view: BookingsView; onMoved: () => void }) {
  const can = new Set(booking.actions);
  const common = { booking, onMoved };
  const buttons = [
    can.has('pay') ? <PayButton key="pay" booking={booking} onPaid={onMoved} /> : null,
    can.has('accept') ? <MessageMove key="accept" move="accept" {...common} /> : null,
    can.has('decline') ? <MessageMove key="decline" move="decline" {...common} /> : null,
    can.has('handover') ? <MoveButton key="handover" move="handover" label="Mark handed over" {...common} /> : null,
    can.has('return') ? <MoveButton key="return" move="return" label="Mark returned" {...common} /> : null,
    can.has('confirm-return') ? <ConfirmReturnMove key="confirm-return" {...common} /> : null,
    can.has('complete') ? <MoveButton key="complete" move="complete" label="Mark completed" {...common} /> : null,
    can.has('answer') ? <AnswerMove key="answer" {...common} /> : null,
    ...booking.photoSlots.map(({ stage, left }) => <AddPhotosMove key={`photos-${stage}`} stage={stage} left={left} {...common} />),
    can.has('cancel') ? (
      <MoveButton key="cancel" move="cancel" label="Cancel booking" $variant="secondary" question={cancelQuestion(booking, view)} {...common} />
    ) : null,
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return <RecordActions>{buttons}</RecordActions>;
}
