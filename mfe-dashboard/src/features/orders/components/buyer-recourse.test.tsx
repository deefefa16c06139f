import type { Order, OrderCase } from '@campus/shared/contract';
import { admin, answerConfirm, makeOrder, mockHttp, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

// docs/product-rules.md "A buyer's recourse": the buyer's moves on Purchased Products, the case on every order screen.

const DAY = 24 * 60 * 60 * 1000;
const soon = () => new Date(Date.now() + 3 * DAY).toISOString();
const openCase: OrderCase = {
  _id: 'c1',
  reason: 'not-as-described',
  details: 'The base is cracked.',
  status: 'open',
  openedAt: '2026-11-20T10:00:00.000Z',
  resolution: null,
};
const resolvedCase: OrderCase = {
  ...openCase,
  status: 'resolved',
  resolution: { refund: 150, note: 'Half back for the crack.', resolvedAt: '2026-11-21T10:00:00.000Z' },
};

function renderBuyer(lines: Order[], handlers: Record<string, MockHandler> = {}) {
  let orders = lines;
  const http = mockHttp({
    'GET /order/buyer-orders': () => ({ status: 200, body: { success: true, orders, totalSales: 0 } }),
    'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: null } }),
    'POST /order/cancel-order/o1': () => {
      orders = orders.map((order) => ({ ...order, status: 'Cancelled', refund: { status: 'issued', amount: 499 } }));
      return { status: 200, body: { success: true, message: 'Order cancelled; your refund is on its way.', order: orders[0] } };
    },
    'POST /order/confirm-receipt/o1': () => {
      orders = orders.map((order) => ({ ...order, status: 'Delivered', deliveredAt: new Date().toISOString(), reportableUntil: soon() }));
      return { status: 200, body: { success: true, message: 'Thank you: the order is Delivered.', order: orders[0] } };
    },
    'POST /order/report-problem/o1': () => {
      orders = orders.map((order) => ({ ...order, case: openCase }));
      const message = 'Your problem is reported. An admin will look into it; you will see their decision here.';
      return { status: 201, body: { success: true, message, order: orders[0] } };
    },
    ...handlers,
  });
  renderDashboard('/dashboard/user/manage-purchased-products');
  return http;
}

const card = () => screen.getByRole('article', { name: 'Desk lamp' });
const detail = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const button = (name: string) => within(card()).queryByRole('button', { name });

describe("a buyer's recourse on Purchased Products", () => {
  it('cancels an order before it is shipped, after asking; the refund shows and the focus goes to the status', async () => {
    const user = userEvent.setup();
    const http = renderBuyer([makeOrder({ status: 'Processing' })]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order Desk lamp' }));
    const question = 'Cancel your order for Desk lamp? ₹499.00 is refunded to you, and Asha Rao is told.';
    await answerConfirm(user, question, 'Keep order');
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order Desk lamp' }));
    await answerConfirm(user, question, 'Cancel order');
    expect(await screen.findByText('Order cancelled; your refund is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(detail('Status')).toBe('Cancelled · Refunded'));
    expect(within(card()).getByText('Cancelled · Refunded')).toHaveFocus();
    expect(button('Cancel order Desk lamp')).toBeNull();
    expect(button('Confirm receipt of Desk lamp')).toBeNull();
  });

  it('offers no cancel once shipped, but confirms receipt, which makes it Delivered', async () => {
    const user = userEvent.setup();
    renderBuyer([makeOrder({ status: 'Shipped', shippedAt: new Date().toISOString(), reportableUntil: soon() })]);
    await screen.findByRole('article', { name: 'Desk lamp' });
    expect(button('Cancel order Desk lamp')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt of Desk lamp' }));
    await answerConfirm(user, 'Confirm you received Desk lamp? The order becomes Delivered; you can still report a problem for 7 days.', 'Confirm receipt');
    await waitFor(() => expect(detail('Status')).toBe('Delivered'));
    expect(button('Report a problem with Desk lamp')).toBeInTheDocument();
  });

  it('reports a problem with its reason and words, refusing an empty form; the case then shows as open', async () => {
    const user = userEvent.setup();
    const http = renderBuyer([makeOrder({ status: 'Shipped', shippedAt: new Date().toISOString(), reportableUntil: soon() })]);
    await user.click(await screen.findByRole('button', { name: 'Report a problem with Desk lamp' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem with Desk lamp' });
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Choose what went wrong: not received or not as described')).toBeInTheDocument();
    expect(within(dialog).getByText('Details must be at least 10 characters')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What went wrong' }), 'Not as described');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'The base is cracked.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText(/Your problem is reported/)).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toMatchObject([
      { url: '/order/report-problem/o1', data: { reason: 'not-as-described', details: 'The base is cracked.' } },
    ]);
    await waitFor(() => expect(detail('Problem reported')).toBe('Not as described: The base is cracked.\nAn admin is looking into it.'));
    expect(button('Report a problem with Desk lamp')).toBeNull();
    await waitFor(() => expect(within(card()).getByText('Shipped')).toHaveFocus());
  });

  it('offers no report once the 7 days are over', async () => {
    renderBuyer([makeOrder({ status: 'Delivered', reportableUntil: new Date(Date.now() - 1000).toISOString() })]);
    await screen.findByRole('article', { name: 'Desk lamp' });
    expect(button('Report a problem with Desk lamp')).toBeNull();
    expect(button('Confirm receipt of Desk lamp')).toBeNull();
  });

  it("shows the admin's decision and its refund to the buyer, the seller and the admins", async () => {
    const resolved = makeOrder({ status: 'Delivered', case: resolvedCase, refund: { status: 'issued', amount: 150 }, reportableUntil: soon() });
    for (const [route, list, member] of [
      ['/dashboard/user/manage-purchased-products', '/order/buyer-orders', undefined],
      ['/dashboard/user/manage-orders', '/order/seller-orders', undefined],
      ['/dashboard/admin/manage-order', '/order/manage-order', admin],
    ] as const) {
      mockHttp({
        [`GET ${list}`]: () => ({ status: 200, body: { success: true, orders: [resolved], totalSales: 499 } }),
        'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: null } }),
      });
      const { unmount } = renderDashboard(route, member);
      await screen.findByRole('article', { name: 'Desk lamp' });
      expect(detail("Admin's decision")).toBe('Refund of ₹150.00. Note: Half back for the crack.');
      expect(detail('Refund')).toBe('₹150.00 · Refunded');
      expect(detail('Problem reported')).toBe('Not as described: The base is cracked.');
      unmount();
    }
  });
});
