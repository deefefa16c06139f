import { LocationProbe, mockHttp, renderWithProviders, session, student, fakeTimersInEachTest } from '@campus/shared/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuardKind } from '../../../config/areas';
import { AuthGuard, type GuardRedirectState } from './auth-guard';

let http: ReturnType<typeof mockHttp> | undefined;

function renderGuard(kind: GuardKind, token: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <AuthGuard kind={kind}>
              <p>Dashboard content</p>
            </AuthGuard>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/dashboard/${kind}`, preloadedState: token ? session(student, token) : {} },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The login route, and the reason the guard sent along (GuardRedirectState). */
function LoginProbe() {
  const state = useLocation().state as GuardRedirectState | null;
  return (
    <>
      <p>Login screen</p>
      <p data-testid="reason">{state?.reason ?? 'none'}</p>
    </>
  );
}

fakeTimersInEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuthGuard', () => {
  it('without a token counts down on a spinner and goes to /login after 2 s, asking nothing', async () => {
    http = mockHttp({});
    renderGuard('user', '');

    // Silent at first: a check that succeeds at once never shows its spinner.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await advance(300);
    expect(screen.getByRole('status')).toHaveTextContent('redirecting in 2 s');
    await advance(800);
    expect(screen.getByRole('status')).toHaveTextContent('redirecting in 1 s');
    await advance(500);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user');

    await advance(600);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(http.calls).toHaveLength(0);
  });

  it('shows the page once the server answers ok: true, sending the bearer token, without a word about the check', async () => {
    http = mockHttp({ 'GET /auth/user-auth': () => ({ status: 200, body: { ok: true } }) });
    renderGuard('user', 'jwt-user');

    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    expect(screen.queryByText(/Checking your access/)).not.toBeInTheDocument();
    expect(http.calls[0]?.headers.Authorization).toBe('Bearer jwt-user');
    await advance(3000);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user');
  });

  it('on a 401 keeps the spinner, only logs the failure, and goes to /login after 2 s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    http = mockHttp({ 'GET /auth/user-auth': () => ({ status: 401, body: { success: false, message: 'Unauthorized' } }) });
    renderGuard('user', 'expired');

    await advance(1000);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await advance(1100);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(screen.getByTestId('reason')).toHaveTextContent('none');
  });

  it('the admin guard asks admin-auth and sends a user token to /login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    http = mockHttp({
      'GET /auth/admin-auth': () => ({ status: 403, body: { success: false, message: 'Admins only' } }),
      'GET /auth/user-auth': () => ({ status: 200, body: { ok: true } }),
    });
    renderGuard('admin', 'jwt-user');

    await advance(2100);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(http.calls.map((call) => call.url)).toEqual(['/auth/admin-auth']);
    // The login page learns why: signed in, but not an admin.
    expect(screen.getByTestId('reason')).toHaveTextContent('not-admin');
  });

  it('an answer of ok: false is not enough either', async () => {
    http = mockHttp({ 'GET /auth/admin-auth': () => ({ status: 200, body: { ok: false } }) });
    renderGuard('admin', 'jwt-user');

    await advance(2100);
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
