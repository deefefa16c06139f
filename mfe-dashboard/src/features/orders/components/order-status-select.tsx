import { ORDER_STATUSES, type Order, type OrderStatus } from '@campus/shared/contract';
import { useId } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { useUpdateOrderStatusMutation } from '../api/orders-api';

const Select = styled.select`
  min-height: 44px;
  padding: 0.4rem 0.6rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Hint = styled.span`
  display: block;
  margin-top: 0.2rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * SPEC §4: the seller (or an admin) sets any of the five statuses. Only a paid line can move (DESIGN
 * deviation 4, the server enforces the same), so an unpaid one shows its status without the choice.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const hintId = useId();
  const [updateStatus, { isLoading, originalArgs }] = useUpdateOrderStatusMutation();
  const paid = order.payment === 'paid';

  const onChange = async (value: string) => {
    if (!isOrderStatus(value) || value === order.status) return;
    const result = await updateStatus({ id: order._id, status: value });
    // A failure was toasted by the shared error middleware.
    if (!result.error) toast.success('Order status updated successfully.');
  };

  return (
    <>
      <Select
        aria-label={`Status of order ${order.product.name}`}
        aria-describedby={paid ? undefined : hintId}
        value={isLoading && originalArgs ? originalArgs.status : order.status}
        disabled={!paid || isLoading}
        onChange={(event) => void onChange(event.target.value)}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Select>
      {paid ? null : <Hint id={hintId}>Only paid orders change status.</Hint>}
    </>
  );
}
