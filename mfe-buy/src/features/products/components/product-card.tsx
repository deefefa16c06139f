import type { Product } from '@campus/shared/contract';
import { OwnerPhoneDetail } from '@campus/shared/listings';
import { BrowseCard, BrowseCardDetails, BrowseCardName, BrowseCardPrice, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { ProductPhoto } from '../../../components/product-photo';
import { paths } from '../../../config/paths';
import { isSoldOut } from '../availability';
import { AvailabilityBadge } from './availability-badge';

/* The price and 'Sold' or 'Available' share a line (below each other on a card too narrow for both), so a card is a
   line shorter and a laptop's first screen holds two rows (docs/product-rules.md "Home marketplace"). */
const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.35rem 0.5rem;
`;

/**
 * One card of the home grid (docs/product-rules.md "Screens"): photo, name, price, category, seller, availability. `priority`: a card
 * of the first row, whose photo is likely the largest thing on the first screen.
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <BrowseCard aria-labelledby={`product-${product._id}`}>
      <ProductPhoto
        productId={product._id}
        name={product.name}
        hasPhoto={product.hasPhoto}
        layout="grid"
        width={400}
        height={300}
        priority={priority}
      />
      <BrowseCardName id={`product-${product._id}`}>
        <Link to={paths.product.href(product.slug)}>{product.name}</Link>
      </BrowseCardName>
      <PriceRow>
        <BrowseCardPrice>{formatRupees(product.price)}</BrowseCardPrice>
        <AvailabilityBadge sold={isSoldOut(product)} />
      </PriceRow>
      <BrowseCardDetails>
        <dt>Category</dt>
        <dd>{product.category.name}</dd>
        <dt>Seller</dt>
        <dd>{product.sellerId.name}</dd>
        {/* Members only; 'Log in to see the phone' for a visitor (docs/product-rules.md "Deviation 11"). */}
        <OwnerPhoneDetail owner={product.sellerId} />
      </BrowseCardDetails>
    </BrowseCard>
  );
}
