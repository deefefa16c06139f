import { useQueryErrorToast } from '@campus/shared/api';
import type { BookingSide } from '@campus/shared/contract';
import { DocumentTitle, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetBookingsQuery } from '../api/bookings-api';
import { useWaitingSide } from '../hooks/use-waiting-side';
import { useReadOnOpen } from '../../../components/use-read-on-open';
import { Tabs, type Tab } from './booking-tabs';
import { BookingsList } from './bookings-list';

type Side = BookingSide;

const TABS: readonly Tab<Side>[] = [
  { key: 'owner', label: 'As owner' },
  { key: 'borrower', label: 'As borrower' },
];

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.5rem;
`;

/** What each tab says with no bookings, and where it leads. */
const EMPTY: Record<Side, ReactNode> = {
  borrower: (
    <>
      <p>No bookings yet.</p>
      <Links>
        <Link to={paths.rent.browse.href()}>Browse items to borrow</Link>
        <Link to={paths.service.browse.href()}>Browse services to hire</Link>
      </Links>
    </>
  ),
  owner: (
    <>
      <p>No bookings yet.</p>
      <p>Requests to book your rent items and services show here.</p>
      <Links>
        <Link to={paths.user.createRentOrder.href()}>Offer an item for rent</Link>
        <Link to={paths.user.createService.href()}>Offer a service</Link>
      </Links>
    </>
  ),
};

const BOOKING_KINDS = ['booking'] as const;

const sideIn = (params: URLSearchParams): Side | null => {
  const as = params.get('as');
  return as === 'owner' || as === 'borrower' ? as : null;
};

/**
 * `/dashboard/user/bookings` (docs/product-rules.md "Bookings"): the member's bookings as owner and as borrower,
 * one tab each, the tab in the URL (`?as=owner|borrower`) so a link and a reload keep it. Without one, the screen
 * opens the side where something waits for the member, and says it in the URL.
 */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const named = sideIn(params);
  const waiting = useWaitingSide({ skip: named !== null });
  useEffect(() => {
    if (!named && waiting) setParams({ as: waiting }, { replace: true });
  }, [named, waiting, setParams]);
  return (
    <Page>
      <DocumentTitle title="Bookings" />
      <PageTitle>Bookings</PageTitle>
      {named ? <BookingsTabs side={named} onSelect={(as) => setParams({ as })} /> : <Spinner label="Loading bookings…" />}
    </Page>
  );
}

function BookingsTabs({ side, onSelect }: { side: Side; onSelect: (side: Side) => void }) {
  const query = useQueryErrorToast(useGetBookingsQuery({ as: side }), 'Error fetching bookings');
  // Opening a side reads its bookings' notifications (docs/product-rules.md "E-mail notifications").
  useReadOnOpen({ kinds: BOOKING_KINDS, bookingSide: side });
  return (
      <Tabs label="Whose bookings" tabs={TABS} selected={side} onSelect={onSelect} idPrefix="bookings">
        <BookingsList
          query={query}
          view={side}
          label={side === 'owner' ? 'Bookings of your listings' : 'Your bookings'}
          empty={EMPTY[side]}
        />
      </Tabs>
  );
}
