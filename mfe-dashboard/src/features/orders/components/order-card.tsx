import { orderStatusChoices, orderStatusLabel, type Order } from '@campus/shared/contract';
import { ButtonLink, formatRupees } from '@campus/shared/ui';
import { useCallback, useEffect, useId, useRef } from 'react';
import { paths } from '../../../config/paths';
import { BuyerRecourse } from './buyer-recourse';
import { HideOrderButton } from './hide-order-button';
import { OrderCaseFacts } from './order-case-facts';
import { OrderStatusSelect } from './order-status-select';
import { RecordActions, RecordCard, RecordFact, RecordFacts } from '../../../components/record-card';

/** Who is looking: the seller sets statuses, the buyer follows their order, the admin sees both parties. */
export type OrdersView = 'seller' | 'buyer' | 'admin';

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
  // A buyer's move takes away the button that had the focus: the focus goes to the status it changed.
  const focusStatus = useCallback(() => statusRef.current?.focus(), []);
  return (
    <RecordCard aria-labelledby={titleId}>
      <h2 id={titleId}>{order.product.name}</h2>
      <RecordFacts>
        <RecordFact label="Order">{order.reference}</RecordFact>
        <RecordFact label="Price">{formatRupees(order.product.price)}</RecordFact>
        <RecordFact label="Quantity">{order.quantity}</RecordFact>
        <RecordFact label="Amount">{formatRupees(order.amount)}</RecordFact>
        {view === 'buyer' ? null : (
          <RecordFact label="Buyer">
            {order.buyer.name}
            {order.buyer.phone ? `, ${order.buyer.phone}` : null}
          </RecordFact>
        )}
        {view === 'seller' ? null : <RecordFact label="Seller">{order.seller.name}</RecordFact>}
        <RecordFact label="Ordered on">
          <time dateTime={order.createdAt}>{new Date(order.createdAt).toLocaleDateString('en-IN')}</time>
        </RecordFact>
        <RecordFact label="Status">
          {canMove ? (
            <OrderStatusSelect order={order} />
          ) : (
            <span ref={statusRef} tabIndex={-1}>
              {orderStatusLabel(order)}
            </span>
          )}
        </RecordFact>
        <OrderCaseFacts order={order} />
      </RecordFacts>
      {view === 'admin' ? null : (
        <RecordActions>
          {view === 'buyer' ? (
            <>
              <ButtonLink to={paths.checkout.href(order.reference)} aria-label={`View order ${order.product.name}`}>
                View order
              </ButtonLink>
              <BuyerRecourse order={order} onMoved={focusStatus} />
            </>
          ) : null}
          <HideOrderButton order={order} otherParty={view === 'buyer' ? 'seller' : 'buyer'} />
        </RecordActions>
      )}
    </RecordCard>
  );
}
