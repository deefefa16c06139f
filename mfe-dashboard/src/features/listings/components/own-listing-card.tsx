import { Button, formatRupees } from '@campus/shared/ui';
import styled from 'styled-components';
import { ListingPhoto } from '../../../components/listing-photo';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  height: 100%;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Badge = styled.span<{ $rented: boolean }>`
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $rented }) => ($rented ? theme.colors.danger : theme.colors.success)};
`;

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
  priceUnit: 'day' | 'hour';
  busy: boolean;
  onToggleRented: (listing: OwnListing) => void;
  onDelete: (listing: OwnListing) => void;
}

/** One of the owner's rent products or services: photo, facts, the Rented toggle and Delete. */
export function OwnListingCard({ listing, photoPath, priceUnit, busy, onToggleRented, onDelete }: OwnListingCardProps) {
  const headingId = `own-listing-${listing._id}`;
  return (
    <Article aria-labelledby={headingId}>
      <ListingPhoto photoPath={photoPath} name={listing.name} hasPhoto={listing.hasPhoto} />
      <h2 id={headingId}>{listing.name}</h2>
      <p>
        <strong>{formatRupees(listing.pricePerDay)}</strong> per {priceUnit}
      </p>
      <Facts>
        <span>{listing.category}</span>
        <Badge $rented={listing.isRented}>{listing.isRented ? 'Rented' : 'Available'}</Badge>
      </Facts>
      <Actions>
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
    </Article>
  );
}
