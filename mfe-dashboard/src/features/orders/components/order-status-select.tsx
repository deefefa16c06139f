import { useMutationErrorToast } from '@campus/shared/api';
import { orderStatusChoices, type Order, type OrderStatus } from '@campus/shared/contract';
import { formatRupees, toast, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId } from 'react';
import { useUpdateOrderStatusMutation } from '../api/orders-api';

// docs/product-rules.md "Texts", Orders.
const STATUS_FAILED = { noMessage: 'Failed to update order status.', noResponse: 'An error occurred while updating the status.' };

const Select = styled.select`
  min-height: 44px;
  max-width: 100%;
  padding: 0.4rem 0.6rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/**
 * The seller's (or an admin's) status choice: only the moves the server allows, forward or to Cancelled
 * before delivery. Cancelling is asked about first, since it refunds the buyer and cannot be undone.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const hintId = useId();
  const [updateStatus, { isLoading, originalArgs }] = useMutationErrorToast(useUpdateOrderStatusMutation(), STATUS_FAILED);
  const { confirm, dialog } = useConfirm();

  const onChange = async (value: string) => {
    if (isLoading) return;
    const status = orderStatusChoices(order.status).find((choice) => choice === value);
    if (!status || status === order.status) return;
    if (status === 'Cancelled' && !(await confirmCancel(order))) return;
    const result = await updateStatus({ id: order._id, status });
    // A failure has been toasted (the server's message, else STATUS_FAILED).
    if (!result.error) toast.success('Order status updated successfully.');
  };

  const confirmCancel = (line: Order) =>
    confirm({
      title: 'Cancel order',
      message: `Cancel the order for ${line.product.name}? ${formatRupees(line.amount)} will be refunded to ${line.buyer.name} and the item goes back on sale.`,
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      tone: 'danger',
    });

  const shown: OrderStatus = isLoading && originalArgs ? originalArgs.status : order.status;
  return (
    <>
      <Select
        aria-label={`Status of order ${order.product.name}`}
        aria-describedby={hintId}
        value={shown}
        // Not `disabled` while saving: that would drop the keyboard focus to the page.
        aria-disabled={isLoading}
        onChange={(event) => void onChange(event.target.value)}
      >
        {orderStatusChoices(order.status).map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Select>
      <span id={hintId} className="visually-hidden">
        Statuses only move forward; Cancelled refunds the buyer.
      </span>
      {dialog}
    </>
  );
}
