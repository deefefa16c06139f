import { TIMING, type Product } from '@campus/shared/contract';
import { ItemInfo, ItemLayout, MessageOwnerButton, OwnerBadge, useOwnerPhone } from '@campus/shared/listings';
import { itemAdded, selectQuantityInCart, selectUser, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { Button, ButtonAnchor, ButtonLink, DocumentTitle, formatRupees, Page, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ProductPhoto } from '../../../components/product-photo';
import { QuantityInput } from '../../../components/quantity-input';
import { paths } from '../../../config/paths';
import { lineTotal } from '../../../lib/line-total';
import { isSoldOut } from '../availability';
import { AvailabilityBadge } from './availability-badge';

const ReportProduct = lazy(() => import('./report-product'));
const LazyReport = ({ product }: { product: Product }) => (
  <Suspense fallback={null}>
    <ReportProduct product={product} />
  </Suspense>
);

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Total = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

const OwnProduct = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  p {
    margin: 0;
  }
`;

const Seller = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
`;

/** A mail to the seller, prefilled with a greeting that names the product. */
export function sellerMailHref(product: Product, email: string): string {
  const subject = `About your listing: ${product.name}`;
  const body = `Hi ${product.sellerId.name},\n\nI am interested in "${product.name}" on Campus Marketplace. Is it still available?\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Why Buy Now cannot add this many: the stock, and what of it the cart holds already. */
function stockMessage(stock: number, inCart: number): string {
  if (inCart === 0) return `Only ${stock} in stock`;
  if (inCart >= stock) return `Only ${stock} in stock, and your cart holds ${inCart === 1 ? 'it' : `all ${stock}`} already`;
  return `Only ${stock} in stock, and your cart holds ${inCart} already: you can add ${stock - inCart} more`;
}

/** A loaded product: photo, facts, quantity, total, Buy Now and the seller's contact (docs/product-rules.md "Screens"). */
export function ProductDetails({ product }: { product: Product }) {
  const inCart = useAppSelector((state) => selectQuantityInCart(state, product._id));
  // The seller does not buy their own product (the server refuses it too): they get its Edit page instead.
  const ownProduct = useAppSelector(selectUser)?._id === product.sellerId._id;
  const soldOut = isSoldOut(product);

  return (
    <Page>
      <ItemLayout aria-labelledby="product-name">
        <ProductPhoto
          productId={product._id}
          name={product.name}
          hasPhoto={product.hasPhoto}
          layout="page"
          width={600}
          height={450}
          priority
        />
        <ItemInfo>
          <DocumentTitle title={product.name} />
          <h1 id="product-name">{product.name}</h1>
          <Muted>Category: {product.category.name}</Muted>
          <Description>{product.description}</Description>
          <p>Price: {formatRupees(product.price)}</p>
          <AvailabilityBadge sold={soldOut} />
          {ownProduct ? (
            <OwnProduct>
              <p>This is your product.</p>
              <ButtonLink to={paths.editProduct.href(product._id)}>Edit</ButtonLink>
            </OwnProduct>
          ) : (
            <Purchase product={product} soldOut={soldOut} inCart={inCart} />
          )}
          <SellerContact product={product} />
        </ItemInfo>
      </ItemLayout>
    </Page>
  );
}

/** Quantity, total and Buy Now: never more than the stock, counting what the cart holds already. */
function Purchase({ product, soldOut, inCart }: { product: Product; soldOut: boolean; inCart: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  // Leaving the page before the redirect fires must not pull the buyer to /cart later.
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // The cart never holds more than the stock (docs/product-rules.md "Cart state"): what is in it already counts.
  const left = Math.max(product.quantity - inCart, 0);
  const tooMany = quantity > left;

  const buyNow = () => {
    dispatch(itemAdded({ ...product, _id: product._id, quantity, stock: product.quantity }));
    toast.success(`${product.name} added to cart`);
    setAdded(true);
    redirect.current = window.setTimeout(() => void navigate(paths.cart.href()), TIMING.afterBuyNowMs);
  };

  return (
    <>
      {soldOut ? null : (
        <>
          <QuantityInput label="Quantity" value={quantity} onChange={setQuantity} max={Math.max(left, 1)} />
          {tooMany && !added ? <Muted role="alert">{stockMessage(product.quantity, inCart)}</Muted> : null}
        </>
      )}
      <Total aria-live="polite">Total: {formatRupees(lineTotal(product.price, quantity))}</Total>
      <div>
        <Button onClick={buyNow} disabled={soldOut || tooMany || added}>
          Buy Now
        </Button>
      </div>
    </>
  );
}

/**
 * The seller's name and phone, their badge, and the ways to reach them: a message, an e-mail (members), a report. A
 * seller who takes messages only is reached by message alone (docs/product-rules.md "Deviation 11").
 */
function SellerContact({ product }: { product: Product }) {
  const location = useLocation();
  const { messagesOnly } = product.sellerId;
  const phone = useOwnerPhone(product.sellerId, true);
  return (
    <Seller aria-labelledby="contact-seller">
      <h2 id="contact-seller">Contact Seller</h2>
      <p>
        {product.sellerId.name}
        {phone === null ? null : <> · {phone}</>}
      </p>
      <OwnerBadge owner={product.sellerId} />
      <MessageOwnerButton listingKind="product" listingId={product._id} ownerId={product.sellerId._id} label="Message the seller" />
      {/* The server gives the address to logged-in members only. */}
      {messagesOnly ? null : product.sellerId.email ? (
        <ButtonAnchor $variant="secondary" href={sellerMailHref(product, product.sellerId.email)}>
          Contact Seller
        </ButtonAnchor>
      ) : (
        <Link to={paths.login.href()} state={{ from: location.pathname }}>
          Log in to e-mail the seller
        </Link>
      )}
      <LazyReport product={product} />
    </Seller>
  );
}
