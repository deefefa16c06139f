import { Button, ButtonLink, DocumentTitle, EmptyState, formatRupees, Page, Photo, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { photoSources } from '../contract';
import { ItemInfo, ItemLayout } from './item-layout';
import type { ListingCardData } from './listing-card';
import { ListingContacts } from './listing-contacts';
import { MessageOwnerButton } from './message-owner-button';
import { OwnerBadge } from './owner-badge';
import { OwnerPhoneDetail } from './owner-phone';
import { ReportButton } from './report-button';
import { StatusBadge } from './status-badge';

/** What a rent item's or a service's own page shows: its card, its description, and whether it can be booked. */
export interface ListingItemData extends ListingCardData {
  description: string;
  /** Paused by its owner: it takes no bookings now (docs/product-rules.md "Bookings"). */
  paused: boolean;
  /** A rent item sold by its owner: it can no longer be booked (always false for a service). */
  sold: boolean;
  /** A rent item's refundable deposit in rupees, charged with each booking (0 or absent: none). */
  deposit?: number;
}

/** The words of one area's item page. */
export interface ListingItemTexts {
  loading: string;
  /** The heading and title when the id names nothing (unknown or malformed). */
  notFound: string;
  /** When the call failed for another reason (no answer, a server error). */
  failed: string;
  /** The way back to the browse page. */
  back: { href: string; label: string };
}

interface ListingItemPageProps {
  /** The listing of the current id, once it is known. */
  listing: ListingItemData | undefined;
  /** The call's failure, if its last attempt failed: RTK Query's error, with `status` 404 or 400 for "no such listing". */
  error: unknown;
  /** A call is on its way (the first, or Try again). */
  isFetching: boolean;
  onRetry: () => void;
  texts: ListingItemTexts;
  /** The listing's booking section (listing-booking.tsx), between its description and the contact links. */
  booking?: ReactNode;
}

// A rent item's or service's page has sections (Description, Contact the owner) under h2 headings.
const Info = styled(ItemInfo)`
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 0.5rem;
`;

const PriceLine = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Contact = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Contact the owner: a private conversation first, WhatsApp and e-mail as other ways. */
function OwnerContact({ listing, headingId }: { listing: ListingItemData; headingId: string }) {
  return (
    <Contact aria-labelledby={headingId}>
      <h2 id={headingId}>Contact the owner</h2>
      <MessageOwnerButton
        listingKind={listing.kind === 'item' ? 'rent' : 'service'}
        listingId={listing.id}
        ownerId={listing.owner._id}
        label="Message the owner"
      />
      <ListingContacts name={listing.name} owner={listing.owner} kind={listing.kind} />
      <ReportButton target="listing" id={listing.id} listingKind={listing.kind === 'item' ? 'rent' : 'service'} what="this listing" ownerId={listing.owner._id} />
    </Contact>
  );
}

/** Its category, its deposit (a rent item's, when it has one) and its owner. */
function ListingFacts({ listing }: { listing: ListingItemData }) {
  return (
    <Facts>
      <dt>Category</dt>
      <dd>{listing.category}</dd>
      {/* Said before any days are picked, not only in the booking's price (docs/product-rules.md "Money"). */}
      {listing.deposit ? (
        <>
          <dt>Refundable deposit</dt>
          <dd>{formatRupees(listing.deposit)}, paid with each booking and refunded after a good return</dd>
        </>
      ) : null}
      <dt>Owner</dt>
      <dd>
        {listing.owner.name}
        <OwnerBadge owner={listing.owner} />
      </dd>
      <OwnerPhoneDetail owner={listing.owner} call />
    </Facts>
  );
}

/** The call said there is no such listing: unknown (404) or not an id at all (400). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 404 || error.status === 400;
}

/**
 * A rent item's or a service's own page (issue 12): photo, name, price, category, owner, status, description,
 * the area's booking section and the contact links the browse cards have; or, for an id that names nothing, a not-found message with the
 * way back. A listing deleted while its page is open turns into the not-found message on the refetch.
 */
export function ListingItemPage({ listing, error, isFetching, onRetry, texts, booking = null }: ListingItemPageProps) {
  const back = (
    <Back to={texts.back.href}>
      <span aria-hidden="true">←&nbsp;</span>
      {texts.back.label}
    </Back>
  );

  if (isMissing(error)) {
    return (
      <Page>
        <DocumentTitle title={texts.notFound} />
        <EmptyState>
          <h1>{texts.notFound}</h1>
          <p>It may have been taken down by its owner, or the link is mistyped.</p>
          <ButtonLink to={texts.back.href}>{texts.back.label}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  if (!listing) {
    return (
      <Page>
        {back}
        {error && !isFetching ? (
          <EmptyState>
            <p>{texts.failed}</p>
            <Button onClick={onRetry}>Try again</Button>
          </EmptyState>
        ) : (
          <Spinner label={texts.loading} />
        )}
      </Page>
    );
  }

  const headingId = `listing-${listing.id}`;
  return (
    <Page>
      <DocumentTitle title={listing.name} />
      {back}
      <ItemLayout aria-labelledby={headingId}>
        <Photo
          sources={listing.photoUrl ? photoSources(listing.photoUrl, 'page') : null}
          name={listing.name}
          width={600}
          height={450}
          priority
        />
        <Info>
          <h1 id={headingId}>{listing.name}</h1>
          <PriceLine>
            {formatRupees(listing.price)} {listing.priceUnit}
          </PriceLine>
          <StatusBadge $available={listing.available}>{listing.status}</StatusBadge>
          <ListingFacts listing={listing} />
          <section aria-labelledby={`${headingId}-description`}>
            <h2 id={`${headingId}-description`}>Description</h2>
            <Description>{listing.description}</Description>
          </section>
          {booking}
          <OwnerContact listing={listing} headingId={`${headingId}-contact`} />
        </Info>
      </ItemLayout>
    </Page>
  );
}
