import { STORAGE_KEYS, type CartItem } from '@campus/shared/store';
import { LocationProbe, makeCheckout, mockHttp, renderWithProviders, session, student, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../../app/app';
import { lamp, textbook } from '../../../../testing/products';

const cart: CartItem[] = [
  { ...lamp, quantity: 2 },
  { ...textbook, quantity: 1 },
];

const created = {
  status: 201,
  body: {
    success: true,
    reference: 'CM-7K3Q9X2A',
    razorpayOrderId: 'order_1',
    order: { amount: 79900, currency: 'INR' },
    key: 'sandbox_key',
    provider: 'sandbox',
  },
};
const paid = { status: 200, body: { success: true, razorpayPaymentId: 'pay_1', razorpaySignature: 'sig_1' } };
const verified = { status: 200, body: { success: true, message: 'Payment verified and order placed successfully!', reference: 'CM-7K3Q9X2A' } };
const cancelled = { status: 200, body: { success: true, message: 'Checkout cancelled.' } };
const noCheckout = { status: 200, body: { success: true, checkout: null } };

function LocationState() {
  const { state } = useLocation();
  return <div data-testid="location-state">{JSON.stringify(state)}</div>;
}

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.Razorpay;
});

/** The cart page (loaded on demand) with the given API, once its Checkout button is there. */
async function renderCart(handlers: Record<string, MockHandler>, loggedIn = true) {
  http = mockHttp({
    'POST /order/create-order': () => created,
    'POST /payments/sandbox/pay': () => paid,
    'POST /order/verify-payment': () => verified,
    'POST /order/cancel-checkout': () => cancelled,
    'GET /order/current-checkout': () => noCheckout,
    'GET /order/checkouts/CM-7K3Q9X2A': () => 'never',
    ...handlers,
  });
  const rendered = renderWithProviders(
    <>
      <App />
      <LocationProbe />
      <LocationState />
    </>,
    { route: '/cart', preloadedState: { cart, ...(loggedIn ? session(student) : {}) } },
  );
  await screen.findByRole('button', { name: 'Checkout' });
  return rendered;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  return screen.findByRole('dialog', { name: 'Pay ₹799.00' });
}

async function payWith(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, number: string) {
  const cardNumber = within(dialog).getByLabelText('Card number');
  await user.clear(cardNumber);
  await user.type(cardNumber, number);
  await user.clear(within(dialog).getByLabelText('Expiry (MM/YY)'));
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.clear(within(dialog).getByLabelText('CVC'));
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
}

describe('Checkout', () => {
  it('sends a visitor to /login, to come back to the cart', async () => {
    const user = userEvent.setup();
    await renderCart({}, false);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"from":"/cart"}');
    expect(http?.calls).toHaveLength(0);
  });

  it("reserves the cart's items and toasts the server's refusal", async () => {
    const user = userEvent.setup();
    await renderCart({ 'POST /order/create-order': () => ({ status: 409, body: { success: false, message: 'Only 1 of Desk lamp left' } }) });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Only 1 of Desk lamp left')).toBeInTheDocument();
    expect(http?.calls.find((call) => call.url === '/order/create-order')?.data).toEqual({
      items: [
        { productId: 'p-lamp', quantity: 2 },
        { productId: 'p-textbook', quantity: 1 },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a second press while the checkout is being created, without disabling (and so unfocusing) the button', async () => {
    const user = userEvent.setup();
    await renderCart({ 'POST /order/create-order': () => 'never' });
    const button = screen.getByRole('button', { name: 'Checkout' });
    await user.click(button);
    const busy = screen.getByRole('button', { name: 'Checking out…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(http?.calls.filter((call) => call.url === '/order/create-order')).toHaveLength(1);
  });

  it("says 'Checkout failed. Please try again.' when the server does not answer", async () => {
    const user = userEvent.setup();
    await renderCart({ 'POST /order/create-order': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Checkout failed. Please try again.')).toBeInTheDocument();
  });
});

describe('Sandbox payment dialog', () => {
  it('shows the amount and the test cards, and checks the card before paying', async () => {
    const user = userEvent.setup();
    await renderCart({});
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/4111 1111 1111 1111/)).toHaveTextContent('4000 0000 0000 0002');
    expect(within(dialog).getByLabelText('Card number')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '13/30');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByText('Enter a valid card number')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry must be MM/YY')).toBeInTheDocument();
    expect(within(dialog).getByText('CVC must be 3 or 4 digits')).toBeInTheDocument();
    expect(http?.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/order/create-order']);
  });

  it('shows a decline inside the dialog and lets the buyer try another card', async () => {
    const user = userEvent.setup();
    await renderCart({
      'POST /payments/sandbox/pay': ({ data }) =>
        (data as { card: { number: string } }).card.number === '4000 0000 0000 0002'
          ? { status: 402, body: { success: false, message: 'Your card was declined.' } }
          : paid,
    });
    const dialog = await openDialog(user);
    await payWith(user, dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(http?.calls.some((call) => call.url === '/order/verify-payment')).toBe(false);

    await payWith(user, dialog, '4111 1111 1111 1111');
    expect(await screen.findByText('Payment verified and order placed successfully!')).toBeInTheDocument();
  });

  it('verifies the payment, toasts, and opens the confirmation at once with the cart cleared, never showing it empty', async () => {
    const user = userEvent.setup();
    const { store } = await renderCart({});
    const dialog = await openDialog(user);
    const emptySeen = vi.fn();
    const observer = new MutationObserver(() => {
      if (screen.queryByText('Your cart is empty')) emptySeen();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await payWith(user, dialog, '4111 1111 1111 1111');

    expect(await screen.findByText('Payment verified and order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart).toEqual([]));
    observer.disconnect();
    const pay = http?.calls.find((call) => call.url === '/payments/sandbox/pay');
    expect(pay?.data).toEqual({ razorpayOrderId: 'order_1', card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' } });
    const verify = http?.calls.find((call) => call.url === '/order/verify-payment');
    expect(verify?.data).toEqual({ razorpayOrderId: 'order_1', razorpayPaymentId: 'pay_1', razorpaySignature: 'sig_1' });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/CM-7K3Q9X2A');
    expect(emptySeen).not.toHaveBeenCalled();
    // The paid checkout is not cancelled.
    expect(http?.calls.some((call) => call.url === '/order/cancel-checkout')).toBe(false);
  });

  it("toasts 'Payment verification failed.' when the server refuses, keeping the cart", async () => {
    const user = userEvent.setup();
    const { store } = await renderCart({
      'POST /order/verify-payment': () => ({ status: 400, body: { success: false, message: 'Payment verification failed.' } }),
    });
    const dialog = await openDialog(user);
    await payWith(user, dialog, '4111 1111 1111 1111');
    expect(await screen.findByText('Payment verification failed.')).toBeInTheDocument();
    expect(store.getState().cart).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled());
  });

  it("toasts 'Payment verification failed. Please try again.' without an answer", async () => {
    const user = userEvent.setup();
    await renderCart({ 'POST /order/verify-payment': () => 'network-error' });
    const dialog = await openDialog(user);
    await payWith(user, dialog, '4111 1111 1111 1111');
    expect(await screen.findByText('Payment verification failed. Please try again.')).toBeInTheDocument();
  });

  it('keeps Tab inside, and closes on Cancel and on Escape, returning focus to Checkout', async () => {
    const user = userEvent.setup();
    await renderCart({});
    await user.click(within(await openDialog(user)).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('CVC'));
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toHaveFocus();
    // Past the last control focus wraps to the first one, the dialog's Close button, and back.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels the checkout on the server whenever the dialog closes unpaid, so Checkout works again at once', async () => {
    const user = userEvent.setup();
    await renderCart({});
    const cancels = () => http?.calls.filter((call) => call.url === '/order/cancel-checkout').map((call) => call.data) ?? [];
    await user.click(within(await openDialog(user)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancels()).toEqual([{ razorpayOrderId: 'order_1' }]));
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cancels()).toHaveLength(2));
    await user.click(within(await openDialog(user)).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(cancels()).toHaveLength(3));
    expect(http?.calls.filter((call) => call.url === '/order/create-order')).toHaveLength(3);
  });

  it('says when the checkout could not be cancelled', async () => {
    const user = userEvent.setup();
    await renderCart({ 'POST /order/cancel-checkout': () => 'network-error' });
    await user.click(within(await openDialog(user)).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The checkout could not be cancelled now; it ends on its own within 15 minutes.')).toBeInTheDocument();
  });
});

describe('Checkout awaiting payment on the cart', () => {
  const pending = makeCheckout();

  it('offers Pay now and Cancel for the member\'s current checkout', async () => {
    const user = userEvent.setup();
    await renderCart({ 'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: { ...pending, lines: [{ quantity: 1 }] } } }) });
    const notice = await screen.findByRole('region', { name: 'Checkout awaiting payment' });
    expect(notice).toHaveTextContent('Your checkout CM-PEND1NG0 (1 item, ₹249.50) is awaiting payment.');
    expect(within(notice).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/CM-PEND1NG0');
    await user.click(within(notice).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Checkout cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('Checkout CM-PEND1NG0 cancelled. Its items are free again.')).toHaveFocus();
    expect(http?.calls.find((call) => call.url === '/order/cancel-checkout')?.data).toEqual({ razorpayOrderId: 'order_9' });
  });

  it('shows nothing to a visitor', async () => {
    await renderCart({}, false);
    expect(screen.queryByRole('region', { name: 'Checkout awaiting payment' })).not.toBeInTheDocument();
    expect(http?.calls).toHaveLength(0);
  });
});
