import type { Booking } from '@campus/shared/contract';
import { styled } from 'styled-components';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BookingsView } from '../api/bookings-api';
import { bookingWhen, listingHref, statusText } from '../booking-words';
import { BookingActions } from './booking-actions';
import { BookingDetails } from './booking-details';
import { BookingPhotos } from './booking-photos';
import { RecordCard } from '../../../components/record-card';

const When = styled.p`
  margin: -0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

interface BookingCardProps {
  booking: Booking;
  view: BookingsView;
  /** h2 on a page of bookings, h3 in a section of one. */
  headingLevel?: 2 | 3;
  /** What stands under the facts instead of the moves (the admin's settlement form). */
  children?: ReactNode;
}

/**
 * One booking as a card: the listing (a link to its page while it exists), when, the status in words, the facts
 * and the reader's moves. After a move the focus goes to the status line, which says what the booking is now: the
 * button pressed may be gone with the move.
 */
export function BookingCard({ booking, view, headingLevel = 2, children }: BookingCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = useId();
  const whenId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [moves, setMoves] = useState(0);
  // An effect, so it runs after a closing dialog has given the focus back to the button that opened it.
  useEffect(() => {
    if (moves > 0) statusRef.current?.focus();
  }, [moves]);
  const href = listingHref(booking);
  return (
    <RecordCard aria-labelledby={`${titleId} ${whenId}`}>
      <Heading id={titleId}>{href ? <Link to={href}>{booking.listing.name}</Link> : booking.listing.name}</Heading>
      <When id={whenId}>{bookingWhen(booking)}</When>
      {/* A live region: a move, a payment or the other party's step (a live notification) is read out as it lands. */}
      <Status ref={statusRef} tabIndex={-1} role="status">
        Status: {statusText(booking)}
      </Status>
      <BookingDetails booking={booking} view={view} />
      <BookingPhotos booking={booking} />
      {children ?? <BookingActions booking={booking} view={view} onMoved={() => setMoves((count) => count + 1)} />}
    </RecordCard>
  );
}
