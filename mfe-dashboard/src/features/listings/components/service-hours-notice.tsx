import { useGetServiceAvailabilityQuery } from '@campus/shared/api';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { OPENING_HOURS_ID } from '../opening-hours';

/** A note that asks the owner to act, boxed in amber apart from the listing's facts; its words say it all. */
export const OwnerNote = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.attention};
`;

/**
 * On the owner's card of a service: a service without opening hours cannot be booked at all
 * (docs/product-rules.md "Bookings"), so a new one says so, with the way to its hours. Nothing while the
 * week is loading or could not be read: the edit page's hours section says more.
 */
export function ServiceHoursNotice({ serviceId, serviceName, editHref }: { serviceId: string; serviceName: string; editHref: string }) {
  const { data } = useGetServiceAvailabilityQuery(serviceId);
  if (!data || data.weekly.length > 0) return null;
  return (
    <OwnerNote>
      No opening hours yet.{' '}
      <Link to={`${editHref}#${OPENING_HOURS_ID}`} aria-label={`Set opening hours so students can book it: ${serviceName}`}>
        Set opening hours so students can book it
      </Link>
    </OwnerNote>
  );
}
