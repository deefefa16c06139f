import type { Notification } from '@campus/shared/contract';
import { STORAGE_KEYS, type CartItem, type RootState } from '@campus/shared/store';
import { LocationProbe, makeMember, mockHttp, renderWithProviders, student } from '@campus/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from './top-nav';

// A member's page opens the live connection; here it is a fake that never connects (so the count is polled).
vi.mock('../api/notification-socket', () => import('../api/fake-notification-socket'));

const admin = makeMember({ _id: 'a1', name: 'Campus Admin', role: 'admin' });
const lamp: CartItem = { _id: 'p1', name: 'Desk lamp', slug: 'desk-lamp', price: 250, quantity: 1 };
const books: CartItem = { _id: 'p2', name: 'Engineering maths set', slug: 'maths-set', price: 400, quantity: 3 };

function renderNav(preloadedState: Partial<RootState> = {}, route = '/about') {
  return renderWithProviders(
    <>
      <TopNav />
      <LocationProbe />
    </>,
    { preloadedState, route },
  );
}

const menuItem = (name: string) => screen.getByRole('menuitem', { name });

/** How many notifications the account menu is told are unread; tests that count set it. */
let unread = 0;
let http: ReturnType<typeof mockHttp>;

beforeEach(() => {
  http = mockHttp({
    'GET /notifications': () => ({
      status: 200,
      body: { success: true, notifications: [] satisfies Notification[], unread },
    }),
  });
});

afterEach(() => {
  unread = 0;
  vi.useRealTimers();
});

describe('TopNav', () => {
  it('offers Register and Login to visitors, and neither the cart nor an account menu', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Campus Marketplace' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asha Rao' })).not.toBeInTheDocument();
  });

  it('shows a visitor the cart once it holds items, badged with their quantity', () => {
    renderNav({ cart: [lamp, books] });
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['Services', [['Buy', '/'], ['Borrow', '/rent'], ['Hire', '/service']]],
    ['About & Support', [['About', '/about'], ['Contact', '/contact']]],
    ['Connect Zone', [['Community Hub', '/chat'], ['Upcoming Events', '/events']]],
  ])('the %s menu opens on click and lists its pages', async (label, entries) => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: label });
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
  });

  it('closes a menu on Escape (focus back on its button), on an outside click and on navigation', async () => {
    const user = userEvent.setup();
    renderNav();
    const services = screen.getByRole('button', { name: 'Services' });

    await user.click(services);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(services).toHaveFocus();

    await user.click(services);
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(services);
    await user.click(menuItem('Borrow'));
    expect(screen.getByTestId('location')).toHaveTextContent('/rent');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens with focus inside, arrows move, Escape returns', async () => {
    const user = userEvent.setup();
    renderNav();
    const connect = screen.getByRole('button', { name: 'Connect Zone' });
    connect.focus();

    await user.keyboard('{Enter}');
    expect(menuItem('Community Hub')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Upcoming Events')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Community Hub')).toHaveFocus();
    await user.keyboard('{End}');
    expect(menuItem('Upcoming Events')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(connect).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(menuItem('Upcoming Events')).toHaveFocus();
  });

  it('folds behind a named toggle on phones, which any navigation closes again', async () => {
    const user = userEvent.setup();
    renderNav();
    // The toggle is display:none on wide screens, which is all jsdom knows about, so it has no role name here.
    const toggle = screen.getByLabelText('Menu');
    expect(toggle.tagName).toBe('BUTTON');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Services' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open phone panel on Escape wherever the focus went, and gives the focus back to its toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TopNav />
        <button type="button">Elsewhere on the page</button>
      </>,
      { route: '/about' },
    );
    const toggle = screen.getByLabelText('Menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers Sell outside the folded menu: a visitor goes to the login page, which is told to come back to Sell Product', async () => {
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByLabelText('Menu');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const sell = screen.getByRole('link', { name: 'Sell' });
    expect(panel).not.toContainElement(sell);
    await user.click(sell);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/dashboard/user/create-order' }));
  });

  it('takes a member straight to Sell Product with Sell', async () => {
    const user = userEvent.setup();
    renderNav({ auth: { user: student, token: 'jwt' } });
    const sell = screen.getByRole('link', { name: 'Sell' });
    expect(sell).toHaveAttribute('href', '/dashboard/user/create-order');
    await user.click(sell);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/create-order');
  });

  it('shows a logged-in user a menu with their name, Dashboard, Notification and Logout, and no Register or Login', async () => {
    const user = userEvent.setup();
    renderNav({ auth: { user: student, token: 'jwt' } });
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const items = within(screen.getByRole('menu', { name: 'Asha Rao' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Notification', 'Logout']);
    expect(menuItem('Dashboard')).toHaveAttribute('href', '/dashboard/user');
    expect(menuItem('Notification')).toHaveAttribute('href', '/dashboard/user/notifications');
  });

  it('counts unread notifications on the account button and in the Notification entry, which opens the notifications, not logout', async () => {
    unread = 2;
    const user = userEvent.setup();
    const { store } = renderNav({ auth: { user: student, token: 'jwt' } });
    const account = await screen.findByRole('button', { name: 'Asha Rao, 2 unread notifications' });
    expect(within(account).getByTestId('unread-badge')).toHaveTextContent('2');
    await user.click(account);

    const entry = await screen.findByRole('menuitem', { name: 'Notification, 2 unread' });
    expect(entry).toHaveTextContent('Notification (2)');
    await user.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/notifications');
    expect(store.getState().auth.user).toEqual(student);
  });

  it('asks for no notification count without a session', async () => {
    renderNav();
    await act(async () => undefined);
    expect(http.calls.filter((call) => call.url === '/notifications')).toEqual([]);
  });

  it('sends an admin to the admin dashboard and the admin notifications', async () => {
    const user = userEvent.setup();
    renderNav({ auth: { user: admin, token: 'jwt' } });
    await user.click(screen.getByRole('button', { name: 'Campus Admin' }));
    expect(menuItem('Dashboard')).toHaveAttribute('href', '/dashboard/admin');
    expect(menuItem('Notification')).toHaveAttribute('href', '/dashboard/admin/notifications');
  });

  it('hides the cart badge while the cart is empty', () => {
    renderNav({ auth: { user: student, token: 'jwt' }, cart: [] });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('badges the cart with the total quantity of its items', () => {
    renderNav({ auth: { user: student, token: 'jwt' }, cart: [lamp, books] });
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
  });

  it('logout clears the session, the stored auth and the cart, toasts, and goes to /login after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user: student, token: 'jwt' }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([lamp]));
    const { store } = renderNav({ auth: { user: student, token: 'jwt' }, cart: [lamp] }, '/dashboard/user');

    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    await user.click(menuItem('Logout'));

    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(store.getState().cart).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
