import { zodResolver } from '@hookform/resolvers/zod';
import { errorText, useSandboxPayMutation } from '@campus/shared/api';
import { Button, Field, FieldError, formatRupees, Modal } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { SANDBOX_CARDS, SandboxPaySchema, type SandboxPayInput, type VerifyPaymentInput } from '../contract';

type CardField = keyof SandboxPayInput['card'];

/** Each field of the card: its label and what the browser may fill it with. */
const CARD_FIELDS: Record<CardField, { label: string; autoComplete: string }> = {
  number: { label: 'Card number', autoComplete: 'cc-number' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  cvc: { label: 'CVC', autoComplete: 'cc-csc' },
};

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
  /** The provider's order to pay, and its amount in paise. */
  payment: { razorpayOrderId: string; amountPaise: number };
  onCancel: () => void;
  /** Verifies the payment with the server; true once it is verified (the dialog then closes). */
  onPaid: (payment: VerifyPaymentInput) => Promise<boolean>;
}

/** One field of the card, with the first message the schema has for it once the payer has tried to pay. */
function CardInput({ form, field }: { form: UseFormReturn<SandboxPayInput>; field: CardField }) {
  const { label, autoComplete } = CARD_FIELDS[field];
  const error = form.formState.errors.card?.[field]?.message;
  return <Field label={label} inputMode="numeric" autoComplete={autoComplete} error={error} {...form.register(`card.${field}`)} />;
}

/** The sandbox provider's card form (docs/architecture.md "Payments"): the offline stand-in for Razorpay's window. */
export function SandboxPaymentDialog({ payment, onCancel, onPaid }: Props) {
  // Checked with the server's own schema when the payer pays (and again at each later attempt, not as they type).
  const form = useForm<SandboxPayInput>({
    resolver: zodResolver(SandboxPaySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { razorpayOrderId: payment.razorpayOrderId, card: { number: '', expiry: '', cvc: '' } },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [pay, { isLoading: paying }] = useSandboxPayMutation();
  const busy = paying || verifying;

  const onSubmit = form.handleSubmit(async (card) => {
    setRefusal(null);
    const result = await pay(card);
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
    // Once verified the dialog is gone; otherwise the toast said why and the payer may try again or cancel.
    if (!placed) setVerifying(false);
  });

  return (
    <Modal title={`Pay ${formatRupees(payment.amountPaise / 100)}`} onClose={() => (busy ? undefined : onCancel())}>
      <Note>
        Test payment: use the card {SANDBOX_CARDS.success} with any future expiry and any CVC. The card{' '}
        {SANDBOX_CARDS.declined} is always declined.
      </Note>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card details">
        <CardInput form={form} field="number" />
        <Row>
          <CardInput form={form} field="expiry" />
          <CardInput form={form} field="cvc" />
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
