import { useMutationErrorToast } from '@campus/shared/api';
import type { Booking } from '@campus/shared/contract';
import { usePaymentWindow } from '@campus/shared/payments';
import { toast } from '@campus/shared/ui';
import { useCheckoutBookingMutation } from '../api/bookings-api';
import { bookingLabel } from '../booking-words';

// docs/product-rules.md "Texts", Checkout.
const CHECKOUT_FAILED = 'Checkout failed. Please try again.';
/** Closing a booking's payment unpaid changes nothing about the booking: it can be paid again until its deadline. */
const CLOSE_FAILED = 'The payment could not be closed now; you can still pay for this booking until its deadline.';

/**
 * Pays an accepted booking (the borrower): the server opens its payment (`POST /bookings/{id}/checkout`), the
 * site's payment window takes it (@campus/shared/payments: the sandbox's card dialog or Razorpay's), and the
 * verification's own message is toasted; the verify call refreshes the bookings. Closing the window unpaid tells
 * the server, and the booking stays accepted. Render `dialog` where the card form may open.
 */
export function useBookingPayment(onPaid: () => void) {
  const [checkout, { isLoading: opening }] = useMutationErrorToast(useCheckoutBookingMutation(), CHECKOUT_FAILED);
  const payment = usePaymentWindow({
    cancelFailed: CLOSE_FAILED,
    onPaid: (_payable, answer) => {
      toast.success(answer.message);
      onPaid();
    },
  });

  const pay = async (booking: Booking) => {
    if (opening || payment.paying) return;
    const result = await checkout(booking._id);
    if (!result.data) return;
    const { reference, razorpayOrderId, order, key, provider } = result.data;
    await payment.pay({ reference, razorpayOrderId, amountPaise: order.amount, key, provider, description: `Booking ${bookingLabel(booking)}` });
  };

  return { pay, busy: opening || payment.paying, dialog: payment.dialog };
}
