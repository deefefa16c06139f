import type { VerifyPaymentInput } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { cartCleared, selectToken, selectUser, useAppDispatch, useAppSelector, type CartItem } from '@campus/shared/store';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useCreateCheckoutOrderMutation, useVerifyCheckoutPaymentMutation } from '../api/checkout-api';
import { loadRazorpay } from '../razorpay/load-razorpay';

/** The sandbox payment waiting for the buyer's card. */
export interface SandboxPayment {
  razorpayOrderId: string;
  /** In paise, as the server computed it from stored prices (DESIGN deviation 5). */
  amountPaise: number;
}

const AFTER_PAYMENT_MS = 1000;
const SCRIPT_FAILED = 'The payment window could not be loaded. Check your connection and try again.';

/**
 * SPEC §4 Checkout: visitors log in first; members reserve the cart as an order, pay, have the server
 * verify the payment, and then the cart is cleared. Call it from a component that stays mounted when the
 * cart empties (the cart page), or the delayed navigation after payment is cancelled with it.
 */
export function useCheckout(items: readonly CartItem[]) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [createOrder, { isLoading: creating }] = useCreateCheckoutOrderMutation();
  const [verifyPayment] = useVerifyCheckoutPaymentMutation();
  const [sandboxPayment, setSandboxPayment] = useState<SandboxPayment | null>(null);

  /** Verifies a payment; true once the order is placed. Failures are toasted by the API middleware. */
  const completePayment = async (payment: VerifyPaymentInput): Promise<boolean> => {
    const result = await verifyPayment(payment);
    if (result.error) return false;
    toast.success('Payment verified and order placed successfully!');
    dispatch(cartCleared());
    setSandboxPayment(null);
    navigateLater(paths.purchasedProducts.href(), AFTER_PAYMENT_MS);
    return true;
  };

  const openRazorpay = async (key: string, razorpayOrderId: string, amountPaise: number) => {
    try {
      const Razorpay = await loadRazorpay();
      new Razorpay({
        key,
        amount: amountPaise,
        currency: 'INR',
        order_id: razorpayOrderId,
        name: 'Campus Marketplace',
        prefill: { name: user?.name, email: user?.email, contact: user?.phone || undefined },
        handler: (response) =>
          void completePayment({
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          }),
      }).open();
    } catch {
      toast.error(SCRIPT_FAILED);
    }
  };

  const startCheckout = async () => {
    if (!token) {
      void navigate(paths.login.href(), { state: { from: paths.cart.href() } });
      return;
    }
    const result = await createOrder({ items: items.map((item) => ({ productId: item._id, quantity: item.quantity })) });
    if (!result.data) return;
    const { razorpayOrderId, order, key, provider } = result.data;
    if (provider === 'sandbox') setSandboxPayment({ razorpayOrderId, amountPaise: order.amount });
    else await openRazorpay(key, razorpayOrderId, order.amount);
  };

  return {
    startCheckout,
    creating,
    sandboxPayment,
    // Nothing to undo on the server: an unpaid reservation expires there on its own.
    cancelPayment: () => setSandboxPayment(null),
    completePayment,
  };
}
