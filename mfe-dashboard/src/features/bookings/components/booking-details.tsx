import type { Booking } from '@campus/shared/contract';
import { formatRupees, styled } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import type { BookingsView } from '../api/bookings-api';
import { deadline, refundText } from '../booking-words';

/* One column on phones, two label/value pairs per row once there is room. */
const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
    <Details>
      <Detail label="Amount">{formatRupees(booking.amount)}</Detail>
      {hasDeposit ? <Detail label="Deposit">{booking.deposit > 0 ? formatRupees(booking.deposit) : 'None'}</Detail> : null}
      {view === 'borrower' ? null : (
        <Detail label="Borrower">
          <Party party={booking.borrower} />
        </Detail>
      )}
      {view === 'owner' ? null : (
        <Detail label="Owner">
          <Party party={booking.owner} />
        </Detail>
      )}
      {booking.payBy ? (
        <Detail label="Pay by">
          <time dateTime={booking.payBy}>{deadline(booking.payBy, booking.timeZone)}</time>
        </Detail>
      ) : null}
      {booking.note ? <Detail label="Borrower's note">{booking.note}</Detail> : null}
      {booking.ownerMessage ? <Detail label="Owner's message">{booking.ownerMessage}</Detail> : null}
      {booking.problem ? <Detail label="Problem reported">{booking.problem}</Detail> : null}
      {booking.refund ? <Detail label="Refund">{refundText(booking.refund)}</Detail> : null}
      {booking.kind === 'service' && booking.status === 'paid' ? <Detail label="Completed">{completionText(booking, view)}</Detail> : null}
    </Details>
  );
}
