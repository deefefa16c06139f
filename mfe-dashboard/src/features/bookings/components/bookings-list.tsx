import type { Booking, BookingsResponse } from '@campus/shared/contract';
import type { ReactNode } from 'react';
import { ListStates } from '../../../components/list-states';
import type { BookingsView } from '../api/bookings-api';
import { BookingCard } from './booking-card';
import { RecordList } from '../../../components/record-card';

/** What a bookings list reads of its query: the answer for the arguments asked now, not the last ones (a tab switch). */
interface BookingsQuery {
  currentData?: BookingsResponse;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface BookingsListProps {
  query: BookingsQuery;
  view: BookingsView;
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  headingLevel?: 2 | 3;
  /** What a card shows instead of its moves, if anything (the admin's settlement form). */
  settle?: (booking: Booking) => ReactNode;
}

/** A list of booking cards, with the dashboard's loading, failure and empty states. */
export function BookingsList({ query, view, label, empty, headingLevel = 2, settle }: BookingsListProps) {
  const list = {
    data: query.currentData?.bookings,
    isLoading: query.isFetching && !query.currentData,
    isError: query.isError,
    refetch: query.refetch,
  };
  return (
    <ListStates list={list} loading="Loading bookings…" failed="The bookings could not be loaded." empty={empty}>
      {(bookings) => (
        <RecordList aria-label={label}>
          {bookings.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} view={view} headingLevel={headingLevel}>
                {settle?.(booking)}
              </BookingCard>
            </li>
          ))}
        </RecordList>
      )}
    </ListStates>
  );
}
