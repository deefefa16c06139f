import type { Notification } from '@campus/shared/contract';
import { admin, mockHttp, student } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

const sale: Notification = {
  _id: '6f1c1e0b-6a43-4f55-9a61-3d2a0c1f7b10',
  seq: 2,
  kind: 'order-placed',
  bookingId: null,
  bookingSide: null,
  message: 'Meera Nair bought 2 × Engineering drafter.',
  orderId: '5c2d7e8f-1b3a-4c6d-8e9f-a0b1c2d3e4f5',
  createdAt: '2026-03-02T10:00:00.000Z',
  read: false,
};
const shipped: Notification = {
  ...sale,
  _id: '7a2d7e8f-1b3a-4c6d-8e9f-a0b1c2d3e4f5',
  seq: 1,
  kind: 'order-status',
  message: 'Your order of Calculus Textbook is now Shipped.',
  createdAt: '2026-03-01T09:30:00.000Z',
  read: true,
};

let http: ReturnType<typeof mockHttp> | undefined;

/** The page over a stateful fake API: marking read changes what later reads return. */
function renderNotifications(items: Notification[], route = '/dashboard/user/notifications', user = student) {
  let stored = items;
  http = mockHttp({
    'GET /notifications': () => ({
      status: 200,
      body: { success: true, notifications: stored, unread: stored.filter((item) => !item.read).length },
    }),
    'POST /notifications/read': () => {
      stored = stored.map((item) => ({ ...item, read: true }));
      return { status: 200, body: { success: true, unread: 0 } };
    },
  });
  return renderDashboard(route, user);
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('Notifications', () => {
  it('says so when there is nothing yet, without a mark-all button', async () => {
    renderNotifications([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute('href', '/dashboard/user/notification-settings');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('lists messages newest first with their time, unread ones marked, each linking to its orders screen', async () => {
    renderNotifications([sale, shipped]);
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const [first, second] = items();
    if (!first || !second) throw new Error('two items expected');
    expect(first).toHaveTextContent('Meera Nair bought 2 × Engineering drafter.');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', sale.createdAt);
    expect(within(first).getByRole('link', { name: 'Manage Your Orders' })).toHaveAttribute('href', '/dashboard/user/manage-orders');
    expect(second).toHaveTextContent('Your order of Calculus Textbook is now Shipped.');
    expect(within(second).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Purchased Products' })).toHaveAttribute(
      'href',
      '/dashboard/user/manage-purchased-products',
    );
    // Opening the page marks nothing.
    expect(http?.calls.map((call) => `${call.method} ${call.url}`)).not.toContain('POST /notifications/read');
  });

  it('marks all as read on request and shows the refreshed list', async () => {
    const user = userEvent.setup();
    renderNotifications([sale, shipped]);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('sends an admin to the all-orders screen for a sale, inside the admin layout', async () => {
    renderNotifications([sale], '/dashboard/admin/notifications', admin);
    await screen.findByText(sale.message);
    expect(within(items()[0] as HTMLElement).getByRole('link', { name: 'Manage Orders' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-order',
    );
    expect(screen.getByRole('navigation', { name: 'Admin dashboard menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute('href', '/dashboard/admin/notification-settings');
  });

  it('links a booking\'s notification to the member\'s side of it', async () => {
    const asked = { ...sale, _id: '8b3e8f90-2c4b-4d7e-9fa0-b1c2d3e4f5a6', kind: 'booking', orderId: null, bookingId: '9c4f9a01-3d5c-4e8f-a0b1-c2d3e4f5a6b7', bookingSide: 'owner', message: 'Bala Borrower asks to book Mountain bike' } as const;
    const accepted = { ...asked, _id: '0d5a0b12-4e6d-4f90-b1c2-d3e4f5a6b7c8', seq: 3, bookingSide: 'borrower', message: 'Olga Owner accepted your booking of Camera' } as const;
    renderNotifications([accepted, asked]);
    await screen.findByText(asked.message);
    const [forBorrower, forOwner] = items();
    expect(within(forOwner as HTMLElement).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
    expect(within(forBorrower as HTMLElement).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=borrower');
  });
});
