import type { Checkout } from '@campus/shared/contract';
import { Button, Card, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { CheckoutLines } from './checkout-lines';

const Total = styled.p`
  margin: 1rem 0 0;
  font-size: 1.2rem;
  font-weight: 700;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface AwaitingPaymentProps {
  checkout: Checkout;
  onPay: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** A checkout awaiting payment: what it holds, until when, and the buyer's two ways out, Pay and Cancel. */
export function AwaitingPayment({ checkout, onPay, onCancel, busy }: AwaitingPaymentProps) {
  const until = new Date(checkout.expiresAt);
  return (
    <Card aria-label="Checkout awaiting payment">
      <p>
        Reference {checkout.reference}. These items are reserved for you until{' '}
        <time dateTime={until.toISOString()}>{until.toLocaleTimeString('en-IN', { timeStyle: 'short' })}</time>.
      </p>
      <CheckoutLines lines={checkout.lines} label="Items in this checkout" showStatus={false} />
      <Total>Total: {formatRupees(checkout.amount)}</Total>
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel checkout
        </Button>
        <Button onClick={onPay} disabled={busy}>
          Pay {formatRupees(checkout.amount)}
        </Button>
      </Actions>
    </Card>
  );
}
