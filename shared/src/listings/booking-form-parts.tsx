import { BOOKING_LIMITS } from '../contract';
import { Button, ButtonLink, FocusedStatus, formatRupees, TextAreaField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';

// The parts Borrow's and Hire's booking forms share (docs/product-rules.md "Bookings"): the price, the note to the
// owner, the button with the refusal beside it, and what the page says once a request is sent.

/** Rupees to the paisa: `count` × `price`, as the server computes it in paise. */
export function timesPrice(count: number, price: number): number {
  return (Math.round(price * 100) * count) / 100;
}

const Prices = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  div:last-child {
    padding-top: 0.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
  }
`;

export interface PriceLine {
  label: string;
  amount: number;
}

/** The price of what is picked, line by line, and the total charged with the booking. */
export function BookingPrice({ lines }: { lines: readonly PriceLine[] }) {
  const total = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
  return (
    <Prices>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{formatRupees(line.amount)}</dd>
        </div>
      ))}
      <div>
        <dt>Total</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </Prices>
  );
}

/** The optional note to the owner (at most BOOKING_LIMITS.noteMaxLength characters, as the server takes). */
export function BookingNote({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextAreaField
      label="Note to the owner (optional)"
      rows={3}
      maxLength={BOOKING_LIMITS.noteMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** "Request booking", and the live region where a refusal is said (kept in the page so it is announced when filled). */
export function BookingSubmit({ sending, refusal }: { sending: boolean; refusal: string }) {
  return (
    <>
      <Refusal role="alert">{refusal}</Refusal>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Request booking'}
        </Button>
      </div>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface BookingRequestedProps {
  ownerName: string;
  /** What was asked for, in words: the days or the time, and the price. */
  summary: ReactNode;
  /** The member's Bookings screen, as the borrower. */
  bookingsHref: string;
  againLabel: string;
  onAgain: () => void;
}

/**
 * The form's place once a request is sent: it takes the focus (the button pressed is gone), says what happens
 * next and leads to the member's Bookings, where they follow it and pay once the owner accepts.
 */
export function BookingRequested({ ownerName, summary, bookingsHref, againLabel, onAgain }: BookingRequestedProps) {
  return (
    <div>
      <FocusedStatus>Booking requested: {ownerName} will answer soon.</FocusedStatus>
      <p>{summary}</p>
      <Actions>
        <ButtonLink to={bookingsHref}>See your bookings</ButtonLink>
        <Button $variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </Actions>
    </div>
  );
}

/** A booking form's data (a calendar, opening hours) could not be loaded: said, with Try again (the failure is toasted too). */
export function BookingLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert">{message}</p>
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </>
  );
}
