import { RESET_LINK_INVALID } from '@campus/shared/contract';
import { STORAGE_KEYS } from '@campus/shared/store';
import { mockHttp, renderScreens, student } from '@campus/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

const changed = () => ({
  status: 200,
  body: { success: true, message: 'Your password has been changed, and you are signed in.', user: student, token: 'jwt-new' },
});

function renderReset(route = '/reset-password?token=tok_123-abc') {
  return renderScreens({ '/reset-password': <ResetPasswordPage />, '/': <h1>Home</h1> }, { route });
}

async function choose(password: string, again = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('ResetPasswordPage', () => {
  it("sends the link's token with the new password, signs the member in and goes home", async () => {
    const http = mockHttp({ 'POST /auth/reset-password': changed });
    const { store } = renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(document.title).toBe('Choose a new password · Campus Marketplace');
    await choose('brand-new-secret');

    expect(await screen.findByText('Your password has been changed, and you are signed in.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.url === '/auth/reset-password')?.data).toEqual({ token: 'tok_123-abc', password: 'brand-new-secret' });
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-new' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({ user: student, token: 'jwt-new' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('asks for the same password twice, by the registration rules, before sending anything', async () => {
    const http = mockHttp({ 'POST /auth/reset-password': changed });
    renderReset();
    await choose('abc');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('New password again'));
    await choose('brand-new-secret', 'brand-new-secreT');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(screen.getByLabelText('New password again')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls.filter((call) => call.url === '/auth/reset-password')).toHaveLength(0);
  });

  it("shows why a used or expired link is refused, stays signed out and offers a new link", async () => {
    mockHttp({ 'POST /auth/reset-password': () => ({ status: 400, body: { success: false, message: RESET_LINK_INVALID } }) });
    const { store } = renderReset();
    await choose('brand-new-secret');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the address has no token', () => {
    mockHttp({});
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no reset token');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
