import { makeMember, mockHttp, renderWithProviders, session, type MockHandler } from '@campus/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

let http: ReturnType<typeof mockHttp> | undefined;

const message = {
  firstName: 'Meera',
  email: 'meera@campus.test',
  phoneNumber: '+91 98450 12345',
  message: 'My order has not been marked as shipped yet.',
};

function renderContact(handler?: MockHandler) {
  http = mockHttp(handler ? { 'POST /contact': handler } : {});
  return renderWithProviders(<ContactPage />, { route: '/contact' });
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), message.firstName);
  await user.type(screen.getByLabelText('Email'), message.email);
  await user.type(screen.getByLabelText('Phone number'), message.phoneNumber);
  await user.type(screen.getByLabelText('Message'), message.message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

const contactCalls = () => http?.calls.filter((call) => call.url === '/contact') ?? [];

describe('ContactPage', () => {
  it('uses an email input, a tel input and a lazily loaded, titled map', () => {
    renderContact();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    const map = screen.getByTitle(/map/i);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  });

  it('sends the form as JSON, confirms, and empties the form', async () => {
    renderContact(() => ({ status: 201, body: { success: true, message: 'Saved' } }));
    await fillAndSend();

    expect(await screen.findByText('Contact data submitted successfully!')).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(1);
    expect(contactCalls()[0]?.data).toEqual(message);
    expect(String(contactCalls()[0]?.headers['Content-Type'])).toMatch(/application\/json/);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's error message when the server refuses", async () => {
    renderContact(() => ({ status: 400, body: { success: false, message: 'Message is too long' } }));
    await fillAndSend();

    expect(await screen.findByText('Message is too long')).toBeInTheDocument();
    expect(screen.queryByText('Contact data submitted successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue(message.firstName);
  });

  it("says 'Failed to submit contact data' when the refusal has no message", async () => {
    renderContact(() => ({ status: 500 }));
    await fillAndSend();
    expect(await screen.findByText('Failed to submit contact data')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached at all', async () => {
    renderContact(() => 'network-error');
    await fillAndSend();
    expect(await screen.findByText('An error occurred while submitting the contact form.')).toBeInTheDocument();
  });

  it('fills in what it knows about a logged-in student', () => {
    http = mockHttp({});
    renderWithProviders(<ContactPage />, {
      preloadedState: session(makeMember({ name: 'Meera Iyer', email: 'meera@campus.test', phone: '98450 12345' }), 't'),
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Email')).toHaveValue('meera@campus.test');
    expect(screen.getByLabelText('Phone number')).toHaveValue('98450 12345');
  });

  it('requires every field and sends nothing until they are valid', async () => {
    renderContact(() => ({ status: 201, body: { success: true } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(0);
  });
});
