import { useQueryErrorToast } from '@campus/shared/api';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type Booking, type BookingStatus } from '@campus/shared/contract';
import { DocumentTitle, FocusedStatus, Page, PageTitle, SelectField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetBookingsQuery } from '../api/bookings-api';
import { bookingLabel, deadline } from '../booking-words';
import { BookingsList } from './bookings-list';
import { ResolveDepositForm } from './resolve-deposit-form';
import { useReadOnOpen } from '../../../components/use-read-on-open';

const ADMIN_FOLLOWS = { kinds: ['booking'] } as const;

const FETCH_FAILED = 'Error fetching bookings';

const Section = styled.section`
  margin-bottom: 2rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.35rem;
  }
`;

const Filter = styled.div`
  max-width: 20rem;
`;

const isStatus = (value: string | null): value is BookingStatus => BOOKING_STATUSES.includes(value as BookingStatus);

/** The deposits held for an admin's decision: each booking with its problem, both parties and the settlement form. */
function HeldDeposits() {
  const query = useQueryErrorToast(useGetBookingsQuery({ as: 'admin', status: 'disputed' }), FETCH_FAILED);
  const [settled, setSettled] = useState<Booking | null>(null);
  return (
    <Section aria-labelledby="held-deposits-title">
      <h2 id="held-deposits-title">Deposits held for a decision</h2>
      {/* Its card is gone with the form that had the focus: the focus comes here, to what happened. */}
      {settled ? <FocusedStatus key={settled._id}>The deposit for {bookingLabel(settled)} is settled.</FocusedStatus> : null}
      <BookingsList
        query={query}
        view="admin"
        label="Deposits held"
        headingLevel={3}
        empty={<p>No deposits are held.</p>}
        settle={(booking) =>
          booking.actions.includes('resolve') ? (
            <ResolveDepositForm booking={booking} onSettled={setSettled} />
          ) : booking.answerBy ? (
            // The borrower is heard first (docs/product-rules.md "Statuses").
            <p>
              Waiting for {booking.borrower.name}'s answer until {deadline(booking.answerBy, booking.timeZone)}: the deposit is settled once they
              answer, or then.
            </p>
          ) : null
        }
      />
    </Section>
  );
}

/** Every booking of the site, newest first, filtered by status through the URL (`?status=`). */
function AllBookings() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const status = isStatus(chosen) ? chosen : undefined;
  const query = useQueryErrorToast(useGetBookingsQuery(status ? { as: 'admin', status } : { as: 'admin' }), FETCH_FAILED);
  return (
    <Section aria-labelledby="all-bookings-title">
      <h2 id="all-bookings-title">All bookings</h2>
      <Filter>
        <SelectField label="Status" value={status ?? ''} onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}>
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {BOOKING_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </Filter>
      <BookingsList
        query={query}
        view="admin"
        label="All bookings"
        headingLevel={3}
        empty={<p>{status ? `No bookings with the status “${BOOKING_STATUS_LABELS[status]}”.` : 'No bookings yet.'}</p>}
        settle={(booking) => (booking.actions.includes('resolve') ? <p>Its deposit is settled above, under Deposits held for a decision.</p> : null)}
      />
    </Section>
  );
}

/**
 * `/dashboard/admin/bookings` (docs/product-rules.md "Bookings"): the deposits held for an admin's decision first,
 * then every booking. An admin makes the owner's moves on any booking too, exactly as each booking's `actions` say.
 */
export function AdminBookingsPage() {
  // An admin is told of the deposits held for them: opening the screen reads those notifications (docs/product-rules.md "E-mail notifications").
  useReadOnOpen(ADMIN_FOLLOWS);
  return (
    <Page>
      {/* Its own title beside the members' Bookings (every route has one of its own). */}
      <DocumentTitle title="All bookings" />
      <PageTitle>All bookings</PageTitle>
      <HeldDeposits />
      <AllBookings />
    </Page>
  );
}
