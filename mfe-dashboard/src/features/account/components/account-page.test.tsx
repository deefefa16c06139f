import {
  ACCOUNT_DELETED,
  ACCOUNT_UPDATED,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_UPDATED,
  deleteRefusedMessage,
  type Account,
} from '@campus/shared/contract';
import { admin, mockHttp, student, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

const account: Account = { name: student.name, email: student.email, phone: student.phone, messagesOnly: false, hasPassword: true };

/** The Account screen at `route` over a fake API: the account, and the handlers a test gives. */
function openAccount(handlers: Record<string, MockHandler> = {}, { route = '/dashboard/user/account', member = student, mine = account } = {}) {
  const http = mockHttp({ 'GET /auth/account': () => ({ status: 200, body: { success: true, account: mine } }), ...handlers });
  const user = userEvent.setup();
  const { store } = renderDashboard(route, member);
  const calls = (key: string) => http.calls.filter((call) => `${call.method} ${call.url}` === key);
  return { http, user, store, calls };
}

describe('Your account', () => {
  it.each([
    ['/dashboard/user/account', student],
    ['/dashboard/admin/account', admin],
  ] as const)('is on %s, in the menu, titled', async (route, member) => {
    openAccount({}, { route, member, mine: { ...account, name: member.name, email: member.email } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your account/));
    expect(screen.getAllByRole('link', { name: 'Your Account' })[0]).toHaveAttribute('href', route);
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(member.name);
  });

  it('saves name, phone and "messages only", and the session keeps the new name', async () => {
    const { user, store, calls } = openAccount({
      'PUT /auth/account': (request) => {
        const body = request.data as Account;
        return {
          status: 200,
          body: { success: true, message: ACCOUNT_UPDATED, account: { ...account, ...body }, user: { ...student, name: body.name, phone: body.phone } },
        };
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Asha R.');
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '+91 91234 56789');
    await user.click(screen.getByRole('checkbox', { name: /Contact me through messages only/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_UPDATED)).toBeInTheDocument();
    expect(calls('PUT /auth/account')[0]?.data).toEqual({ name: 'Asha R.', phone: '+91 91234 56789', messagesOnly: true });
    expect(store.getState().auth.user).toMatchObject({ name: 'Asha R.', phone: '+91 91234 56789' });
    expect(store.getState().auth.token).toBe('jwt');
  });

  it('checks the fields before sending', async () => {
    const { user, calls } = openAccount();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(calls('PUT /auth/account')).toHaveLength(0);
  });

  it('changes the password and keeps this browser logged in with the new session', async () => {
    const { user, store, calls } = openAccount({
      'POST /auth/change-password': () => ({ status: 200, body: { success: true, message: PASSWORD_UPDATED, user: student, token: 'jwt-2' } }),
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_UPDATED)).toBeInTheDocument();
    expect(calls('POST /auth/change-password')[0]?.data).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-77' });
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-2' });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says why a password change is refused, and keeps the session', async () => {
    const { user, store } = openAccount({
      'POST /auth/change-password': () => ({ status: 400, body: { success: false, message: CURRENT_PASSWORD_WRONG } }),
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('jwt');
  });

  it('lets a Google-only account set a password without a current one', async () => {
    openAccount({}, { mine: { ...account, hasPassword: false } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
  });

  it('deletes the account after the dialog, logs this browser out and goes home', async () => {
    const { user, store, calls } = openAccount({
      'POST /auth/delete-account': () => ({ status: 200, body: { success: true, message: ACCOUNT_DELETED } }),
    });
    const part = await screen.findByRole('region', { name: 'Delete my account' });
    await user.type(within(part).getByLabelText(/^Your password/), 'my-secret');
    await user.click(within(part).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls('POST /auth/delete-account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls('POST /auth/delete-account')[0]?.data).toEqual({ password: 'my-secret' });
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
  });

  it('says what is in progress when deletion is refused, and keeps the session', async () => {
    const refusal = deleteRefusedMessage(['a booking']);
    const { user, store } = openAccount({ 'POST /auth/delete-account': () => ({ status: 409, body: { success: false, message: refusal } }) });
    const part = await screen.findByRole('region', { name: 'Delete my account' });
    await user.type(within(part).getByLabelText(/^Your password/), 'my-secret');
    await user.click(within(part).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('jwt');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/user\/account$/);
  });
});
