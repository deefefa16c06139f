import { useQueryErrorToast } from '@campus/shared/api';
import type { RentAvailabilityResponse, RentProduct } from '@campus/shared/contract';
import { BookingLoadFailed, BookingNote, BookingPrice, BookingRequested, BookingSubmit, timesPrice, useBookingRequest, type PriceLine } from '@campus/shared/listings';
import { formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useGetRentAvailabilityQuery } from '../api/rent-availability-api';
import { bookingWindow, dayCount, describeRange, isFree, pickDay, takenDays, type DayRange } from '../rent-days';
import { DayCalendar } from './day-calendar';

/** docs/product-rules.md "Texts" has none for this call; worded like its loading texts. */
const AVAILABILITY_FAILED = 'Error fetching availability';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Picked = styled.p`
  font-weight: 600;
`;

/** The price of `range`: the days at the item's price a day, and its refundable deposit when it has one. */
function priceLines(item: RentProduct, range: DayRange): PriceLine[] {
  const days = dayCount(range);
  const lines = [{ label: `${days} ${days === 1 ? 'day' : 'days'} × ${formatRupees(item.pricePerDay)}`, amount: timesPrice(days, item.pricePerDay) }];
  return item.deposit > 0 ? [...lines, { label: 'Refundable deposit', amount: item.deposit }] : lines;
}

interface FieldsProps {
  item: RentProduct;
  availability: RentAvailabilityResponse;
  refetch: () => void;
}

/** The calendar, the price, the note and the request, once the taken days are known. */
function RentBookingFields({ item, availability, refetch }: FieldsProps) {
  const bookable = useMemo(() => bookingWindow(availability.today), [availability.today]);
  const taken = useMemo(() => takenDays(availability.taken, bookable), [availability.taken, bookable]);
  const [picked, setPicked] = useState<DayRange | null>(null);
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const owner = item.sellerId.name;
  const booking = useBookingRequest(owner, refetch);
  const hintId = useId();
  // Days taken since they were picked (the calendar was asked for again) are no longer a choice.
  const selection = picked && isFree(picked, taken, bookable) ? picked : null;

  if (booking.booked?.kind === 'rent') {
    const { start, end, amount, deposit } = booking.booked;
    return (
      <BookingRequested
        ownerName={owner}
        summary={`${describeRange({ start, end })}, ${formatRupees(amount + deposit)} in all to pay once ${owner} accepts.`}
        bookingsHref={paths.bookings.href('borrower')}
        againLabel="Book other days"
        onAgain={() => {
          setPicked(null);
          setNote('');
          booking.startAgain();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selection) {
      booking.refuse('Pick the days you want in the calendar first.');
      return;
    }
    const trimmed = note.trim();
    void booking.request({ kind: 'rent', listingId: item._id, start: selection.start, end: selection.end, ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <Form noValidate aria-label={`Book ${item.name}`} onSubmit={submit}>
      <Muted id={hintId}>
        Pick your first day, then your last day; both are included. Struck-through days are booked. In the calendar, the
        arrow keys move between days and Enter picks one.
      </Muted>
      <DayCalendar
        window={bookable}
        today={availability.today}
        taken={taken}
        selection={selection}
        describedBy={hintId}
        onPick={(day) => {
          const next = pickDay(selection, day, taken);
          setPicked(next.selection);
          setProblem(next.problem);
          booking.refuse('');
        }}
      />
      <Picked role="status">
        {problem ? `${problem} ` : null}
        {selection ? `${describeRange(selection)}.` : 'No days picked yet.'}
      </Picked>
      {selection ? <BookingPrice lines={priceLines(item, selection)} /> : <Muted>Pick your days to see the price.</Muted>}
      <BookingNote value={note} onChange={setNote} />
      <BookingSubmit sending={booking.sending} refusal={booking.refusal} />
    </Form>
  );
}

/**
 * Borrow's booking form for a rent item (docs/product-rules.md "Bookings"), shown on its page to a member who
 * may book it: the next 90 days from the campus's today with the taken days marked, the days picked and their
 * price (with the deposit apart), a note, and the request. Loaded on demand by the item page (src/app/area.ts).
 */
export function RentBookingForm({ item }: { item: RentProduct }) {
  const availability = useQueryErrorToast(useGetRentAvailabilityQuery(item._id, { refetchOnMountOrArgChange: true }), AVAILABILITY_FAILED);
  const { data, refetch } = availability;
  const again = useMemo(() => () => void refetch(), [refetch]);
  if (data) return <RentBookingFields item={item} availability={data} refetch={again} />;
  if (availability.isError && !availability.isFetching) return <BookingLoadFailed message={AVAILABILITY_FAILED} onRetry={again} />;
  return <Muted role="status">Loading the calendar…</Muted>;
}
