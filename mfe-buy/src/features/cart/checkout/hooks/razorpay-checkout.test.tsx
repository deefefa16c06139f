import { RAZORPAY_SCRIPT_URL, type RazorpayOptions } from '@campus/shared/payments';
import type { CartItem } from '@campus/shared/store';
import { mockHttp, renderWithProviders, student } from '@campus/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../../app/app';
import { lamp } from '../../../../testing/products';

const cart: CartItem[] = [{ ...lamp, quantity: 1 }];

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

async function renderCart() {
  http = mockHttp({
    'POST /order/create-order': () => ({
      status: 201,
      body: {
        success: true,
        reference: 'CM-RZP00001',
        razorpayOrderId: 'order_rzp',
        order: { amount: 24950, currency: 'INR' },
        key: 'rzp_test_key',
        provider: 'razorpay',
      },
    }),
    'POST /order/verify-payment': () => ({
      status: 200,
      body: { success: true, message: 'Payment verified and order placed successfully!', reference: 'CM-RZP00001' },
    }),
    'POST /order/cancel-checkout': () => ({ status: 200, body: { success: true, message: 'Checkout cancelled.' } }),
    'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: null } }),
    'GET /order/checkouts/CM-RZP00001': () => 'never',
  });
  const rendered = renderWithProviders(<App />, { route: '/cart', preloadedState: { cart, auth: { user: student, token: 'jwt' } } });
  await screen.findByRole('button', { name: 'Checkout' });
  return rendered;
}

/** Stands in for Razorpay's checkout.js global; returns the options of every window opened. */
function fakeRazorpay(): RazorpayOptions[] {
  const opened: RazorpayOptions[] = [];
  window.Razorpay = class {
    constructor(private readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
  };
  return opened;
}

describe('Checkout with Razorpay', () => {
  it("opens Razorpay's window for the order and verifies what it reports", async () => {
    const opened = fakeRazorpay();
    const user = userEvent.setup();
    const { store } = await renderCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 24950,
      currency: 'INR',
      order_id: 'order_rzp',
      name: 'Campus Marketplace',
      description: 'Order CM-RZP00001',
    });

    opened[0]?.handler({ razorpay_order_id: 'order_rzp', razorpay_payment_id: 'pay_rzp', razorpay_signature: 'sig_rzp' });
    expect(await screen.findByText('Payment verified and order placed successfully!')).toBeInTheDocument();
    expect(http?.calls.find((call) => call.url === '/order/verify-payment')?.data).toEqual({
      razorpayOrderId: 'order_rzp',
      razorpayPaymentId: 'pay_rzp',
      razorpaySignature: 'sig_rzp',
    });
    await vi.waitFor(() => expect(store.getState().cart).toEqual([]));
  });

  it("cancels the checkout when the buyer closes Razorpay's window without paying", async () => {
    const opened = fakeRazorpay();
    const user = userEvent.setup();
    await renderCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.modal?.ondismiss?.();
    await vi.waitFor(() =>
      expect(http?.calls.find((call) => call.url === '/order/cancel-checkout')?.data).toEqual({ razorpayOrderId: 'order_rzp' }),
    );
  });

  it('loads the script once and toasts when it cannot be loaded', async () => {
    const user = userEvent.setup();
    await renderCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const script = await vi.waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
      if (!found) throw new Error('script not added yet');
      return found;
    });
    fireEvent.error(script);
    expect(await screen.findByText('The payment window could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toHaveLength(0);
  });
});
