import { errorText } from '@campus/shared/api';
import { SANDBOX_CARDS, SandboxPaySchema, type VerifyPaymentInput } from '@campus/shared/contract';
import { Button, Field, FieldError, formatRupees, Modal, styled } from '@campus/shared/ui';
import { useState, type FormEvent } from 'react';
import { useSandboxPayMutation } from '../api/checkout-api';
import type { PayableCheckout } from '../hooks/use-payment';


type CardField = 'number' | 'expiry' | 'cvc';
type Card = Record<CardField, string>;

const EMPTY_CARD: Card = { number: '', expiry: '', cvc: '' };

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.95rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 1rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

interface Props {
  payment: Pick<PayableCheckout, 'razorpayOrderId' | 'amountPaise'>;
  onCancel: () => void;
  /** Verifies the payment with the server; true once the order is placed (the dialog then closes). */
  onPaid: (payment: VerifyPaymentInput) => Promise<boolean>;
}

/** The sandbox provider's card form (docs/architecture.md "Payments"): the offline stand-in for Razorpay's window. */
export function SandboxPaymentDialog({ payment, onCancel, onPaid }: Props) {
  const [card, setCard] = useState<Card>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Card>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [pay, { isLoading: paying }] = useSandboxPayMutation();
  const busy = paying || verifying;

  const update = (field: CardField) => (event: { target: { value: string } }) =>
    setCard((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = SandboxPaySchema.safeParse({ razorpayOrderId: payment.razorpayOrderId, card });
    if (!parsed.success) {
      const found: Partial<Card> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1];
        if ((field === 'number' || field === 'expiry' || field === 'cvc') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    const result = await pay(parsed.data);
    if (result.error) {
      setRefusal(errorText('status' in result.error ? result.error : undefined, 'The payment could not be completed. Please try again.'));
      return;
    }
    setVerifying(true);
    const placed = await onPaid({
      razorpayOrderId: payment.razorpayOrderId,
      razorpayPaymentId: result.data.razorpayPaymentId,
      razorpaySignature: result.data.razorpaySignature,
    });
    // Once placed the dialog is gone; otherwise the toast said why and the buyer may try again or cancel.
    if (!placed) setVerifying(false);
  };

  return (
    <Modal title={`Pay ${formatRupees(payment.amountPaise / 100)}`} onClose={() => (busy ? undefined : onCancel())}>
      <Note>
        Test payment: use the card {SANDBOX_CARDS.success} with any future expiry and any CVC. The card{' '}
        {SANDBOX_CARDS.declined} is always declined.
      </Note>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card details">
        <Field
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={update('number')}
          error={errors.number}
        />
        <Row>
          <Field
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={update('expiry')}
            error={errors.expiry}
          />
          <Field
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={update('cvc')}
            error={errors.cvc}
          />
        </Row>
        {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
        <Actions>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {paying ? 'Paying…' : verifying ? 'Verifying…' : 'Pay'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
