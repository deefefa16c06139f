import { useCancelCheckoutMutation, useMutationErrorToast, useVerifyCheckoutPaymentMutation } from '@campus/shared/api';
import type { PaymentProviderName, VerifyPaymentInput } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { SandboxPaymentDialog } from '../components/sandbox-payment-dialog';
import { loadRazorpay } from '../razorpay/load-razorpay';
import { toast } from '@campus/shared/ui';

/** A checkout to pay: what the server said when it was created (or read back as the current one). */
export interface PayableCheckout {
  reference: string;
  razorpayOrderId: string;
  /** In paise, as the server computed it from stored prices. */
  amountPaise: number;
  provider: PaymentProviderName;
  /** The provider's public key. */
  key: string;
  /** The products it holds: they leave the cart once it is paid. */
  productIds: readonly string[];
}

const SCRIPT_FAILED = 'The payment window could not be loaded. Check your connection and try again.';
// docs/product-rules.md "Texts", Checkout. A declined card is not toasted: the payment dialog shows it beside the card form.
const VERIFY_FAILED = { noMessage: 'Payment verification failed.', noResponse: 'Payment verification failed. Please try again.' };
const CANCEL_FAILED = 'The checkout could not be cancelled now; it ends on its own within 15 minutes.';

/**
 * What the checkout page is asked through the history entry: to open the payment (the purchases' Pay), or
 * to take the products just paid for out of the cart. The cart is emptied there, once the confirmation has
 * replaced the cart page: emptied before, the cart would show 'Your cart is empty' while the navigation
 * (a transition) is under way.
 */
export interface CheckoutLocationState {
  pay?: boolean;
  paidProductIds?: readonly string[];
}

/**
 * Pays one checkout: the sandbox's card dialog or Razorpay's window, then the server's verification, then
 * the confirmation screen. Closing the payment without paying cancels the checkout on the server at once,
 * so its stock is free again (for this buyer's next try too). Render `dialog` where the sandbox's card
 * form may open.
 */
export function usePayment() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [verifyPayment] = useMutationErrorToast(useVerifyCheckoutPaymentMutation(), VERIFY_FAILED);
  const [cancelCheckout, { isLoading: cancelling }] = useMutationErrorToast(useCancelCheckoutMutation(), CANCEL_FAILED);
  /** The sandbox checkout waiting for the buyer's card, while its dialog is open. */
  const [sandboxPayment, setSandboxPayment] = useState<PayableCheckout | null>(null);

  /** Verifies a payment; true once the order is placed. A failure is toasted with VERIFY_FAILED. */
  const completePayment = async (checkout: PayableCheckout, payment: VerifyPaymentInput): Promise<boolean> => {
    const result = await verifyPayment(payment);
    if (result.error) return false;
    toast.success('Payment verified and order placed successfully!');
    setSandboxPayment(null);
    const confirmation = paths.checkout.href(result.data.reference);
    const state: CheckoutLocationState = { paidProductIds: checkout.productIds };
    void navigate(confirmation, { replace: location.pathname === confirmation, state });
    return true;
  };

  /** Cancels the checkout on the server; true once it is. A failure is toasted with CANCEL_FAILED (the reservation then runs out). */
  const cancel = async (checkout: PayableCheckout): Promise<boolean> => {
    setSandboxPayment(null);
    const result = await cancelCheckout({ razorpayOrderId: checkout.razorpayOrderId });
    return !result.error;
  };

  const openRazorpay = async (checkout: PayableCheckout) => {
    try {
      const Razorpay = await loadRazorpay();
      new Razorpay({
        key: checkout.key,
        amount: checkout.amountPaise,
        currency: 'INR',
        order_id: checkout.razorpayOrderId,
        name: 'Campus Marketplace',
        description: `Order ${checkout.reference}`,
        prefill: { name: user?.name, email: user?.email, contact: user?.phone || undefined },
        handler: (response) =>
          void completePayment(checkout, {
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          }),
        modal: { ondismiss: () => void cancel(checkout) },
      }).open();
    } catch {
      toast.error(SCRIPT_FAILED);
    }
  };

  /** Opens the payment of a checkout: the sandbox's dialog, or Razorpay's window. */
  const pay = async (checkout: PayableCheckout) => {
    if (checkout.provider === 'sandbox') setSandboxPayment(checkout);
    else await openRazorpay(checkout);
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
