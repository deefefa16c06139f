import { selectCartQuantity, useAppSelector } from '@campus/shared/store';
import { paths } from '../../../config/paths';
import { CartBadge, TopLink } from './nav-styles';

/** The cart entry; its badge shows the total quantity of items, and only once there is something in it. */
export function CartLink() {
  const quantity = useAppSelector(selectCartQuantity);
  const label = quantity > 0 ? `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <TopLink to={paths.cart.href()} aria-label={label}>
      Cart
      {quantity > 0 ? (
        <CartBadge data-testid="cart-badge" aria-hidden="true">
          {quantity}
        </CartBadge>
      ) : null}
    </TopLink>
  );
}
