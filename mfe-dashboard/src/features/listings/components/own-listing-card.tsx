import { Button, ButtonLink, formatRupees, styled } from '@campus/shared/ui';
import { ListingPhoto } from '../../../components/listing-photo';
import { OwnerCard, OwnerCardFacts, StatusBadge } from '../../../components/owner-card';

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
  hasPhoto: boolean;
}

interface OwnListingCardProps {
  listing: OwnListing;
  photoPath: string;
  /** The listing's edit page. */
  editHref: string;
  priceUnit: 'day' | 'hour';
  busy: boolean;
  onToggleRented: (listing: OwnListing) => void;
  onDelete: (listing: OwnListing) => void;
}

/** One of the owner's rent products or services: photo, facts, Edit, the Rented toggle and Delete. */
export function OwnListingCard({ listing, photoPath, editHref, priceUnit, busy, onToggleRented, onDelete }: OwnListingCardProps) {
  const headingId = `own-listing-${listing._id}`;
  return (
    <OwnerCard aria-labelledby={headingId}>
      <ListingPhoto photoPath={photoPath} name={listing.name} hasPhoto={listing.hasPhoto} />
      <h2 id={headingId}>{listing.name}</h2>
      <p>
        <strong>{formatRupees(listing.pricePerDay)}</strong> per {priceUnit}
      </p>
      <OwnerCardFacts>
        <span>{listing.category}</span>
        <StatusBadge $taken={listing.isRented}>{listing.isRented ? 'Rented' : 'Available'}</StatusBadge>
      </OwnerCardFacts>
      <Actions>
        <ButtonLink $variant="secondary" to={editHref} aria-label={`Edit ${listing.name}`}>
          Edit
        </ButtonLink>
        <Button
          $variant="secondary"
          aria-label={`${listing.isRented ? 'Mark as available' : 'Mark as rented'}: ${listing.name}`}
          disabled={busy}
          onClick={() => onToggleRented(listing)}
        >
          {listing.isRented ? 'Mark as available' : 'Mark as rented'}
        </Button>
        <Button $variant="danger" aria-label={`Delete ${listing.name}`} disabled={busy} onClick={() => onDelete(listing)}>
          Delete
        </Button>
      </Actions>
    </OwnerCard>
  );
}
