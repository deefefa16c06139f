import { baseApi } from '@campus/shared/api';
import { REFUSED_HANDSHAKE_RETRY, SOCKET_ERRORS, type SessionUser } from '@campus/shared/contract';
import { loggedIn, loggedOut } from '@campus/shared/store';
import { makeNotification, mockHttp, renderWithProviders, session, student } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, latestSocket } from '../api/fake-notification-socket';
import { TopNav } from '../components/top-nav';
import { NOTIFICATION_POLL_MS } from './use-unread-notifications';

vi.mock('../api/notification-socket', () => import('../api/fake-notification-socket'));


const sale = makeNotification();

// What another area shows while the member is on it: a seller's orders and a product grid, with the tags
// the dashboard and the buy remote give them.
const openScreenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openSellerOrders: build.query<unknown, void>({
      query: () => ({ url: '/order/seller-orders' }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    openProducts: build.query<unknown, void>({
      query: () => ({ url: '/product/get-product' }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    openBookings: build.query<unknown, void>({
      query: () => ({ url: '/bookings' }),
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
  }),
});

function OpenScreen() {
  openScreenApi.useOpenSellerOrdersQuery();
  openScreenApi.useOpenProductsQuery();
  openScreenApi.useOpenBookingsQuery();
  return null;
}

/** The path and query the page is on. */
function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderPage(user: SessionUser | null = student, token = 'jwt-1') {
  return renderWithProviders(
    <>
      <TopNav />
      <OpenScreen />
    </>,
    { preloadedState: session(user, token), route: '/about' },
  );
}

/** How many notifications the server says are unread. */
let unread = 0;
/** How many conversation messages the server says wait for the member. */
let unreadMessages = 0;
let http: ReturnType<typeof mockHttp>;
const callsTo = (url: string) => http.calls.filter((call) => call.url === url).length;

beforeEach(() => {
  fakeSockets.length = 0;
  http = mockHttp({
    'GET /notifications': () => ({ status: 200, body: { success: true, notifications: [], unread } }),
    'GET /conversations/unread': () => ({ status: 200, body: { success: true, unread: unreadMessages } }),
    'GET /order/seller-orders': () => ({ status: 200, body: { success: true, orders: [] } }),
    'GET /product/get-product': () => ({ status: 200, body: { success: true, getProduct: [] } }),
    'GET /bookings': () => ({ status: 200, body: { success: true, bookings: [] } }),
    'POST /notifications/read': () => ({ status: 200, body: { success: true, unread: 0 } }),
  });
});

afterEach(() => {
  unread = 0;
  unreadMessages = 0;
  vi.useRealTimers();
});

describe('live notifications', () => {
  it("badges Connect Zone and its Messages entry with the unread messages, live on a conversation's activity", async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    await waitFor(() => expect(callsTo('/conversations/unread')).toBe(2));
    expect(screen.getByRole('button', { name: 'Connect Zone' })).toBeInTheDocument();

    unreadMessages = 2;
    act(() => socket.fire('conversationActivity', { conversationId: 'c1' }));
    const connect = await screen.findByRole('button', { name: 'Connect Zone, 2 unread messages' });
    expect(within(connect).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(screen.getByLabelText('Menu, 2 unread messages').tagName).toBe('BUTTON');
    await user.click(connect);
    const messages = screen.getByRole('menuitem', { name: 'Messages, 2 unread' });
    expect(messages).toHaveTextContent('Messages (2)');
    expect(messages).toHaveAttribute('href', '/messages');
  });

  it('toast each notification, badge the account button with the unread count and refresh the open screens', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(callsTo('/order/seller-orders')).toBe(1));
    const socket = latestSocket();
    expect(socket.token).toBe('jwt-1');
    act(() => socket.serverConnect());
    await waitFor(() => expect(callsTo('/notifications')).toBe(2));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();

    unread = 1;
    act(() => socket.deliver(sale));

    expect(await screen.findByRole('status')).toHaveTextContent(sale.message);
    const account = await screen.findByRole('button', { name: 'Asha Rao, 1 unread notification' });
    expect(within(account).getByTestId('unread-badge')).toHaveTextContent('1');
    expect(screen.getByLabelText('Menu, 1 unread notification').tagName).toBe('BUTTON');
    await waitFor(() => {
      expect(callsTo('/order/seller-orders')).toBe(2);
      expect(callsTo('/product/get-product')).toBe(2);
      expect(callsTo('/notifications')).toBe(3);
    });

    // The menu entry keeps counting as before.
    await user.click(account);
    expect(screen.getByRole('menuitem', { name: 'Notification, 1 unread' })).toHaveTextContent('Notification (1)');
  });

  it("refreshes an open bookings list on a booking's notification, and not the order lists", async () => {
    renderPage();
    await waitFor(() => expect(callsTo('/bookings')).toBe(1));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    const accepted = makeNotification({
      _id: '7a2d3b4c-5e6f-4a1b-9c8d-7e6f5a4b3c2d',
      kind: 'booking',
      orderId: null,
      bookingId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      message: 'Asha Rao accepted your booking of Mountain bike (3 – 5 Dec 2026): pay by 2 Dec, 12:00',
    });
    act(() => socket.deliver(accepted));
    expect(await screen.findByText(accepted.message)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/bookings')).toBe(2));
    expect(callsTo('/order/seller-orders')).toBe(1);
    expect(callsTo('/product/get-product')).toBe(1);
  });

  it("reads a notification whose toast's Open is taken, and opens its screen on the member's side of the booking", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TopNav />
        <Routes>
          <Route path="/about" element={<p>About</p>} />
          <Route path="/dashboard/user/bookings" element={<Where />} />
        </Routes>
      </>,
      { preloadedState: session(student, 'jwt-1'), route: '/about' },
    );
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    const request = makeNotification({
      _id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      kind: 'booking',
      orderId: null,
      bookingId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      bookingSide: 'owner',
      message: 'Ravi Kumar asks to book Mountain bike (3 – 5 Dec 2026)',
    });
    act(() => socket.deliver(request));
    const toastShown = await screen.findByRole('status');
    expect(toastShown).toHaveTextContent(request.message);
    await user.click(within(toastShown).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('/dashboard/user/bookings?as=owner')).toBeInTheDocument();
    await waitFor(() => expect(http.calls.find((call) => call.method === 'POST' && call.url === '/notifications/read')?.data).toEqual({ ids: [request._id] }));
  });

  it('counts several unread notifications in words on the button', async () => {
    unread = 2;
    renderPage();
    const account = await screen.findByRole('button', { name: 'Asha Rao, 2 unread notifications' });
    expect(within(account).getByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('opens no connection for a visitor, and one with the session token once they log in', async () => {
    const { store } = renderPage(null);
    await act(async () => undefined);
    expect(fakeSockets).toEqual([]);
    expect(callsTo('/notifications')).toBe(0);

    act(() => {
      store.dispatch(loggedIn({ user: student, token: 'jwt-new' }));
    });
    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-new']));
  });

  it('closes the connection at logout and reopens it with the new token of the next session', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const first = latestSocket();
    act(() => first.serverConnect());

    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(first.disconnect).toHaveBeenCalledTimes(1);
    expect(first.listenerCount()).toBe(0);
    // A notification that still reached the closed socket shows nothing to whoever is at the browser now.
    act(() => first.deliver(sale));
    expect(screen.queryByText(sale.message)).not.toBeInTheDocument();

    act(() => {
      store.dispatch(loggedIn({ user: student, token: 'jwt-2' }));
    });
    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-1', 'jwt-2']));

    act(() => {
      store.dispatch(loggedIn({ user: student, token: 'jwt-3' }));
    });
    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-1', 'jwt-2', 'jwt-3']));
    expect(fakeSockets[1]?.disconnect).toHaveBeenCalledTimes(1);
    expect(fakeSockets[2]?.disconnect).not.toHaveBeenCalled();
  });

  it('polls the count only while disconnected, and asks again on every (re)connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await waitFor(() => expect(callsTo('/notifications')).toBe(1));
    const socket = latestSocket();

    // Not connected yet: the fallback polls.
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS + 100));
    expect(callsTo('/notifications')).toBe(2);

    // Connected: one catch-up request for the count only, then nothing on a timer.
    act(() => socket.serverConnect());
    await waitFor(() => expect(callsTo('/notifications')).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3));
    expect(callsTo('/notifications')).toBe(3);
    expect(callsTo('/order/seller-orders')).toBe(1);

    // Dropped: polling again.
    act(() => socket.drop());
    expect(socket.connect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS + 100));
    expect(callsTo('/notifications')).toBe(4);

    // Back: whatever was missed is fetched once, the open lists too, and the polling stops.
    act(() => socket.serverConnect());
    await waitFor(() => {
      expect(callsTo('/notifications')).toBe(5);
      expect(callsTo('/order/seller-orders')).toBe(2);
      expect(callsTo('/product/get-product')).toBe(2);
    });
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3));
    expect(callsTo('/notifications')).toBe(5);
  });

  it('forgets the session the server ended, says so, and does not reconnect with its token', async () => {
    const { store } = renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => socket.serverConnect());

    act(() => socket.endSession());

    expect(await screen.findByText(SOCKET_ERRORS.sessionEnded)).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.listenerCount()).toBe(0);
    // A visitor's page: Login in the navigation, no live connection.
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(fakeSockets).toHaveLength(1);
  });

  it("keeps the page's new session when its previous connection hears of the old session's end", async () => {
    const { store } = renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const previous = latestSocket();
    act(() => previous.serverConnect());

    // A password reset (or a Google sign-in) in this browser answered a new session; the end of every earlier one
    // reaches the previous connection before the page has closed it.
    store.dispatch(loggedIn({ user: student, token: 'jwt-after-reset' }));
    previous.endSession();

    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-1', 'jwt-after-reset']));
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-after-reset' });
    expect(screen.queryByText(SOCKET_ERRORS.sessionEnded)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('reconnects by itself when the server closed the connection (a restart)', async () => {
    renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    act(() => socket.drop('io server disconnect'));
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('tries a refused handshake again after a back-off, polling meanwhile, and stops once the page lets it go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();

    act(() => socket.refuse(SOCKET_ERRORS.tooManyForMember));
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.firstDelayMs * (1 - REFUSED_HANDSHAKE_RETRY.randomizationFactor) - 50));
    expect(socket.connect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.firstDelayMs));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    // Still refused: the next try waits longer; meanwhile the count is polled.
    act(() => socket.refuse(SOCKET_ERRORS.tooManyForMember));
    const polled = callsTo('/notifications');
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS + 100));
    expect(callsTo('/notifications')).toBeGreaterThan(polled);
    act(() => socket.serverConnect());
    expect(socket.connect).toHaveBeenCalledTimes(2);

    // Refused again, then logged out before the retry is due: nothing reopens the dead session's socket.
    act(() => socket.refuse(SOCKET_ERRORS.tooManyForMember));
    act(() => {
      store.dispatch(loggedOut());
    });
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.maxDelayMs * 2));
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(socket.listenerCount()).toBe(0);
  });

  it('does not loop on a handshake refused because the session has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => socket.refuse(SOCKET_ERRORS.sessionEnded));
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.maxDelayMs * 2));
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
