import type { Checkout, Order } from '@campus/shared/contract';
import { admin, answerConfirm, makeCheckout, makeCheckoutLine, makeOrder, mockHttp, student, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

const lampOrder = makeOrder();
const bookOrder = makeOrder({
  _id: 'o2',
  reference: 'CM-B00K0RD3',
  product: { _id: 'p2', name: 'Calculus Textbook', slug: 'calculus-textbook', price: 300 },
  quantity: 1,
  amount: 300,
  status: 'Cancelled',
  refund: { status: 'issued', amount: 300 },
});

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders an order screen over a stateful fake API: a delete takes the line out of later reads. */
function renderOrders(route: string, list: string, handlers: Record<string, MockHandler> = {}, user = student, lines = [lampOrder, bookOrder]) {
  let orders = lines;
  http = mockHttp({
    [`GET ${list}`]: () => ({ status: 200, body: { success: true, orders, totalSales: 499 } }),
    'PUT /order/update-status/o1': ({ data }) => {
      const status = (data as { status: Order['status'] }).status;
      const refund: Order['refund'] = status === 'Cancelled' ? { status: 'issued', amount: 499 } : null;
      orders = orders.map((order) => (order._id === 'o1' ? { ...order, status, refund } : order));
      return { status: 200, body: { success: true, message: 'Order status updated successfully.', order: orders[0] } };
    },
    'DELETE /order/delete-order/o1': () => {
      orders = orders.filter((order) => order._id !== 'o1');
      return { status: 200, body: { success: true, message: 'Order deleted successfully.' } };
    },
    'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: null } }),
    ...handlers,
  });
  return renderDashboard(route, user);
}

const card = (name: string) => screen.getByRole('article', { name });
const detail = (name: string, label: string) =>
  within(card(name)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const statusOf = (name: string) => screen.getByRole('combobox', { name: `Status of order ${name}` });
const optionsOf = (name: string) => within(statusOf(name)).getAllByRole('option').map((option) => option.textContent);
const sent = (method: string) => http?.calls.filter((call) => call.method === method) ?? [];

describe('Manage Your Orders (seller)', () => {
  const open = (handlers?: Record<string, MockHandler>, lines?: Order[]) =>
    renderOrders('/dashboard/user/manage-orders', '/order/seller-orders', handlers, student, lines);

  it('shows total sales and each order with its reference, product, buyer and amounts', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Your Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Total sales: ₹499.00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(2);
    expect(detail('Desk lamp', 'Order')).toBe('CM-7K3Q9X2A');
    expect(detail('Desk lamp', 'Price')).toBe('₹249.50');
    expect(detail('Desk lamp', 'Quantity')).toBe('2');
    expect(detail('Desk lamp', 'Amount')).toBe('₹499.00');
    expect(detail('Desk lamp', 'Buyer')).toBe('Meera Nair, 91234 56789');
    // Every listed order is paid: there is no payment state to show any more.
    expect(within(card('Desk lamp')).queryByText('Payment', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('offers only the moves an order can make, and none once it is delivered or cancelled', async () => {
    const at = (status: Order['status'], _id: string, name: string) => ({ ...lampOrder, _id, status, product: { ...lampOrder.product, name } });
    open({}, [at('Pending', 'a', 'Pending one'), at('Shipped', 'b', 'Shipped one'), at('Delivered', 'c', 'Delivered one'), at('Cancelled', 'd', 'Cancelled one')]);
    await screen.findByText('Total sales: ₹499.00');
    expect(optionsOf('Pending one')).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    expect(optionsOf('Shipped one')).toEqual(['Shipped', 'Delivered', 'Cancelled']);
    expect(statusOf('Shipped one')).toHaveValue('Shipped');
    expect(screen.queryByRole('combobox', { name: 'Status of order Delivered one' })).not.toBeInTheDocument();
    expect(detail('Delivered one', 'Status')).toBe('Delivered');
    expect(screen.queryByRole('combobox', { name: 'Status of order Cancelled one' })).not.toBeInTheDocument();
  });

  it('shows a cancelled order with its refund', async () => {
    open();
    await screen.findByText('Total sales: ₹499.00');
    expect(detail('Calculus Textbook', 'Status')).toBe('Cancelled · Refunded');
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
    [{ status: 409, body: { success: false, message: 'An order that is Shipped cannot go back to Processing.' } }, 'An order that is Shipped cannot go back to Processing.'],
    [{ status: 403, body: { success: false, message: 'Only the seller or an admin can change this order.' } }, 'Only the seller or an admin can change this order.'],
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

  it('reads the orders again after a refusal: the order moved elsewhere meanwhile', async () => {
    const user = userEvent.setup();
    open({ 'PUT /order/update-status/o1': () => ({ status: 409, body: { success: false, message: 'A delivered order cannot change status.' } }) });
    await screen.findByText('Total sales: ₹499.00');
    const reads = () => http?.calls.filter((call) => call.url === '/order/seller-orders').length ?? 0;
    const before = reads();
    await user.selectOptions(statusOf('Desk lamp'), 'Shipped');
    expect(await screen.findByText('A delivered order cannot change status.')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('asks before cancelling, saying the buyer is refunded; declining sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    const question = 'Cancel the order for Desk lamp? ₹499.00 will be refunded to Meera Nair and the item goes back on sale.';
    await user.selectOptions(statusOf('Desk lamp'), 'Cancelled');
    expect(await screen.findByRole('alertdialog', { name: 'Cancel order', description: question })).toBeInTheDocument();
    await answerConfirm(user, question, 'Keep order');
    expect(sent('PUT')).toHaveLength(0);
    expect(statusOf('Desk lamp')).toHaveValue('Processing');

    await user.selectOptions(statusOf('Desk lamp'), 'Cancelled');
    await answerConfirm(user, question, 'Cancel order');
    expect(await screen.findByText('Order status updated successfully.')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([{ url: '/order/update-status/o1', data: { status: 'Cancelled' } }]);
    await waitFor(() => expect(detail('Desk lamp', 'Status')).toBe('Cancelled · Refunded'));
    // The select is gone with the order's last move: the focus it held moves to the status that replaced it.
    expect(within(card('Desk lamp')).getByText('Cancelled · Refunded')).toHaveFocus();
  });

  it('deletes an order from the seller\'s own list after asking, saying it stays on record', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp from my list' }));
    const question = "Delete the order for Desk lamp from your list? It stays on record for the buyer and the site's admins.";
    expect(await screen.findByRole('alertdialog', { name: 'Delete from your list', description: question })).toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
    await answerConfirm(user, question, 'Delete from my list');
    expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Desk lamp' })).not.toBeInTheDocument());
  });

  it('keeps the order when the question is declined', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp from my list' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete from your list' })).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
    expect(card('Desk lamp')).toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: {} }, 'Failed to delete the order.'],
    ['network-error' as const, 'An error occurred while deleting the order.'],
  ])('says why a delete failed (%#)', async (reply, text) => {
    const user = userEvent.setup();
    open({ 'DELETE /order/delete-order/o1': () => reply });
    await screen.findByText('Total sales: ₹499.00');
    await user.click(screen.getByRole('button', { name: 'Delete order Desk lamp from my list' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete from your list' })).getByRole('button', { name: 'Delete from my list' }));
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

  it('lists what was bought with its status; the first action is View order, deleting from the list comes second', async () => {
    open();
    expect(await screen.findByRole('article', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(detail('Desk lamp', 'Status')).toBe('Processing');
    expect(detail('Desk lamp', 'Seller')).toBe('Asha Rao');
    expect(detail('Calculus Textbook', 'Status')).toBe('Cancelled · Refunded');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total sales/)).not.toBeInTheDocument();
    const view = within(card('Desk lamp')).getByRole('link', { name: 'View order Desk lamp' });
    const hide = within(card('Desk lamp')).getByRole('button', { name: 'Delete order Desk lamp from my list' });
    expect(view).toHaveAttribute('href', '/checkout/CM-7K3Q9X2A');
    // View order comes first, and deleting is not the red, primary kind of button.
    expect(view.compareDocumentPosition(hide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(hide).backgroundColor).not.toBe(getComputedStyle(view).backgroundColor);
  });

  it('deletes an order from the buyer\'s own list after asking', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete order Desk lamp from my list' }));
    await answerConfirm(user, "Delete the order for Desk lamp from your list? It stays on record for the seller and the site's admins.", 'Delete from my list');
    expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Desk lamp' })).not.toBeInTheDocument());
  });

  describe('the checkout awaiting payment', () => {
    const pending = makeCheckout({
      lines: [
        makeCheckoutLine({
          _id: 'o9',
          product: { _id: 'p9', name: 'Lab coat', slug: 'lab-coat', price: 249.5 },
          quantity: 1,
          amount: 249.5,
          seller: { _id: 'u3', name: 'Ravi', email: 'ravi@campus.test', phone: '' },
        }),
      ],
    });

    it('stands above the purchases with Pay, which opens its payment in the Buy area', async () => {
      const user = userEvent.setup();
      open({ 'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout: pending } }) });
      const region = await screen.findByRole('region', { name: 'Checkout awaiting payment' });
      expect(region).toHaveTextContent('CM-PEND1NG0: ₹249.50');
      expect(within(region).getByRole('list', { name: 'Items in this checkout' })).toHaveTextContent('1 × Lab coat');
      await user.click(within(region).getByRole('link', { name: 'Pay ₹249.50' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/CM-PEND1NG0');
      expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"pay":true}');
    });

    it('cancels it, and it goes away', async () => {
      let checkout: Checkout | null = pending;
      const user = userEvent.setup();
      open({
        'GET /order/current-checkout': () => ({ status: 200, body: { success: true, checkout } }),
        'POST /order/cancel-checkout': () => {
          checkout = null;
          return { status: 200, body: { success: true, message: 'Checkout cancelled.' } };
        },
      });
      const region = await screen.findByRole('region', { name: 'Checkout awaiting payment' });
      await user.click(within(region).getByRole('button', { name: 'Cancel checkout' }));
      expect(await screen.findByText('Checkout cancelled.')).toBeInTheDocument();
      expect(sent('POST')).toMatchObject([{ url: '/order/cancel-checkout', data: { razorpayOrderId: 'order_9' } }]);
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Checkout awaiting payment' })).not.toBeInTheDocument());
      // Its place says so and holds the focus the vanished Cancel button had.
      expect(screen.getByText('Checkout CM-PEND1NG0 cancelled. Its items are free again.')).toHaveFocus();
    });

    it('is not there without one', async () => {
      open();
      await screen.findByRole('article', { name: 'Desk lamp' });
      expect(http?.calls.some((call) => call.url === '/order/current-checkout')).toBe(true);
      expect(screen.queryByRole('region', { name: 'Checkout awaiting payment' })).not.toBeInTheDocument();
    });
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
  it('lists every order with seller and buyer, total sales and status, and deletes none: a sale stays on record', async () => {
    renderOrders('/dashboard/admin/manage-order', '/order/manage-order', {}, admin);
    expect(await screen.findByText('Total sales: ₹499.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(detail('Desk lamp', 'Seller')).toBe('Asha Rao');
    expect(detail('Desk lamp', 'Buyer')).toBe('Meera Nair, 91234 56789');
    expect(statusOf('Desk lamp')).toBeEnabled();
    expect(detail('Calculus Textbook', 'Status')).toBe('Cancelled · Refunded');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin dashboard menu' })).toBeInTheDocument();
  });
});
