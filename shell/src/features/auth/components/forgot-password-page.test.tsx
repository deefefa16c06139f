import { FORGOT_PASSWORD_SENT } from '@campus/shared/contract';
import { mockHttp, renderScreens } from '@campus/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';

const sent = () => ({ status: 200, body: { success: true, message: FORGOT_PASSWORD_SENT } });

describe('ForgotPasswordPage', () => {
  it('is reached from the login page', async () => {
    mockHttp({});
    renderScreens({ '/login': <LoginPage />, '/forgot-password': <ForgotPasswordPage /> }, { route: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot password · Campus Marketplace');
  });

  it('sends the address and shows the same confirmation for any address, in place of the form', async () => {
    const http = mockHttp({ 'POST /auth/forgot-password': sent });
    renderScreens({ '/forgot-password': <ForgotPasswordPage /> }, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), ' Asha@Campus.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(FORGOT_PASSWORD_SENT);
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.url === '/auth/forgot-password')?.data).toEqual({ email: 'asha@campus.test' });
  });

  it('checks the address before sending anything', async () => {
    const http = mockHttp({ 'POST /auth/forgot-password': sent });
    renderScreens({ '/forgot-password': <ForgotPasswordPage /> }, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.url === '/auth/forgot-password')).toHaveLength(0);
  });

  it("shows the server's refusal (the form limit) and keeps the form", async () => {
    mockHttp({ 'POST /auth/forgot-password': () => ({ status: 429, body: { success: false, message: 'Too many attempts. Please wait 1 minute and try again.' } }) });
    renderScreens({ '/forgot-password': <ForgotPasswordPage /> }, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'asha@campus.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many attempts. Please wait 1 minute and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
