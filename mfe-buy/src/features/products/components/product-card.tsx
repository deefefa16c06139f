import type { Product } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProductPhoto } from '../../../components/product-photo';
import { paths } from '../../../config/paths';
import { isSoldOut } from '../availability';
import { AvailabilityBadge } from './availability-badge';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

const PriceText = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.5rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One card of the home grid (SPEC §2): photo, name, price, category, seller, availability. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Article aria-labelledby={`product-${product._id}`}>
      <ProductPhoto productId={product._id} name={product.name} hasPhoto={product.hasPhoto} width={400} height={300} />
      <Name id={`product-${product._id}`}>
        <Link to={paths.product.href(product.slug)}>{product.name}</Link>
      </Name>
      <PriceText>{formatRupees(product.price)}</PriceText>
      <Details>
        <dt>Category</dt>
        <dd>{product.category.name}</dd>
        <dt>Seller</dt>
        <dd>{product.sellerId.name}</dd>
        {product.sellerId.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{product.sellerId.phone}</dd>
          </>
        ) : null}
      </Details>
      <AvailabilityBadge sold={isSoldOut(product)} />
    </Article>
  );
}
