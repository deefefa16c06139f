import { fakeTimersInEachTest, mockHttp, renderScreens, type MockHandler } from '@campus/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campusAddressHint } from './register-form';
import { RegisterPage } from './register-page';

let http: ReturnType<typeof mockHttp> | undefined;

function renderRegister(handlers: Record<string, MockHandler>) {
  http = mockHttp(handlers);
  return renderScreens({ '/register': <RegisterPage /> }, { route: '/register' });
}

async function fillAndSubmit({ phone = '' } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@campus.test');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  if (phone) await user.type(screen.getByLabelText('Phone (optional)'), phone);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

fakeTimersInEachTest();

const authConfig =
  (campus: { name: string; domains: string[] } | null): MockHandler =>
  () => ({ status: 200, body: { success: true, googleClientId: null, campus } });

describe("the campus's domains on the register screen", () => {
  it('says, under the Email field and tied to it, which addresses a campus site takes', async () => {
    renderRegister({ 'GET /auth/config': authConfig({ name: 'Campus Test University', domains: ['campus.test', 'alumni.campus.test'] }) });
    const email = screen.getByLabelText('Email');
    const hint = 'Use your Campus Test University address: it must end in @campus.test or @alumni.campus.test.';
    await waitFor(() => expect(email).toHaveAccessibleDescription(hint));
    expect(screen.getByText(hint)).toBeVisible();
  });

  it('says nothing of domains on a site that takes any address', async () => {
    renderRegister({ 'GET /auth/config': authConfig(null) });
    await waitFor(() => expect(http?.calls.map((call) => call.url)).toContain('/auth/config'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/must end in/)).not.toBeInTheDocument();
  });

  it('names one domain, two, or several as a sentence would', () => {
    const hint = (...domains: string[]) => campusAddressHint({ name: 'Hill College', domains });
    expect(hint('college.edu')).toBe('Use your Hill College address: it must end in @college.edu.');
    expect(hint('a.edu', 'b.edu', 'c.edu')).toBe('Use your Hill College address: it must end in @a.edu, @b.edu or @c.edu.');
    expect(hint()).toBeUndefined();
  });
});

describe('RegisterPage', () => {
  it('shows the server message and goes to /login after 2 s', async () => {
    renderRegister({ 'POST /auth/register': () => ({ status: 201, body: { success: true, message: 'User registered successfully' } }) });
    await fillAndSubmit();

    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(http?.calls.find((call) => call.url === '/auth/register')?.data).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@campus.test',
      password: 'long-enough',
      phone: '',
    });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends the phone number when one is given', async () => {
    renderRegister({ 'POST /auth/register': () => ({ status: 201, body: { success: true, message: 'User registered successfully' } }) });
    await fillAndSubmit({ phone: '+91 98450 12345' });
    await screen.findByText('User registered successfully');
    expect(http?.calls.find((call) => call.url === '/auth/register')?.data).toMatchObject({ phone: '+91 98450 12345' });
  });

  it("shows the server's message for a taken e-mail (409) and stays", async () => {
    renderRegister({
      'POST /auth/register': () => ({
        status: 409,
        body: { success: false, message: 'Email is already registered in our database!' },
      }),
    });
    await fillAndSubmit();

    expect(await screen.findByText('Email is already registered in our database!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('shows a generic error when the failure carries no message', async () => {
    renderRegister({ 'POST /auth/register': () => 'network-error' });
    await fillAndSubmit();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('requires name, email and password but not the phone', async () => {
    renderRegister({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(http?.calls.filter((call) => call.url === '/auth/register')).toHaveLength(0);
  });
});
