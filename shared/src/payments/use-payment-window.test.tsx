import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui';
import { mockHttp, renderWithProviders, session, student } from '../testing';
import { usePaymentWindow, type PayableCheckout } from './use-payment-window';

const payable: PayableCheckout = { reference: 'CM-T3ST0001', razorpayOrderId: 'order_t1', amountPaise: 12_550, provider: 'sandbox', key: 'k' };

function Harness({ onPaid }: { onPaid: (answer: unknown) => void }) {
  const payment = usePaymentWindow({ cancelFailed: 'Could not close the payment.', onPaid: (_payable, answer) => onPaid(answer) });
  return (
    <>
      <Button onClick={() => void payment.pay(payable)}>Open payment</Button>
      <p>{payment.paying ? 'Paying' : 'Idle'}</p>
      {payment.dialog}
    </>
  );
}

function renderHarness(onPaid = vi.fn()) {
  const http = mockHttp({
    'POST /payments/sandbox/pay': () => ({ status: 200, body: { success: true, razorpayPaymentId: 'pay_t1', razorpaySignature: 'sig_t1' } }),
    'POST /order/verify-payment': () => ({ status: 200, body: { success: true, message: 'Verified.', reference: 'CM-T3ST0001' } }),
    'POST /order/cancel-checkout': () => 'network-error',
  });
  renderWithProviders(<Harness onPaid={onPaid} />, { preloadedState: session(student) });
  return { http, onPaid, user: userEvent.setup() };
}

describe('usePaymentWindow', () => {
  it("opens the sandbox's dialog for the amount, verifies the card's payment and hands the server's answer over", async () => {
    const { http, onPaid, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay ₹125.50' });
    expect(screen.getByText('Paying')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ success: true, message: 'Verified.', reference: 'CM-T3ST0001' }));
    expect(http.calls.map((call) => call.url)).toEqual(['/payments/sandbox/pay', '/order/verify-payment']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes the payment on the server when the dialog is closed, toasting the caller's text when it cannot", async () => {
    const { http, onPaid, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open payment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Could not close the payment.')).toBeInTheDocument();
    expect(http.calls.map(({ url, data }) => ({ url, data }))).toEqual([{ url: '/order/cancel-checkout', data: { razorpayOrderId: 'order_t1' } }]);
    expect(screen.getByText('Idle')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
