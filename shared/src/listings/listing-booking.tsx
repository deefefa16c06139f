import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { ButtonLink } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_PATH } from './listing-contacts';
import type { ListingItemData } from './listing-item-page';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

interface ListingBookingProps {
  listing: ListingItemData;
  /** The owner's Bookings screen, where requests for their listings arrive. */
  ownerBookingsHref: string;
  /** The area's booking form, for a member who may book the listing. */
  children: ReactNode;
}

/** Why the listing cannot be booked by whoever is looking, or null when they may book it. */
function useWhyNotBookable(listing: ListingItemData, ownerBookingsHref: string): ReactNode {
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (loggedIn && user?._id === listing.owner._id) {
    return (
      <>
        <p>
          This is your listing: booking requests for it arrive in your Bookings, where you accept or decline them.
          {listing.paused ? ' It is paused, so nobody can book it until you resume it.' : null}
        </p>
        <div>
          <ButtonLink $variant="secondary" to={ownerBookingsHref}>
            Open your Bookings
          </ButtonLink>
        </div>
      </>
    );
  }
  if (listing.sold) return <p>{listing.name} has been sold and cannot be booked.</p>;
  if (listing.paused) return <p>{listing.name} is not taking bookings right now: its owner has paused it.</p>;
  if (!loggedIn) {
    return (
      <>
        <p>Members book {listing.kind === 'item' ? 'items by the day' : 'services by the hour'}, and the owner answers each request.</p>
        <div>
          <ButtonLink to={LOGIN_PATH} state={{ from: `${location.pathname}${location.search}` }}>
            Log in to book
          </ButtonLink>
        </div>
      </>
    );
  }
  return null;
}

/**
 * A listing's "Book this item" (or service) section (docs/product-rules.md "Bookings"): the area's form for a
 * member who may book it; otherwise why not: a visitor is asked to log in (and brought back here), the owner is
 * sent to their Bookings, and a sold or paused listing says so. The server's first paint is a visitor's
 * (README "First paint from the server"), so it draws the login link and never the form; the form, loaded on
 * demand, shows a line of text while it comes, never a spinner over the listing.
 */
export function ListingBooking({ listing, ownerBookingsHref, children }: ListingBookingProps) {
  const headingId = `listing-${listing.id}-booking`;
  const whyNot = useWhyNotBookable(listing, ownerBookingsHref);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{`Book this ${listing.kind}`}</h2>
      {whyNot ?? <Suspense fallback={<Loading>Loading the booking form…</Loading>}>{children}</Suspense>}
    </Section>
  );
}
