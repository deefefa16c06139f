import { selectCartItems, selectToken, useAppSelector } from '@campus/shared/store';
import { Button, ButtonLink, DocumentTitle, EmptyState, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { paths } from '../../../config/paths';
import { cartTotal } from '../../../lib/line-total';
import { CurrentCheckoutNotice } from '../checkout/components/current-checkout-notice';
import { useCheckout } from '../checkout/hooks/use-checkout';
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

const CheckoutBar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1rem;
`;

/** `/cart`: the items, their total, Checkout and Remove; and the member's checkout awaiting payment, if any. */
export function CartPage() {
  const items = useAppSelector(selectCartItems);
  const loggedIn = Boolean(useAppSelector(selectToken));
  // Held here, not in the checkout button, so the payment dialog outlives any change to the list.
  const checkout = useCheckout(items);
  const notice = loggedIn && !checkout.paying ? <CurrentCheckoutNotice /> : null;
  if (items.length === 0) {
    return (
      <Page>
        {notice}
        <EmptyState>
          <DocumentTitle title="Cart" />
          <PageTitle>Your cart is empty</PageTitle>
          <ButtonLink to={paths.home.href()}>Go to Home</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <DocumentTitle title="Cart" />
      <PageTitle>Cart</PageTitle>
      {notice}
      <Items aria-label="Cart items">
        {items.map((item) => (
          <CartItemRow key={item._id} item={item} />
        ))}
      </Items>
      <Total aria-live="polite">Total: {formatRupees(cartTotal(items))}</Total>
      <CheckoutBar>
        {/* Not `disabled` while busy: a disabled button drops the focus to the page, and the payment dialog
            gives the focus back to what held it when it opened. */}
        <Button onClick={() => void checkout.startCheckout()} aria-disabled={checkout.creating}>
          {checkout.creating ? 'Checking out…' : 'Checkout'}
        </Button>
      </CheckoutBar>
      {checkout.dialog}
    </Page>
  );
}
