import type { Checkout } from '@campus/shared/contract';
import type { CartItem } from '@campus/shared/store';
import { LocationProbe, makeCheckout, makeCheckoutLine, makeMember, mockHttp, renderWithProviders, session, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../../app/app';
import { lamp, textbook } from '../../../../testing/products';

const meera = makeMember({ _id: 'u2', name: 'Meera Nair', email: 'meera@campus.test', phone: '91234 56789' });
const asha = { _id: 'u3', name: 'Asha Rao', email: 'asha@campus.test', phone: '' };

// Two lines from two sellers: Ravi Iyer's desk lamps, and Asha Rao's textbook, cancelled and refunded.
const paidCheckout = makeCheckout({
  reference: 'CM-7K3Q9X2A',
  razorpayOrderId: 'order_1',
  status: 'paid',
  amount: 799,
  createdAt: '2026-11-23T09:58:00.000Z',
  expiresAt: '2026-11-23T10:13:00.000Z',
  paidAt: '2026-11-23T10:00:00.000Z',
  lines: [
    makeCheckoutLine(),
    makeCheckoutLine({
      _id: 'o2',
      product: { _id: null, name: 'Calculus Textbook', slug: 'calculus-textbook', price: 300 },
      quantity: 1,
      amount: 300,
      status: 'Cancelled',
      refund: { status: 'issued', amount: 300 },
      seller: asha,
    }),
  ],
});

const pendingCheckout: Checkout = { ...paidCheckout, status: 'pending', paidAt: null, lines: [makeCheckoutLine()], amount: 499 };

let http: ReturnType<typeof mockHttp> | undefined;

function renderCheckout(
  reply: MockHandler,
  options: { loggedIn?: boolean; state?: object; cart?: CartItem[]; handlers?: Record<string, MockHandler> } = {},
) {
  const { loggedIn = true, state, cart = [], handlers = {} } = options;
  http = mockHttp({
    'GET /order/checkouts/CM-7K3Q9X2A': reply,
    'POST /order/cancel-checkout': () => ({ status: 200, body: { success: true, message: 'Checkout cancelled.' } }),
    ...handlers,
  });
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    {
      route: { pathname: '/checkout/CM-7K3Q9X2A', state },
      preloadedState: { cart, ...(loggedIn ? session(meera) : {}) },
    },
  );
}

describe('Order confirmation', () => {
  it('shows the reference, amount, items, statuses and each seller with how to reach them, focused on its heading', async () => {
    renderCheckout(() => ({ status: 200, body: { success: true, checkout: paidCheckout } }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Order CM-7K3Q9X2A · Campus Marketplace');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Order reference').nextElementSibling).toHaveTextContent('CM-7K3Q9X2A');
    expect(within(summary).getByText('Amount paid').nextElementSibling).toHaveTextContent('₹799.00');

    const fromRavi = screen.getByRole('region', { name: 'From Ravi Iyer' });
    expect(within(fromRavi).getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/desk-lamp');
    expect(within(fromRavi).getByText(/2 × ₹249.50 · Status: Pending/)).toBeInTheDocument();
    expect(within(fromRavi).getByRole('link', { name: 'Call +91 90000 11111' })).toHaveAttribute('href', 'tel:+919000011111');
    expect(within(fromRavi).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919000011111\?text=.*CM-7K3Q9X2A/));
    const mail = within(fromRavi).getByRole('link', { name: 'E-mail ravi@campus.test' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(mail)).toContain('subject=Order CM-7K3Q9X2A: Desk lamp');

    // A listing deleted since is named without a link; a cancelled line says its money came back.
    const fromAsha = screen.getByRole('region', { name: 'From Asha Rao' });
    expect(within(fromAsha).queryByRole('link', { name: 'Calculus Textbook' })).not.toBeInTheDocument();
    expect(within(fromAsha).getByText(/Status: Cancelled · Refunded/)).toBeInTheDocument();
    expect(within(fromAsha).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your purchases' })).toHaveAttribute('href', '/dashboard/user/manage-purchased-products');
  });

  it('takes the products just paid for out of the cart, once, leaving the rest', async () => {
    const { store } = renderCheckout(() => ({ status: 200, body: { success: true, checkout: paidCheckout } }), {
      cart: [{ ...lamp, quantity: 2 }, { ...textbook, quantity: 1 }],
      state: { paidProductIds: ['p-lamp'] },
    });
    await screen.findByRole('heading', { name: 'Thank you! Your order is placed' });
    await waitFor(() => expect(store.getState().cart.map((item) => item._id)).toEqual(['p-textbook']));
  });

  it('says a checkout is not found, and asks a visitor to log in', async () => {
    renderCheckout(() => ({ status: 404, body: { success: false, message: 'Checkout not found' } }));
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    http?.restore();

    renderCheckout(() => ({ status: 200, body: { success: true, checkout: paidCheckout } }), { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log in to see this checkout' })).toBeInTheDocument();
    expect(http?.calls).toHaveLength(0);
  });
});

describe('Checkout awaiting payment', () => {
  it('offers Pay and Cancel; Cancel releases it and says so', async () => {
    let checkout = pendingCheckout;
    const user = userEvent.setup();
    renderCheckout(() => ({ status: 200, body: { success: true, checkout } }), {
      handlers: {
        'POST /order/cancel-checkout': () => {
          checkout = { ...pendingCheckout, status: 'cancelled' };
          return { status: 200, body: { success: true, message: 'Checkout cancelled.' } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Checkout awaiting payment' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Checkout awaiting payment' });
    expect(within(card).getByText('Total: ₹499.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pay ₹499.00' }));
    expect(await screen.findByRole('dialog', { name: 'Pay ₹499.00' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'This checkout was cancelled' })).toBeInTheDocument();
    expect(http?.calls.find((call) => call.url === '/order/cancel-checkout')?.data).toEqual({ razorpayOrderId: 'order_1' });
  });

  it('opens the payment at once when the purchases\' Pay asked for it', async () => {
    renderCheckout(() => ({ status: 200, body: { success: true, checkout: pendingCheckout } }), { state: { pay: true } });
    expect(await screen.findByRole('dialog', { name: 'Pay ₹499.00' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/CM-7K3Q9X2A');
  });
});
