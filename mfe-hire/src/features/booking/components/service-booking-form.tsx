import { useGetServiceAvailabilityQuery, useQueryErrorToast } from '@campus/shared/api';
import type { Service } from '@campus/shared/contract';
import { BookingLoadFailed } from '@campus/shared/listings';
import { styled } from 'styled-components';
import { useMemo } from 'react';
import { OpeningHours } from './opening-hours';
import { ServiceBookingFields } from './service-booking-fields';

/** docs/product-rules.md "Texts" has none for this call; worded like its loading texts. */
const HOURS_FAILED = 'Error fetching opening hours';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Hire's booking form for a service (docs/product-rules.md "Bookings"), shown on its page to a member who may
 * book it: the weekly opening hours in words, then a day of the next 90 with hours, the hours, a start that
 * leaves them free, a note and the request, priced hours × the price an hour. A service without hours says so.
 * Loaded on demand by the service page (src/app/area.ts).
 */
export function ServiceBookingForm({ item }: { item: Service }) {
  const availability = useQueryErrorToast(useGetServiceAvailabilityQuery(item._id, { refetchOnMountOrArgChange: true }), HOURS_FAILED);
  const { data, refetch, fulfilledTimeStamp = 0 } = availability;
  const again = useMemo(() => () => void refetch(), [refetch]);
  if (data) {
    if (data.weekly.length === 0) return <p>{item.sellerId.name} has not set opening hours yet.</p>;
    return (
      <>
        <OpeningHours weekly={data.weekly} timeZone={data.timeZone} />
        <ServiceBookingFields item={item} availability={data} answeredAt={fulfilledTimeStamp} refetch={again} />
      </>
    );
  }
  if (availability.isError && !availability.isFetching) return <BookingLoadFailed message={HOURS_FAILED} onRetry={again} />;
  return <Muted role="status">Loading opening hours…</Muted>;
}
