import { BOOKING_LIMITS, formatDay, type Service, type ServiceAvailabilityResponse, type ServiceBooking } from '@campus/shared/contract';
import { BookingNote, BookingPrice, BookingRequested, BookingSubmit, timesPrice, useBookingRequest } from '@campus/shared/listings';
import { formatRupees, SelectField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { hasFreeStart, openDays, slotInWords, startTimes } from '../service-slots';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Note = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const HOUR_CHOICES = Array.from({ length: BOOKING_LIMITS.maxHours - BOOKING_LIMITS.minHours + 1 }, (_, index) => BOOKING_LIMITS.minHours + index);

const hoursInWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** What the form says once the request is sent. */
function ServiceRequested({ booked, owner, onAgain }: { booked: ServiceBooking; owner: string; onAgain: () => void }) {
  const slot = `${formatDay(booked.date)}, ${slotInWords(booked.startTime, booked.hours)}`;
  return (
    <BookingRequested
      ownerName={owner}
      summary={`${slot}: ${hoursInWords(booked.hours)}, ${formatRupees(booked.amount)} to pay once ${owner} accepts.`}
      bookingsHref={paths.bookings.href('borrower')}
      againLabel="Book another time"
      onAgain={onAgain}
    />
  );
}

interface FieldsProps {
  item: Service;
  availability: ServiceAvailabilityResponse;
  /** When the answer came (ms): a start already past then is not offered, as the server would refuse it. */
  answeredAt: number;
  refetch: () => void;
}

/** The choices of a service booking once its hours and taken slots are known: the date, the hours, the start, a note. */
export function ServiceBookingFields({ item, availability, answeredAt: now, refetch }: FieldsProps) {
  const { weekly, taken, timeZone, today } = availability;
  const [date, setDate] = useState('');
  const [hours, setHours] = useState(1);
  const [startTime, setStartTime] = useState('');
  const [note, setNote] = useState('');
  const owner = item.sellerId.name;
  const booking = useBookingRequest(owner, refetch);
  const noTimeId = useId();

  const days = useMemo(
    () => openDays(today, weekly).map((day) => ({ day, free: hasFreeStart({ day, hours: 1, weekly, taken, timeZone, now }) })),
    [today, weekly, taken, timeZone, now],
  );
  const times = useMemo(() => (date ? startTimes({ day: date, hours, weekly, taken, timeZone, now }) : []), [date, hours, weekly, taken, timeZone, now]);
  // A start that no longer fits (other hours, another day, just taken) is no longer chosen.
  const start = times.includes(startTime) ? startTime : '';

  if (booking.booked?.kind === 'service') {
    const again = () => {
      setStartTime('');
      setNote('');
      booking.startAgain();
    };
    return <ServiceRequested booked={booking.booked} owner={owner} onAgain={again} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !start) {
      booking.refuse(date ? 'Choose a start time first.' : 'Choose a date first.');
      return;
    }
    const trimmed = note.trim();
    void booking.request({ kind: 'service', listingId: item._id, date, startTime: start, hours, ...(trimmed ? { note: trimmed } : {}) });
  };
  const noTime = date !== '' && times.length === 0;

  return (
    <Form noValidate aria-label={`Book ${item.name}`} onSubmit={submit}>
      <SelectField label="Date" value={date} onChange={(event) => setDate(event.target.value)}>
        <option value="">Choose a date</option>
        {days.map(({ day, free }) => (
          <option key={day} value={day} disabled={!free}>
            {formatDay(day)}
            {free ? '' : ' (no free time)'}
          </option>
        ))}
      </SelectField>
      <SelectField label="Hours" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
        {HOUR_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {hoursInWords(choice)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Start time" value={start} onChange={(event) => setStartTime(event.target.value)} aria-describedby={noTime ? noTimeId : undefined}>
        <option value="">{date ? 'Choose a start time' : 'Choose a date first'}</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {slotInWords(time, hours)}
          </option>
        ))}
      </SelectField>
      {noTime ? (
        <Note id={noTimeId}>
          No start time on {formatDay(date)} leaves {hoursInWords(hours)} free: choose fewer hours or another date.
        </Note>
      ) : null}
      <BookingPrice lines={[{ label: `${hoursInWords(hours)} × ${formatRupees(item.pricePerHour)}`, amount: timesPrice(hours, item.pricePerHour) }]} />
      <BookingNote value={note} onChange={setNote} />
      <BookingSubmit sending={booking.sending} refusal={booking.refusal} />
    </Form>
  );
}
