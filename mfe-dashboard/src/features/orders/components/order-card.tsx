import { orderStatusChoices, orderStatusLabel, type Order } from '@campus/shared/contract';
import { ButtonLink, formatRupees, styled } from '@campus/shared/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { HideOrderButton } from './hide-order-button';
import { OrderStatusSelect } from './order-status-select';

/** Who is looking: the seller sets statuses, the buyer follows their order, the admin sees both parties. */
export type OrdersView = 'seller' | 'buyer' | 'admin';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

/* One column on phones, two label/value pairs per row once there is room. */
const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One paid order line, as each of the three order screens shows it. */
export function OrderCard({ order, view }: { order: Order; view: OrdersView }) {
  const titleId = useId();
  // Sellers and admins move an order along while it still can move; a delivered or cancelled one stays.
  const canMove = view !== 'buyer' && orderStatusChoices(order.status).length > 1;
  const statusRef = useRef<HTMLSpanElement>(null);
  const couldMove = useRef(canMove);
  // A move that ends the order (Delivered, Cancelled) replaces the select, which held the focus, with text:
  // the focus follows there instead of falling back to the page.
  useEffect(() => {
    const lostFocus = document.activeElement === document.body || document.activeElement === null;
    if (couldMove.current && !canMove && lostFocus) statusRef.current?.focus();
    couldMove.current = canMove;
  }, [canMove]);
  return (
    <Article aria-labelledby={titleId}>
      <h2 id={titleId}>{order.product.name}</h2>
      <Details>
        <Detail label="Order">{order.reference}</Detail>
        <Detail label="Price">{formatRupees(order.product.price)}</Detail>
        <Detail label="Quantity">{order.quantity}</Detail>
        <Detail label="Amount">{formatRupees(order.amount)}</Detail>
        {view === 'buyer' ? null : (
          <Detail label="Buyer">
            {order.buyer.name}
            {order.buyer.phone ? `, ${order.buyer.phone}` : null}
          </Detail>
        )}
        {view === 'seller' ? null : <Detail label="Seller">{order.seller.name}</Detail>}
        <Detail label="Ordered on">
          <time dateTime={order.createdAt}>{new Date(order.createdAt).toLocaleDateString('en-IN')}</time>
        </Detail>
        <Detail label="Status">
          {canMove ? (
            <OrderStatusSelect order={order} />
          ) : (
            <span ref={statusRef} tabIndex={-1}>
              {orderStatusLabel(order)}
            </span>
          )}
        </Detail>
      </Details>
      {view === 'admin' ? null : (
        <Actions>
          {view === 'buyer' ? (
            <ButtonLink to={paths.checkout.href(order.reference)} aria-label={`View order ${order.product.name}`}>
              View order
            </ButtonLink>
          ) : null}
          <HideOrderButton order={order} otherParty={view === 'buyer' ? 'seller' : 'buyer'} />
        </Actions>
      )}
    </Article>
  );
}
