import { Button, ButtonLink, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { ListingPhoto } from '../../../components/listing-photo';
import { OwnerCard, OwnerCardFacts, StatusBadge } from '../../../components/owner-card';
import { listingStatus } from '../listing-status';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

/** What the owner's card shows of a rent product or a service (both carry the category as text). */
export interface OwnListing {
  _id: string;
  name: string;
  pricePerDay: number;
  category: string;
  isRented: boolean;
  paused: boolean;
  /** Hidden by an admin, or its owner suspended (docs/product-rules.md "Reports and suspension"). */
  hidden?: boolean;
  /** A rent item's refundable deposit in rupees (0 for none); a service has none. */
  deposit?: number;
  hasPhoto: boolean;
}

interface OwnListingCardProps {
  listing: OwnListing;
  photoPath: string;
  /** The listing's edit page. */
  editHref: string;
  priceUnit: 'day' | 'hour';
  busy: boolean;
  /** Something the owner should do about this listing (a service without opening hours). */
  notice?: ReactNode;
  onTogglePaused: (listing: OwnListing) => void;
  onDelete: (listing: OwnListing) => void;
}

/** One of the owner's rent products or services: photo, facts, Edit, Pause or Resume, and Delete. */
export function OwnListingCard({ listing, photoPath, editHref, priceUnit, busy, notice, onTogglePaused, onDelete }: OwnListingCardProps) {
  const headingId = `own-listing-${listing._id}`;
  const status = listingStatus(listing);
  const toggle = listing.paused ? 'Resume listing' : 'Pause listing';
  return (
    <OwnerCard aria-labelledby={headingId}>
      <ListingPhoto photoPath={photoPath} name={listing.name} hasPhoto={listing.hasPhoto} />
      <h2 id={headingId}>{listing.name}</h2>
      <p>
        <strong>{formatRupees(listing.pricePerDay)}</strong> per {priceUnit}
      </p>
      {listing.deposit ? <p>Refundable deposit {formatRupees(listing.deposit)}</p> : null}
      <OwnerCardFacts>
        <span>{listing.category}</span>
        <StatusBadge $taken={status === 'Rented'} $paused={status === 'Paused'}>
          {status}
        </StatusBadge>
        {listing.hidden ? <StatusBadge $taken>Hidden by an admin</StatusBadge> : null}
      </OwnerCardFacts>
      {notice}
      <Actions>
        <ButtonLink $variant="secondary" to={editHref} aria-label={`Edit ${listing.name}`}>
          Edit
        </ButtonLink>
        <Button $variant="secondary" aria-label={`${toggle}: ${listing.name}`} disabled={busy} onClick={() => onTogglePaused(listing)}>
          {toggle}
        </Button>
        <Button $variant="danger" aria-label={`Delete ${listing.name}`} disabled={busy} onClick={() => onDelete(listing)}>
          Delete
        </Button>
      </Actions>
    </OwnerCard>
  );
}
