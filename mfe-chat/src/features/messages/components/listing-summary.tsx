import { API_PREFIX, photoSources, productPhotoPath, rentProductPhotoPath, servicePhotoPath, type ConversationListing } from '@campus/shared/contract';
import { Photo, Price } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const PHOTO_PATH = { product: productPhotoPath, rent: rentProductPhotoPath, service: servicePhotoPath } as const;
const UNIT = { product: undefined, rent: 'per day', service: 'per hour' } as const;

/** The listing's own page, in the area it belongs to; null once it was deleted. */
export function listingHref(listing: ConversationListing): string | null {
  if (listing._id === null) return null;
  if (listing.kind === 'product') return listing.slug ? paths.product.href(listing.slug) : null;
  return listing.kind === 'rent' ? paths.rentItem.href(listing._id) : paths.service.href(listing._id);
}

const Box = styled.div`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  align-items: center;
  gap: 0.75rem;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What heads a conversation: the listing's photo, name (a link to its page) and price. */
export function ListingSummary({ listing }: { listing: ConversationListing }) {
  const href = listingHref(listing);
  const sources = listing.hasPhoto && listing._id ? photoSources(`${API_PREFIX}${PHOTO_PATH[listing.kind](listing._id)}`, 'thumbnail') : null;
  return (
    <Box>
      <Photo sources={sources} name={listing.name} width={400} height={300} />
      <div>
        <Name>{href ? <Link to={href}>{listing.name}</Link> : listing.name}</Name>
        {listing._id ? (
          <Detail>
            <Price amount={listing.price} unit={UNIT[listing.kind]} />
          </Detail>
        ) : null}
      </div>
    </Box>
  );
}
