import type { Booking } from '@campus/shared/contract';
import type { RazorpayOptions } from '@campus/shared/payments';
import { bookingsReply, makeRentBooking, type MockHandler, mockHttp } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const accepted = makeRentBooking({ status: 'accepted', payBy: '2026-12-01T12:30:00.000Z', actions: ['pay', 'cancel'] });
const paidBooking: Booking = { ...accepted, status: 'paid', payBy: null, actions: ['cancel'] };

const checkout = (provider: 'sandbox' | 'razorpay') => ({
  status: 201,
  body: { success: true, reference: 'CM-B00K1NG1', razorpayOrderId: 'order_b1', order: { amount: 86000, currency: 'INR' }, key: 'rzp_key', provider },
});
const verified = {
  status: 200,
  body: { success: true, message: 'Payment verified: your booking is paid.', reference: 'CM-B00K1NG1', bookingId: 'b-bike' },
};

let http: ReturnType<typeof mockHttp>;
afterEach(() => {
  delete window.Razorpay;
});

/** The borrower's tab with the accepted booking; a verified payment makes it paid on the next read. */
async function openBorrowerTab(handlers: Record<string, MockHandler> = {}, provider: 'sandbox' | 'razorpay' = 'sandbox') {
  let booking: Booking = accepted;
  http = mockHttp({
    'GET /bookings': () => bookingsReply([booking]),
    'POST /bookings/b-bike/checkout': () => checkout(provider),
    'POST /payments/sandbox/pay': () => ({ status: 200, body: { success: true, razorpayPaymentId: 'pay_b1', razorpaySignature: 'sig_b1' } }),
    'POST /order/verify-payment': () => {
      booking = paidBooking;
      return verified;
    },
    'POST /order/cancel-checkout': () => ({ status: 200, body: { success: true, message: 'Checkout cancelled.' } }),
    ...handlers,
  });
  const user = openDashboard('/dashboard/user/bookings');
  const bike = await screen.findByRole('article', { name: /^Mountain bike/ });
  return { user, bike };
}

async function payWithCard(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Card number'), '4111 1111 1111 1111');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
}

const posts = () => http.calls.filter((call) => call.method === 'POST').map(({ url, data }) => ({ url, data }));
const reads = () => http.calls.filter((call) => call.url === '/bookings').length;

describe('Paying for a booking', () => {
  it("opens its payment, pays through the sandbox's card dialog, verifies, toasts the server's message and refreshes the list", async () => {
    const { user, bike } = await openBorrowerTab();
    const before = reads();
    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹860.00' });
    await payWithCard(user, dialog);

    expect(await screen.findByText('Payment verified: your booking is paid.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: '/bookings/b-bike/checkout', data: undefined },
      { url: '/payments/sandbox/pay', data: { razorpayOrderId: 'order_b1', card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' } } },
      { url: '/order/verify-payment', data: { razorpayOrderId: 'order_b1', razorpayPaymentId: 'pay_b1', razorpaySignature: 'sig_b1' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(bike).getByRole('status')).toHaveTextContent('Status: Paid'));
    expect(reads()).toBeGreaterThan(before);
    expect(within(bike).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(bike).getByRole('status')).toHaveFocus();
  });

  it('closes the payment unpaid on the server when the dialog is closed; the booking stays payable', async () => {
    const { user, bike } = await openBorrowerTab();
    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pay ₹860.00' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(posts().at(-1)).toEqual({ url: '/order/cancel-checkout', data: { razorpayOrderId: 'order_b1' } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bike).getByRole('button', { name: 'Pay' })).toHaveFocus();

    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Pay ₹860.00' })).toBeInTheDocument();
    expect(posts().filter((call) => call.url === '/bookings/b-bike/checkout')).toHaveLength(2);
  });

  it("toasts the server's refusal to open the payment, and 'Checkout failed. Please try again.' without an answer", async () => {
    let reply: 'refuse' | 'silent' = 'refuse';
    const { user, bike } = await openBorrowerTab({
      'POST /bookings/b-bike/checkout': () =>
        reply === 'refuse' ? { status: 409, body: { success: false, message: 'The time to pay for this booking has passed.' } } : 'network-error',
    });
    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The time to pay for this booking has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    reply = 'silent';
    await user.click(within(screen.getByRole('article', { name: /^Mountain bike/ })).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Checkout failed. Please try again.')).toBeInTheDocument();
  });

  it("toasts 'Payment verification failed.' when the server refuses the payment, keeping the dialog open", async () => {
    const { user, bike } = await openBorrowerTab({
      'POST /order/verify-payment': () => ({ status: 400, body: { success: false, message: 'Payment verification failed.' } }),
    });
    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹860.00' });
    await payWithCard(user, dialog);
    expect(await screen.findByText('Payment verification failed.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it("opens Razorpay's window for the booking with the provider's order", async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(private readonly options: RazorpayOptions) {}
      open() {
        opened.push(this.options);
      }
    };
    const { user, bike } = await openBorrowerTab({}, 'razorpay');
    await user.click(within(bike).getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_key', amount: 86000, order_id: 'order_b1', description: 'Booking Mountain bike (3 – 5 Dec 2026)' });
    opened[0]?.handler({ razorpay_order_id: 'order_b1', razorpay_payment_id: 'pay_r1', razorpay_signature: 'sig_r1' });
    expect(await screen.findByText('Payment verified: your booking is paid.')).toBeInTheDocument();
  });
});
