import type { Booking } from '@campus/shared/contract';
import { Button } from '@campus/shared/ui';
import { useBookingPayment } from '../hooks/use-booking-payment';

/** The borrower's Pay of an accepted booking, and the payment window it opens. */
export function PayButton({ booking, onPaid }: { booking: Booking; onPaid: () => void }) {
  const { pay, busy, dialog } = useBookingPayment(onPaid);
  return (
    <>
      <Button aria-disabled={busy} onClick={() => void pay(booking)}>
        Pay
      </Button>
      {dialog}
    </>
  );
}
