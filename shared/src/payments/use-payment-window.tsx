import { type ErrorFallback, useCancelCheckoutMutation, useMutationErrorToast, useVerifyCheckoutPaymentMutation } from '@campus/shared/api';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { toast } from '@campus/shared/ui';
import { useState } from 'react';
import type { PaymentProviderName, VerifyPaymentInput, VerifyPaymentResponse } from '../contract';
import { loadRazorpay } from './load-razorpay';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';

/** Something to pay: what the server answered when its payment was opened (a cart's checkout, a booking's). */
export interface PayableCheckout {
  reference: string;
  razorpayOrderId: string;
  /** In paise, as the server computed it from stored prices. */
  amountPaise: number;
  provider: PaymentProviderName;
  /** The provider's public key. */
  key: string;
  /** What Razorpay's window says is paid for; `Order <reference>` when not given. */
  description?: string;
}

interface PaymentWindowOptions<Payable extends PayableCheckout> {
  /** The payment is verified: the caller says so (a toast) and moves on. The window is closed already. */
  onPaid: (payable: Payable, answer: VerifyPaymentResponse) => void;
  /** Said when closing an unpaid payment could not be told to the server (it then ends on its own). */
  cancelFailed: ErrorFallback;
}

const SCRIPT_FAILED = 'The payment window could not be loaded. Check your connection and try again.';
// docs/product-rules.md "Texts", Checkout. A declined card is not toasted: the payment dialog shows it beside the card form.
const VERIFY_FAILED = { noMessage: 'Payment verification failed.', noResponse: 'Payment verification failed. Please try again.' };

/**
 * The payment window of whatever is paid for (docs/architecture.md "Payments"): the sandbox's card dialog or
 * Razorpay's window, then the server's verification, then `onPaid`. Closing the window without paying tells the
 * server at once (`POST /order/cancel-checkout`), so what the payment held is free again. Render `dialog` where
 * the sandbox's card form may open. It holds no state beyond the open window: the calls go through the one api.
 */
export function usePaymentWindow<Payable extends PayableCheckout>({ onPaid, cancelFailed }: PaymentWindowOptions<Payable>) {
  const user = useAppSelector(selectUser);
  const [verifyPayment] = useMutationErrorToast(useVerifyCheckoutPaymentMutation(), VERIFY_FAILED);
  const [cancelCheckout, { isLoading: cancelling }] = useMutationErrorToast(useCancelCheckoutMutation(), cancelFailed);
  /** The sandbox payment waiting for the card, while its dialog is open. */
  const [sandboxPayment, setSandboxPayment] = useState<Payable | null>(null);

  /** Verifies a payment; true once the server has it. A failure is toasted with VERIFY_FAILED. */
  const completePayment = async (payable: Payable, payment: VerifyPaymentInput): Promise<boolean> => {
    const result = await verifyPayment(payment);
    if (result.error) return false;
    setSandboxPayment(null);
    onPaid(payable, result.data);
    return true;
  };

  /** Closes the payment on the server; true once it is. A failure is toasted with `cancelFailed`. */
  const cancel = async (payable: Payable): Promise<boolean> => {
    setSandboxPayment(null);
    const result = await cancelCheckout({ razorpayOrderId: payable.razorpayOrderId });
    return !result.error;
  };

  const openRazorpay = async (payable: Payable) => {
    try {
      const Razorpay = await loadRazorpay();
      new Razorpay({
        key: payable.key,
        amount: payable.amountPaise,
        currency: 'INR',
        order_id: payable.razorpayOrderId,
        name: 'Campus Marketplace',
        description: payable.description ?? `Order ${payable.reference}`,
        prefill: { name: user?.name, email: user?.email, contact: user?.phone || undefined },
        handler: (response) =>
          void completePayment(payable, {
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          }),
        modal: { ondismiss: () => void cancel(payable) },
      }).open();
    } catch {
      toast.error(SCRIPT_FAILED);
    }
  };

  /** Opens the payment: the sandbox's dialog, or Razorpay's window. */
  const pay = async (payable: Payable) => {
    if (payable.provider === 'sandbox') setSandboxPayment(payable);
    else await openRazorpay(payable);
  };

  const dialog = sandboxPayment ? (
    <SandboxPaymentDialog
      payment={sandboxPayment}
      onCancel={() => void cancel(sandboxPayment)}
      onPaid={(verification) => completePayment(sandboxPayment, verification)}
    />
  ) : null;

  return { pay, cancel, cancelling, paying: sandboxPayment !== null, dialog };
}
