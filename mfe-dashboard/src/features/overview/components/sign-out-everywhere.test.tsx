import { SIGNED_OUT_EVERYWHERE, SOCKET_ERRORS } from '@campus/shared/contract';
import { sessionEndedByServer } from '@campus/shared/store';
import { admin, mockHttp, student, type MockReply } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

const SIGN_OUT = 'POST /auth/sign-out-everywhere';

/** The profile screen at `route` over a fake API whose sign-out-everywhere answers `reply`. */
function openProfile(reply: () => MockReply | Promise<MockReply>, route = '/dashboard/user', member = student) {
  const http = mockHttp({ [SIGN_OUT]: reply });
  const user = userEvent.setup();
  const { store } = renderDashboard(route, member);
  return { http, user, store, calls: () => http.calls.filter((call) => `${call.method} ${call.url}` === SIGN_OUT) };
}

const signedOut = (): MockReply => ({ status: 200, body: { success: true, message: SIGNED_OUT_EVERYWHERE } });

describe('Sign out everywhere', () => {
  it.each([
    ['/dashboard/user', student],
    ['/dashboard/admin', admin],
  ] as const)('on %s asks in the dialog, ends every session, then logs this browser out to the login page', async (route, member) => {
    const { user, store, calls } = openProfile(signedOut, route, member);
    const card = screen.getByRole('region', { name: 'Your sessions' });
    await user.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere' });
    expect(dialog).toHaveAccessibleDescription(/Every session of your account ends, on every device and browser, this one too/);
    // The harmless answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(calls()).toHaveLength(1);
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE)).toBeInTheDocument();
  });

  it("still logs out to the login page when the page's own connection hears of the end before the answer", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { user, store } = openProfile(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    const token = store.getState().auth.token;
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
    // The server ended the page's live connections, which told the page first.
    act(() => {
      store.dispatch(sessionEndedByServer(SOCKET_ERRORS.sessionEnded, token));
    });
    answer(signedOut());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE)).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    // One word about it: the session's end toast gave way, and the call RTK Query called off is no failure.
    expect(screen.queryByText(SOCKET_ERRORS.sessionEnded)).not.toBeInTheDocument();
    expect(screen.queryByText('Could not sign you out everywhere. Please try again.')).not.toBeInTheDocument();
  });

  it('does nothing when the member cancels', async () => {
    const { user, store, calls } = openProfile(signedOut);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls()).toHaveLength(0);
    expect(store.getState().auth.token).not.toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/user$/);
  });

  it('says why when the server refuses, and keeps this browser signed in', async () => {
    const { user, store } = openProfile(() => ({ status: 500, body: { success: false, message: 'Something went wrong on our side.' } }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/user$/);
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });
});
