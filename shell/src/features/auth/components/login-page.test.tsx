import { STORAGE_KEYS, type RootState } from '@campus/shared/store';
import { fakeTimersInEachTest, mockHttp, renderScreens, student } from '@campus/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';


let http: ReturnType<typeof mockHttp> | undefined;

function renderLogin(route: InitialEntry = '/login', preloadedState: Partial<RootState> = {}) {
  return renderScreens({ '/login': <LoginPage /> }, { route, preloadedState });
}

async function fillAndSubmit(email = 'asha@campus.test', password = 'secret-pass') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const loginOk = () => ({ status: 200, body: { success: true, message: 'Login successfully', user: student, token: 'jwt-1' } });

fakeTimersInEachTest();

describe('LoginPage', () => {
  it('stores the session, shows the server message and goes home after 2 s', async () => {
    http = mockHttp({ 'POST /auth/login': loginOk });
    const { store } = renderLogin();
    await fillAndSubmit('Asha@Campus.test ');

    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(http.calls.find((call) => call.url === '/auth/login')?.data).toEqual({
      email: 'asha@campus.test',
      password: 'secret-pass',
    });
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-1' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({ user: student, token: 'jwt-1' });

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('returns to the page the guard sent the user away from', async () => {
    http = mockHttp({ 'POST /auth/login': loginOk });
    renderLogin({ pathname: '/login', state: { from: '/dashboard/user/manage-orders' } });
    await fillAndSubmit();
    await screen.findByText('Login successfully');

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/manage-orders');
  });

  it("takes the refused login's error away when the next attempt succeeds: it never stays beside the success", async () => {
    let refuse = true;
    http = mockHttp({
      'POST /auth/login': () => (refuse ? { status: 401, body: { success: false, message: 'Invalid email or password' } } : loginOk()),
    });
    renderLogin();
    await fillAndSubmit('asha@campus.test', 'wrong');
    expect(await screen.findByRole('status')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('form', { name: 'Login' })).toHaveTextContent('Invalid email or password');
    refuse = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    // react-hot-toast lets a dismissed toast fade out, then removes it.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('tells a member sent from an admin page that their account has no admin access, and nobody else', async () => {
    http = mockHttp({});
    const signedIn = { auth: { user: student, token: 'jwt-1' } };
    const { unmount } = renderLogin({ pathname: '/login', state: { from: '/dashboard/admin', reason: 'not-admin' } }, signedIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has no admin access');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    unmount();

    renderLogin({ pathname: '/login', state: { from: '/dashboard/user' } });
    expect(screen.queryByText(/no admin access/)).not.toBeInTheDocument();
  });

  it('shows the server message when the login is refused (401)', async () => {
    http = mockHttp({
      'POST /auth/login': () => ({ status: 401, body: { success: false, message: 'Invalid email or password' } }),
    });
    const { store } = renderLogin();
    await fillAndSubmit();

    // A toast (docs/product-rules.md "Texts"), and on the form too, tied to it, where it stays past the toast's 4 s.
    expect(await screen.findByRole('status')).toHaveTextContent('Invalid email or password');
    const form = screen.getByRole('form', { name: 'Login' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(form).toHaveAccessibleDescription('Invalid email or password');
    expect(screen.queryByText("Wrong password or user doesn't exist !")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(store.getState().auth.token).toBe('');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says \"Wrong password or user doesn't exist !\" when the server cannot be reached", async () => {
    http = mockHttp({ 'POST /auth/login': () => 'network-error' });
    renderLogin();
    await fillAndSubmit();

    // One toast, and the same words on the form.
    expect(await screen.findByRole('status')).toHaveTextContent("Wrong password or user doesn't exist !");
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(within(screen.getByRole('form', { name: 'Login' })).getByRole('alert')).toHaveTextContent("Wrong password or user doesn't exist !");
  });

  it('checks the fields before sending anything', async () => {
    http = mockHttp({ 'POST /auth/login': loginOk });
    renderLogin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls.filter((call) => call.url === '/auth/login')).toHaveLength(0);
  });

  it('disables the button while the login is on its way', async () => {
    http = mockHttp({ 'POST /auth/login': () => 'never' });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it('tells a logged-in user so instead of showing the form again', () => {
    http = mockHttp({});
    renderLogin('/login', { auth: { user: student, token: 'jwt-1' } });
    expect(screen.getByText(/You are logged in as/)).toHaveTextContent('You are logged in as Asha Rao.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/user');
  });
});
