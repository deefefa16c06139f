import { BrowseCard, BrowseCardDetails, BrowseCardName, BrowseCardPrice, formatRupees, Photo } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { photoSources, type ListingOwner } from '../contract';
import { ListingContacts } from './listing-contacts';
import { MessageOwnerButton } from './message-owner-button';
import { OwnerPhoneDetail } from './owner-phone';
import { StatusBadge } from './status-badge';

/** What a rent or services browse card shows; each remote maps its own entity onto it. */
export interface ListingCardData {
  id: string;
  name: string;
  /** The listing's own page (its name links there). */
  href: string;
  /** The photo's URL (its page size, under the API prefix), or null to draw the name's initial instead. */
  photoUrl: string | null;
  price: number;
  /** 'per day' or 'per hour' (docs/product-rules.md "Timings and constants"). */
  priceUnit: string;
  category: string;
  /** 'Available', 'Rented', 'Paused' or 'Sold' (docs/product-rules.md "Availability"). */
  status: string;
  available: boolean;
  owner: ListingOwner;
  kind: 'item' | 'service';
}

const PHOTO_WIDTH = 400;
const PHOTO_HEIGHT = 300;

/* Fills its grid cell so the contact links line up at the foot of every card in a row. */
const Article = styled(BrowseCard)`
  height: 100%;
`;

const Contacts = styled(ListingContacts)`
  margin-top: auto;
`;

const MessageOnly = styled.div`
  margin-top: auto;
`;

/**
 * One card of the rent or services browse (docs/product-rules.md "Screens"): photo, name, price, category, status, owner, contact links.
 * The name is the link to the listing's page; the contact links sit beside it, never inside it.
 * `priority`: a card of the first row, whose photo is likely the largest thing on the first screen.
 */
export function ListingCard({ listing, priority = false }: { listing: ListingCardData; priority?: boolean }) {
  const headingId = `listing-${listing.id}`;
  return (
    <Article aria-labelledby={headingId}>
      <Photo
        sources={listing.photoUrl ? photoSources(listing.photoUrl, 'grid') : null}
        name={listing.name}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        priority={priority}
      />
      <BrowseCardName id={headingId}>
        <Link to={listing.href}>{listing.name}</Link>
      </BrowseCardName>
      <BrowseCardPrice>
        {formatRupees(listing.price)} {listing.priceUnit}
      </BrowseCardPrice>
      <BrowseCardDetails>
        <dt>Category</dt>
        <dd>{listing.category}</dd>
        <dt>Owner</dt>
        <dd>{listing.owner.name}</dd>
        <OwnerPhoneDetail owner={listing.owner} />
      </BrowseCardDetails>
      <StatusBadge $available={listing.available}>{listing.status}</StatusBadge>
      {listing.owner.messagesOnly ? (
        // The owner takes messages only (docs/product-rules.md "Deviation 11"): the one way to reach them.
        <MessageOnly>
          <MessageOwnerButton
            listingKind={listing.kind === 'item' ? 'rent' : 'service'}
            listingId={listing.id}
            ownerId={listing.owner._id}
            label="Message the owner"
          />
        </MessageOnly>
      ) : (
        <Contacts name={listing.name} owner={listing.owner} kind={listing.kind} />
      )}
    </Article>
  );
}
