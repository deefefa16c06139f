import { useMutationErrorToast } from '@campus/shared/api';
import { selectToken, useAppSelector, type CartItem } from '@campus/shared/store';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useCreateCheckoutOrderMutation } from '../api/checkout-api';
import { usePayment } from './use-payment';

/**
 * The cart's Checkout: visitors log in first; members reserve the cart as their one checkout (replacing
 * any earlier one on the server) and pay it; closing the payment cancels it.
 */
export function useCheckout(items: readonly CartItem[]) {
  const token = useAppSelector(selectToken);
  const navigate = useNavigate();
  const [createOrder, { isLoading: creating }] = useMutationErrorToast(useCreateCheckoutOrderMutation(), 'Checkout failed. Please try again.');
  const payment = usePayment();

  const startCheckout = async () => {
    if (creating) return;
    if (!token) {
      void navigate(paths.login.href(), { state: { from: paths.cart.href() } });
      return;
    }
    const result = await createOrder({ items: items.map((item) => ({ productId: item._id, quantity: item.quantity })) });
    if (!result.data) return;
    const { reference, razorpayOrderId, order, key, provider } = result.data;
    await payment.pay({
      reference,
      razorpayOrderId,
      amountPaise: order.amount,
      key,
      provider,
      productIds: items.map((item) => item._id),
    });
  };

  return { ...payment, startCheckout, creating };
}
