import { productPhotoPath, type Product } from '@campus/shared/contract';
import { ButtonLink, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { ListingPhoto } from '../../../components/listing-photo';
import { OwnerCard, OwnerCardFacts, StatusBadge } from '../../../components/owner-card';
import { paths } from '../../../config/paths';

/* The delete icon sits over the photo's corner. */
const Article = styled(OwnerCard)`
  position: relative;
`;

/* At the card's foot, as on the rent products' and services' cards. */
const Edit = styled(ButtonLink)`
  align-self: flex-start;
  margin-top: auto;
`;

const DeleteButton = styled.button`
  position: absolute;
  top: 1.5rem;
  right: 1.5rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface OwnProductCardProps {
  product: Product;
  deleting: boolean;
  onDelete: (product: Product) => void;
}

/** One of the seller's own listings (docs/product-rules.md "Dashboards", Manage Your Products): photo, facts, Edit and a delete icon. */
export function OwnProductCard({ product, deleting, onDelete }: OwnProductCardProps) {
  // docs/product-rules.md "Deviation 5": a product with no stock left reads Sold as well.
  const sold = product.isSold || product.quantity === 0;
  return (
    <Article aria-labelledby={`own-product-${product._id}`}>
      <ListingPhoto photoPath={productPhotoPath(product._id)} name={product.name} hasPhoto={product.hasPhoto} />
      <h2 id={`own-product-${product._id}`}>{product.name}</h2>
      <p>
        <strong>{formatRupees(product.price)}</strong>
      </p>
      <OwnerCardFacts>
        <span>In stock: {product.quantity}</span>
        <StatusBadge $taken={sold}>{sold ? 'Sold' : 'Available'}</StatusBadge>
        {/* docs/product-rules.md "Reports and suspension": gone for everyone else. */}
        {product.hidden ? <StatusBadge $taken>Hidden by an admin</StatusBadge> : null}
      </OwnerCardFacts>
      <Edit $variant="secondary" to={paths.user.editProduct.href(product._id)} aria-label={`Edit ${product.name}`}>
        Edit
      </Edit>
      <DeleteButton type="button" aria-label={`Delete ${product.name}`} disabled={deleting} onClick={() => onDelete(product)}>
        <TrashIcon />
      </DeleteButton>
    </Article>
  );
}
