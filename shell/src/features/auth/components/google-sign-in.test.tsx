import { GOOGLE_PASSWORD_REMOVED } from '@campus/shared/contract';
import { mockHttp, renderScreens, student, type MockHandler } from '@campus/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleIdConfiguration } from '../api/google-identity';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const CLIENT_ID = 'campus-test.apps.googleusercontent.com';
const SCRIPT = 'script[src="https://accounts.google.com/gsi/client"]';

let http: ReturnType<typeof mockHttp> | undefined;
const initialize = vi.fn<(config: GoogleIdConfiguration) => void>();
const renderButton = vi.fn<(parent: HTMLElement) => void>();

function renderScreen(screenPath: '/login' | '/register', handlers: Record<string, MockHandler>) {
  http = mockHttp(handlers);
  return renderScreens({ '/login': <LoginPage />, '/register': <RegisterPage /> }, { route: screenPath });
}

const config = (googleClientId: string | null): MockHandler => () => ({ status: 200, body: { success: true, googleClientId } });

/** Plays Google's part: the user picked an account and GIS hands over its credential. */
async function signInWithGoogle() {
  await waitFor(() => expect(initialize).toHaveBeenCalled());
  const callback = initialize.mock.calls[0]?.[0].callback;
  await act(async () => callback?.({ credential: 'google-id-token' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  initialize.mockClear();
  renderButton.mockClear();
  window.google = { accounts: { id: { initialize, renderButton, cancel: vi.fn() } } };
});

afterEach(() => {
  delete window.google;
  vi.useRealTimers();
});

describe('Google sign-in', () => {
  it.each([null, ''])('is not offered at all when the server has no client id (%j)', async (clientId) => {
    renderScreen('/login', { 'GET /auth/config': config(clientId) });
    await waitFor(() => expect(http?.calls.map((call) => call.url)).toContain('/auth/config'));
    await act(() => vi.advanceTimersByTimeAsync(50));

    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(initialize).not.toHaveBeenCalled();
  });

  it('renders Google\'s button with the configured client id', async () => {
    renderScreen('/login', { 'GET /auth/config': config(CLIENT_ID) });
    await waitFor(() => expect(initialize).toHaveBeenCalled());
    expect(initialize.mock.calls[0]?.[0].client_id).toBe(CLIENT_ID);
    expect(renderButton).toHaveBeenCalledWith(screen.getByTestId('google-sign-in'), expect.objectContaining({ text: 'signin_with' }));
  });

  it('logs in with the credential, says "Login successful!" and goes home after 2 s', async () => {
    const { store } = renderScreen('/login', {
      'GET /auth/config': config(CLIENT_ID),
      'POST /auth/google-login': () => ({ status: 200, body: { success: true, message: 'ok', user: student, token: 'jwt-g' } }),
    });
    await signInWithGoogle();

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(http?.calls.find((call) => call.url === '/auth/google-login')?.data).toEqual({ token: 'google-id-token' });
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-g' });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("says so, for long enough to read, when the sign-in removed a password set on the address before it was verified", async () => {
    const { store } = renderScreen('/login', {
      'GET /auth/config': config(CLIENT_ID),
      'POST /auth/google-login': () => ({ status: 200, body: { success: true, message: GOOGLE_PASSWORD_REMOVED, user: student, token: 'jwt-g' } }),
    });
    await signInWithGoogle();

    expect(await screen.findByText(GOOGLE_PASSWORD_REMOVED)).toBeInTheDocument();
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-g' });
    // Home after 2 s as usual; the message is still there to read.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByText(GOOGLE_PASSWORD_REMOVED)).toBeInTheDocument();
  });

  it('says "Login failed" when the server refuses the credential', async () => {
    const { store } = renderScreen('/login', {
      'GET /auth/config': config(CLIENT_ID),
      'POST /auth/google-login': () => ({ status: 401, body: { success: false, message: 'Invalid Google token' } }),
    });
    await signInWithGoogle();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('');
  });

  it('says "Google login failed, please try again" when the server cannot be reached', async () => {
    renderScreen('/login', { 'GET /auth/config': config(CLIENT_ID), 'POST /auth/google-login': () => 'network-error' });
    await signInWithGoogle();
    expect(await screen.findByText('Google login failed, please try again')).toBeInTheDocument();
  });

  it('uses the register screen\'s own wording', async () => {
    renderScreen('/register', {
      'GET /auth/config': config(CLIENT_ID),
      'POST /auth/google-login': () => ({ status: 200, body: { success: true, message: 'ok', user: student, token: 'jwt-g' } }),
    });
    await signInWithGoogle();
    expect(renderButton).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ text: 'signup_with' }));
    expect(await screen.findByText('Login successfull!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says "Login failed !" on the register screen when the server refuses', async () => {
    renderScreen('/register', {
      'GET /auth/config': config(CLIENT_ID),
      'POST /auth/google-login': () => ({ status: 401, body: { success: false, message: 'Invalid Google token' } }),
    });
    await signInWithGoogle();
    expect(await screen.findByText('Login failed !')).toBeInTheDocument();
  });

  it("loads Google's script only once a client id is known", async () => {
    delete window.google;
    renderScreen('/login', { 'GET /auth/config': config(CLIENT_ID) });
    await waitFor(() => expect(document.head.querySelector(SCRIPT)).not.toBeNull());
    expect(document.head.querySelectorAll(SCRIPT)).toHaveLength(1);
  });
});
