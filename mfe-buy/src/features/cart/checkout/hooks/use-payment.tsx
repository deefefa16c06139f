import { usePaymentWindow, type PayableCheckout as Payable } from '@campus/shared/payments';
import { toast } from '@campus/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';

/** A checkout to pay: what the server said when it was created (or read back as the current one). */
export interface PayableCheckout extends Payable {
  /** The products it holds: they leave the cart once it is paid. */
  productIds: readonly string[];
}

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
 * Pays one checkout through the site's payment window (@campus/shared/payments), then opens the confirmation
 * screen. Closing the payment without paying cancels the checkout on the server at once, so its stock is free
 * again (for this buyer's next try too). Render `dialog` where the sandbox's card form may open.
 */
export function usePayment() {
  const navigate = useNavigate();
  const location = useLocation();
  return usePaymentWindow<PayableCheckout>({
    cancelFailed: CANCEL_FAILED,
    onPaid: (checkout, { reference }) => {
      // docs/product-rules.md "Texts", Successes.
      toast.success('Payment verified and order placed successfully!');
      const confirmation = paths.checkout.href(reference);
      const state: CheckoutLocationState = { paidProductIds: checkout.productIds };
      void navigate(confirmation, { replace: location.pathname === confirmation, state });
    },
  });
}
