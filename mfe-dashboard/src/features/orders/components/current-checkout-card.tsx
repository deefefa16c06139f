import { useMutationErrorToast, useCancelCheckoutMutation, useGetCurrentCheckoutQuery } from '@campus/shared/api';
import { AttentionBox, Button, ButtonLink, FocusedStatus, formatRupees, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { paths } from '../../../config/paths';

const Card = styled(AttentionBox)`
  margin: 0 0 1.5rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * The buyer's checkout awaiting payment, shown to them alone, above their purchases: it is not an order
 * yet. Pay opens it in the Buy area with its payment open; Cancel releases what it holds at once.
 */
export function CurrentCheckoutCard() {
  const { data } = useGetCurrentCheckoutQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelCheckout, { isLoading }] = useMutationErrorToast(
    useCancelCheckoutMutation(),
    'The checkout could not be cancelled now; it ends on its own within 15 minutes.',
  );
  const [cancelled, setCancelled] = useState<string | null>(null);
  const checkout = data?.checkout;
  // The cancelled checkout's place says so and takes the focus, which was on its Cancel button.
  if (cancelled !== null && (!checkout || checkout.reference === cancelled)) {
    return <FocusedStatus>Checkout {cancelled} cancelled. Its items are free again.</FocusedStatus>;
  }
  if (!checkout) return null;

  const until = new Date(checkout.expiresAt);
  const cancel = async () => {
    if (isLoading) return;
    const result = await cancelCheckout({ razorpayOrderId: checkout.razorpayOrderId });
    if (result.error) return;
    toast.success('Checkout cancelled.');
    setCancelled(checkout.reference);
  };
  return (
    <Card aria-labelledby="current-checkout-title">
      <h2 id="current-checkout-title">Checkout awaiting payment</h2>
      <p>
        {checkout.reference}: {formatRupees(checkout.amount)}, reserved for you until{' '}
        <time dateTime={until.toISOString()}>{until.toLocaleTimeString('en-IN', { timeStyle: 'short' })}</time>.
      </p>
      <ul aria-label="Items in this checkout">
        {checkout.lines.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.product.name}
          </li>
        ))}
      </ul>
      <Actions>
        <ButtonLink to={paths.checkout.href(checkout.reference)} state={{ pay: true }}>
          Pay {formatRupees(checkout.amount)}
        </ButtonLink>
        <Button $variant="secondary" aria-disabled={isLoading} onClick={() => void cancel()}>
          Cancel checkout
        </Button>
      </Actions>
    </Card>
  );
}
