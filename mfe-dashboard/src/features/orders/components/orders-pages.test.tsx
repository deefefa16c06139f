import type { Order, SessionUser } from '@campus/shared/contract';
import { mockHttp, renderWithProviders, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../app/app';

const asha: SessionUser = { _id: 'u1', name: 'Asha Rao', email: 'asha@campus.test', phone: '98765', role: 'user' };
const ravi: SessionUser = { _id: 'a1', name: 'Ravi Iyer', email: 'ravi@campus.test', phone: '', role: 'admin' };

const lampOrder: Order = {
  _id: 'o1',
  buyer: { _id: 'u2', name: 'Meera Nair', phone: '91234 56789' },
  product: { _id: 'p1', name: 'Desk lamp', slug: 'desk-lamp', price: 249.5 },
  seller: { _id: 'u1', name: 'Asha Rao' },
  quantity: 2,
  amount: 499,
  status: 'Processing',
  payment: 'paid',
  createdAt: '2026-03-02T10:00:00.000Z',
};
const bookOrder: Order = {
  ...lampOrder,
  _id: 'o2',
  product: { _id: 'p2', name: 'Calculus Textbook', slug: 'calculus-textbook', price: 300 },
  quantity: 1,
  amount: 300,
  status: 'Pending',
  payment: 'pending',
};

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  http?.restore();
  vi.restoreAllMocks();
});

/** Renders an order screen over a stateful fake API: a delete removes the line from later reads. */
function renderOrders(route: string, list: string, handlers: Record<string, MockHandler> = {}, user = asha) {
  let orders = [lampOrder, bookOrder];
  http = mockHttp({
    [`GET ${list}`]: () => ({ status: 200, body: { success: true, orders, totalSales: 499 } }),
    'PUT /order/update-status/o1': ({ data }) => ({
      status: 200,
      body: { success: true, message: 'Order status updated successfully.', order: { ...lampOrder, ...(data as object) } },
    }),
    'DELETE /order/delete-order/o1': () => {
      orders = orders.filter((order) => order._id !== 'o1');
      return { status: 200, body: { success: true, message: 'Order deleted successfully.' } };
    },
    ...handlers,
  });
  return renderWithProviders(<App />, { route, preloadedState: { auth: { user, token: 'jwt' } } });
}

const card = (name: string) => screen.getByRole('article', { name });
const detail = (name: string, label: string) =>
  within(card(name)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const statusOf = (name: string) => screen.getByRole('combobox', { name: `Status of order ${name}` });

describe('Manage Your Orders (seller)', () => {
  const open = (handlers?: Record<string, MockHandler>) =>
    renderOrders('/dashboard/user/manage-orders', '/order/seller-orders', handlers);

  it('shows total sales and each order with product, buyer, amounts and payment state', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Your Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Total sales: ₹499.00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(2);
    expect(detail('Desk lamp', 'Price')).toBe('₹249.50');
    expect(detail('Desk lamp', 'Quantity')).toBe('2');
    expect(detail('Desk lamp', 'Amount')).toBe('₹499.00');
    expect(detail('Desk lamp', 'Buyer')).toBe('Meera Nair, 91234 56789');
    expect(detail('Desk lamp', 'Payment')).toBe('Paid');
    expect(detail('Calculus Textbook', 'Payment')).toBe('Awaiting payment');
  });

  it('offers the five statuses on paid lines only', async () => {
    open();
    await screen.findByText('Total sales: ₹499.00');
    expect(statusOf('Desk lamp')).toBeEnabled();
    expect(statusOf('Desk lamp')).toHaveValue('Processing');
    expect(within(statusOf('Desk lamp')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(statusOf('Calculus Textbook')).toBeDisabled();
  });

  it('sends a status change and toasts', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    await user.selectOptions(statusOf('Desk lamp'), 'Shipped');
    expect(await screen.findByText('Order status updated successfully.')).toBeInTheDocument();
    expect(http?.calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/order/update-status/o1', data: { status: 'Shipped' } });
    await waitFor(() => expect(statusOf('Desk lamp')).toHaveValue('Shipped'));
  });

  it.each([
    [{ status: 403, body: { success: false, message: 'You can only update orders for your own products.' } }, 'You can only update orders for your own products.'],
    [{ status: 500, body: {} }, 'Failed to update order status.'],
    ['network-error' as const, 'An error occurred while updating the status.'],
  ])('says why a status change failed (%#)', async (reply, text) => {
    const user = userEvent.setup();
    open({ 'PUT /order/update-status/o1': () => reply });
    await screen.findByText('Total sales: ₹499.00');
    await user.selectOptions(statusOf('Desk lamp'), 'Delivered');
    expect(await screen.findByText(text)).toBeInTheDocument();
    // The toast is raised as the failure is dispatched; the select returns to the stored status on the
    // render that follows.
    await waitFor(() => expect(statusOf('Desk lamp')).toHaveValue('Processing'));
  });

  it('deletes an order after confirmation and drops it from the list', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete order',
      description: 'Delete the order for Desk lamp? This cannot be undone.',
    });
    expect(http?.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Desk lamp' })).not.toBeInTheDocument());
  });

  it('does not delete when the confirmation is declined', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete order' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(http?.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(card('Desk lamp')).toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: {} }, 'Failed to delete the order.'],
    ['network-error' as const, 'An error occurred while deleting the order.'],
  ])('says why a delete failed (%#)', async (reply, text) => {
    const user = userEvent.setup();
    open({ 'DELETE /order/delete-order/o1': () => reply });
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete order' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(card('Desk lamp')).toBeInTheDocument();
  });

  it("toasts 'Error fetching orders' when the list cannot be loaded", async () => {
    open({ 'GET /order/seller-orders': () => 'network-error' });
    expect(await screen.findByText('Error fetching orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says 'No orders yet.' without orders", async () => {
    open({ 'GET /order/seller-orders': () => ({ status: 200, body: { success: true, orders: [], totalSales: 0 } }) });
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('Total sales: ₹0.00')).toBeInTheDocument();
  });
});

describe('Purchased Products (buyer)', () => {
  const open = (handlers?: Record<string, MockHandler>) =>
    renderOrders('/dashboard/user/manage-purchased-products', '/order/buyer-orders', handlers);

  it('lists what was bought with status and payment, offering delete but no status choice', async () => {
    open();
    expect(await screen.findByRole('article', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(detail('Desk lamp', 'Status')).toBe('Processing');
    expect(detail('Desk lamp', 'Seller')).toBe('Asha Rao');
    expect(detail('Calculus Textbook', 'Payment')).toBe('Awaiting payment');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total sales/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete order Desk lamp' })).toBeInTheDocument();
  });

  it('sends a buyer without orders to the marketplace', async () => {
    open({ 'GET /order/buyer-orders': () => ({ status: 200, body: { success: true, orders: [], totalSales: 0 } }) });
    expect(await screen.findByText(/You have not bought anything yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/');
  });

  it("toasts 'Failed to fetch orders' when the list cannot be loaded", async () => {
    open({ 'GET /order/buyer-orders': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
  });
});

describe('Manage Orders (admin)', () => {
  it('lists every order with seller and buyer, total sales, status and delete', async () => {
    renderOrders('/dashboard/admin/manage-order', '/order/manage-order', {}, ravi);
    expect(await screen.findByText('Total sales: ₹499.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(detail('Desk lamp', 'Seller')).toBe('Asha Rao');
    expect(detail('Desk lamp', 'Buyer')).toBe('Meera Nair, 91234 56789');
    expect(statusOf('Desk lamp')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete order Calculus Textbook' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin dashboard menu' })).toBeInTheDocument();
  });
});
