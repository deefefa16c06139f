import { selectCartItems, useAppSelector } from '@campus/shared/store';
import { ButtonLink, EmptyState, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { cartTotal } from '../../../lib/line-total';
import { CartItemRow } from './cart-item-row';

const Items = styled.ul`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const Total = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  text-align: right;
`;

/** `/cart` (SPEC §2). Checkout arrives with online payment; until then the cart shows its total. */
export function CartPage() {
  const items = useAppSelector(selectCartItems);
  if (items.length === 0) {
    return (
      <Page>
        <EmptyState>
          <PageTitle>Your cart is empty</PageTitle>
          <ButtonLink to={paths.home.href()}>Go to Home</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>Cart</PageTitle>
      <Items aria-label="Cart items">
        {items.map((item) => (
          <CartItemRow key={item._id} item={item} />
        ))}
      </Items>
      <Total aria-live="polite">Total: {formatRupees(cartTotal(items))}</Total>
    </Page>
  );
}
