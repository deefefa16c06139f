import { useMutationErrorToast, useCancelCheckoutMutation, useGetCurrentCheckoutQuery } from '@campus/shared/api';
import { AttentionBox, Button, ButtonLink, FocusedStatus, formatRupees, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { paths } from '../../../../config/paths';

const Notice = styled(AttentionBox)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin: 0 0 1.25rem;
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The member's checkout awaiting payment, if there is one, with Pay and Cancel. */
export function CurrentCheckoutNotice() {
  const { data } = useGetCurrentCheckoutQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelCheckout, { isLoading }] = useMutationErrorToast(useCancelCheckoutMutation(), 'The checkout could not be cancelled now; it ends on its own within 15 minutes.');
  const [cancelled, setCancelled] = useState<string | null>(null);
  const checkout = data?.checkout;
  // The cancelled checkout's place says so and takes the focus, which was on its Cancel button.
  if (cancelled !== null && (!checkout || checkout.reference === cancelled)) {
    return <FocusedStatus>Checkout {cancelled} cancelled. Its items are free again.</FocusedStatus>;
  }
  if (!checkout) return null;

  const items = checkout.lines.reduce((sum, line) => sum + line.quantity, 0);
  const cancel = async () => {
    if (isLoading) return;
    const result = await cancelCheckout({ razorpayOrderId: checkout.razorpayOrderId });
    if (result.error) return;
    toast.success('Checkout cancelled.');
    setCancelled(checkout.reference);
  };
  return (
    <Notice aria-label="Checkout awaiting payment">
      <p>
        Your checkout {checkout.reference} ({items} {items === 1 ? 'item' : 'items'}, {formatRupees(checkout.amount)}) is awaiting
        payment.
      </p>
      <Actions>
        <ButtonLink to={paths.checkout.href(checkout.reference)} state={{ pay: true }}>
          Pay now
        </ButtonLink>
        <Button $variant="secondary" onClick={() => void cancel()} aria-disabled={isLoading}>
          Cancel
        </Button>
      </Actions>
    </Notice>
  );
}
