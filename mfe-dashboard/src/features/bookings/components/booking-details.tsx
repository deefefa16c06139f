import type { Booking } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import type { BookingsView } from '../api/bookings-api';
import { deadline, refundText } from '../booking-words';
import { RecordFact, RecordFacts } from '../../../components/record-card';

/** Spaces and dashes out: a tel: link carries digits and + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A party's name and phone: the two meet for the handover, so the phone is a link that calls. */
function Party({ party }: { party: Booking['owner'] }) {
  if (!party.phone.trim()) return <>{party.name}</>;
  return (
    <>
      {party.name},{' '}
      <a href={telHref(party.phone)} aria-label={`Call ${party.name} on ${party.phone}`}>
        {party.phone}
      </a>
    </>
  );
}

/** Whether each party has marked a paid service done: both must, and each sees whether the other has. */
function completionText(booking: Extract<Booking, { kind: 'service' }>, view: BookingsView): string {
  const said = (name: string, done: boolean) => `${name} ${done ? 'has marked it completed' : 'has not marked it completed yet'}.`;
  const owner = said(booking.owner.name, booking.ownerCompleted);
  const borrower = said(booking.borrower.name, booking.borrowerCompleted);
  if (view === 'owner') return `${borrower}${booking.ownerCompleted ? ' You have marked it completed.' : ''}`;
  if (view === 'borrower') return `${owner}${booking.borrowerCompleted ? ' You have marked it completed.' : ''}`;
  return `${owner} ${borrower}`;
}

/** The facts of one booking, as `view` (owner, borrower or admin) reads them: the other party, the money, the messages. */
export function BookingDetails({ booking, view }: { booking: Booking; view: BookingsView }) {
  const hasDeposit = booking.kind === 'rent';
  return (
    <RecordFacts>
      <RecordFact label="Amount">{formatRupees(booking.amount)}</RecordFact>
      {hasDeposit ? <RecordFact label="Deposit">{booking.deposit > 0 ? formatRupees(booking.deposit) : 'None'}</RecordFact> : null}
      {view === 'borrower' ? null : (
        <RecordFact label="Borrower">
          <Party party={booking.borrower} />
        </RecordFact>
      )}
      {view === 'owner' ? null : (
        <RecordFact label="Owner">
          <Party party={booking.owner} />
        </RecordFact>
      )}
      {booking.payBy ? (
        <RecordFact label="Pay by">
          <time dateTime={booking.payBy}>{deadline(booking.payBy, booking.timeZone)}</time>
        </RecordFact>
      ) : null}
      {booking.note ? <RecordFact label="Borrower's note">{booking.note}</RecordFact> : null}
      {booking.ownerMessage ? <RecordFact label="Owner's message">{booking.ownerMessage}</RecordFact> : null}
      {booking.problem ? <RecordFact label="Problem reported">{booking.problem}</RecordFact> : null}
      {booking.answer ? <RecordFact label={`${booking.borrower.name}'s answer`}>{booking.answer}</RecordFact> : null}
      {booking.answerBy ? (
        <RecordFact label="Answer by">
          <time dateTime={booking.answerBy}>{deadline(booking.answerBy, booking.timeZone)}</time>
        </RecordFact>
      ) : null}
      {booking.resolutionNote ? <RecordFact label="Admin's note">{booking.resolutionNote}</RecordFact> : null}
      {booking.refund ? <RecordFact label="Refund">{refundText(booking.refund)}</RecordFact> : null}
      {booking.kind === 'service' && booking.status === 'paid' ? <RecordFact label="Completed">{completionText(booking, view)}</RecordFact> : null}
    </RecordFacts>
  );
}
