import type { Order } from '@campus/shared/contract';
import { Button, useConfirm } from '@campus/shared/ui';
import toast from 'react-hot-toast';
import { useDeleteOrderMutation } from '../api/orders-api';

/** Deletes an order line after the user confirms (SPEC §2 Manage screens). */
export function DeleteOrderButton({ order }: { order: Order }) {
  const [deleteOrder, { isLoading }] = useDeleteOrderMutation();
  const { confirm, dialog } = useConfirm();

  const onDelete = async () => {
    const message = `Delete the order for ${order.product.name}? This cannot be undone.`;
    if (!(await confirm({ title: 'Delete order', message, confirmLabel: 'Delete', tone: 'danger' }))) return;
    const result = await deleteOrder(order._id);
    // A failure was toasted by the shared error middleware.
    if (!result.error) toast.success('Order deleted successfully.');
  };

  return (
    <>
      <Button $variant="danger" aria-label={`Delete order ${order.product.name}`} disabled={isLoading} onClick={() => void onDelete()}>
        {isLoading ? 'Deleting…' : 'Delete'}
      </Button>
      {dialog}
    </>
  );
}
