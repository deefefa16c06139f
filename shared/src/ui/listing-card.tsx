import styled from 'styled-components';
import { mailtoHref, ownerGreeting, photoSources, whatsAppHref, type ListingOwner } from '../contract';
import { BrowseCard, BrowseCardDetails, BrowseCardName, BrowseCardPrice } from './browse-card';
import { ButtonAnchor } from './button';
import { Photo } from './photo';
import { formatRupees } from './price';

/** What a rent or services browse card shows; each remote maps its own entity onto it. */
export interface ListingCardData {
  id: string;
  name: string;
  /** The photo's URL (its page size, under the API prefix), or null to draw the name's initial instead. */
  photoUrl: string | null;
  price: number;
  /** 'per day' or 'per hour' (SPEC §9). */
  priceUnit: string;
  category: string;
  /** 'Available', 'Sold', 'Rented' (SPEC §4). */
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

const Badge = styled.p<{ $available: boolean }>`
  align-self: flex-start;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $available }) => ($available ? theme.colors.success : theme.colors.danger)};
`;

const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

/**
 * One card of the rent or services browse (SPEC §2): photo, name, price, category, status, owner, contact links.
 * `priority`: a card of the first row, whose photo is likely the largest thing on the first screen.
 */
export function ListingCard({ listing, priority = false }: { listing: ListingCardData; priority?: boolean }) {
  const headingId = `listing-${listing.id}`;
  const greeting = ownerGreeting(listing.name, listing.owner.name, listing.kind);
  const whatsApp = whatsAppHref(listing.owner.phone, greeting);
  const mail = mailtoHref(listing.owner.email, `Campus Marketplace: ${listing.name}`, greeting);
  return (
    <Article aria-labelledby={headingId}>
      <Photo
        sources={listing.photoUrl ? photoSources(listing.photoUrl, 'grid') : null}
        name={listing.name}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        priority={priority}
      />
      <BrowseCardName id={headingId}>{listing.name}</BrowseCardName>
      <BrowseCardPrice>
        {formatRupees(listing.price)} {listing.priceUnit}
      </BrowseCardPrice>
      <BrowseCardDetails>
        <dt>Category</dt>
        <dd>{listing.category}</dd>
        <dt>Owner</dt>
        <dd>{listing.owner.name}</dd>
      </BrowseCardDetails>
      <Badge $available={listing.available}>{listing.status}</Badge>
      <Contacts>
        {whatsApp ? (
          <ButtonAnchor href={whatsApp} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </ButtonAnchor>
        ) : null}
        {mail ? (
          <ButtonAnchor $variant="secondary" href={mail}>
            E-mail the owner
          </ButtonAnchor>
        ) : null}
      </Contacts>
    </Article>
  );
}
