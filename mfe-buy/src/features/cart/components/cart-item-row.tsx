import { itemRemoved, quantityUpdated, useAppDispatch, type CartItem } from '@campus/shared/store';
import { Button, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProductPhoto } from '../../../components/product-photo';
import { QuantityInput } from '../../../components/quantity-input';
import { paths } from '../../../config/paths';
import { lineTotal } from '../../../lib/line-total';

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 0.5rem 1rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 120px minmax(0, 1fr) 10rem auto;
    align-items: center;
  }
`;

const Facts = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** On phones the quantity and Remove sit under the photo and name, across the whole row. */
const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0 1rem;
  > button {
    margin-bottom: 1rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: contents;
  }
`;

const StockNote = styled.p`
  flex-basis: 100%;
  grid-column: 1 / -1;
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One cart line: photo, name, price, quantity, line total and Remove. */
export function CartItemRow({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  // More than the stock was asked for: the cart keeps the stock and says so (docs/product-rules.md "Cart state").
  const [overStock, setOverStock] = useState(false);
  return (
    <Row>
      <ProductPhoto productId={item._id} name={item.name} hasPhoto={item.hasPhoto === true} layout="thumbnail" width={120} height={90} />
      <Facts>
        <h2>
          <Link to={paths.product.href(item.slug)}>{item.name}</Link>
        </h2>
        <p>Price: {formatRupees(item.price)}</p>
        <p>Subtotal: {formatRupees(lineTotal(item.price, item.quantity))}</p>
      </Facts>
      <Controls>
        <QuantityInput
          label={`Quantity of ${item.name}`}
          value={item.quantity}
          max={item.stock}
          onChange={(quantity) => {
            setOverStock(item.stock !== undefined && quantity > item.stock);
            dispatch(quantityUpdated({ _id: item._id, quantity }));
          }}
        />
        {overStock ? <StockNote role="alert">Only {item.stock} in stock</StockNote> : null}
        <Button $variant="danger" aria-label={`Remove ${item.name}`} onClick={() => dispatch(itemRemoved(item._id))}>
          Remove
        </Button>
      </Controls>
    </Row>
  );
}
