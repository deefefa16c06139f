import { useMutationErrorToast } from '@campus/shared/api';
import type { Order } from '@campus/shared/contract';
import { Button, toast, useConfirm } from '@campus/shared/ui';
import { useDeleteOrderMutation } from '../api/orders-api';

// docs/product-rules.md "Texts", Orders.
const DELETE_FAILED = { noMessage: 'Failed to delete the order.', noResponse: 'An error occurred while deleting the order.' };

/**
 * Takes a paid order off the viewer's own list, after asking: a sale stays on record, so the other party
 * and the site's admins keep seeing it. A secondary action: it changes nothing about the order itself.
 */
export function HideOrderButton({ order, otherParty }: { order: Order; otherParty: 'buyer' | 'seller' }) {
  const [deleteOrder, { isLoading }] = useMutationErrorToast(useDeleteOrderMutation(), DELETE_FAILED);
  const { confirm, dialog } = useConfirm();

  const onHide = async () => {
    const message = `Delete the order for ${order.product.name} from your list? It stays on record for the ${otherParty} and the site's admins.`;
    if (!(await confirm({ title: 'Delete from your list', message, confirmLabel: 'Delete from my list', cancelLabel: 'Keep it' }))) return;
    const result = await deleteOrder(order._id);
    // A failure has been toasted (the server's message, else DELETE_FAILED).
    if (!result.error) toast.success('Order deleted successfully.');
  };

  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`Delete order ${order.product.name} from my list`}
        aria-disabled={isLoading}
        onClick={() => void (isLoading ? undefined : onHide())}
      >
        {isLoading ? 'Deleting…' : 'Delete from my list'}
      </Button>
      {dialog}
    </>
  );
}
