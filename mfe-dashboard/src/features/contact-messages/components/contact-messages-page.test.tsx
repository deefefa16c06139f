import type { ContactMessage } from '@campus/shared/contract';
import { admin, mockHttp } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

const older: ContactMessage = {
  _id: '1c0ffee0-1111-4111-8111-111111111111',
  firstName: 'Asha',
  email: 'asha@campus.test',
  phoneNumber: '+91 98765 43210',
  message: 'Is the physics textbook still available?',
  createdAt: '2026-03-01T09:30:00.000Z',
  handledAt: null,
  handledBy: null,
};
const newer: ContactMessage = { ...older, _id: '2c0ffee0-2222-4222-8222-222222222222', firstName: 'Ravi', email: 'ravi@campus.test', message: 'Can I sell lab coats?', createdAt: '2026-03-02T10:00:00.000Z' };

/** The screen over a stateful fake API, new first as the server orders them: marking changes what later reads return. */
function renderMessages(items: ContactMessage[]) {
  let stored = items;
  const ordered = () => [...stored].sort((a, b) => Number(a.handledAt !== null) - Number(b.handledAt !== null) || b.createdAt.localeCompare(a.createdAt));
  const handlers = Object.fromEntries(
    items.map((item) => [
      `PUT /contact-messages/${item._id}/handled`,
      (request: { data: unknown }) => {
        const { handled } = request.data as { handled: boolean };
        stored = stored.map((one) => (one._id === item._id ? { ...one, handledAt: handled ? '2026-03-03T08:00:00.000Z' : null, handledBy: handled ? { _id: admin._id, name: admin.name } : null } : one));
        return { status: 200, body: { success: true, contactMessage: stored.find((one) => one._id === item._id) } };
      },
    ]),
  );
  const http = mockHttp({
    'GET /contact-messages': () => ({ status: 200, body: { success: true, messages: ordered(), unhandled: stored.filter((one) => !one.handledAt).length } }),
    ...handlers,
  });
  renderDashboard('/dashboard/admin/contact-messages', admin);
  return http;
}

const cards = () => within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('article');

describe('Contact Messages', () => {
  it('says so when there is none', async () => {
    renderMessages([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No contact messages yet.')).toBeInTheDocument();
  });

  it('lists new ones first with the sender, how to reach them and a reply link to their address', async () => {
    renderMessages([older, newer]);
    expect(await screen.findByText('2 new')).toBeInTheDocument();
    const [first, second] = cards();
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Ravi' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Can I sell lab coats?');
    expect(within(first as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(second).toHaveTextContent('+91 98765 43210');
    const reply = within(second as HTMLElement).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply.getAttribute('href')).toMatch(/^mailto:asha@campus\.test\?subject=/);
  });

  it('marks one handled: it moves after the new ones, says who handled it, and can be marked new again', async () => {
    const user = userEvent.setup();
    const http = renderMessages([older, newer]);
    await screen.findByText('2 new');
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'PUT')).toMatchObject({ url: `/contact-messages/${newer._id}/handled`, data: { handled: true } });
    const [first, second] = cards();
    expect(first).toHaveTextContent('Asha');
    expect(second).toHaveTextContent('Handled');
    expect(second).toHaveTextContent(`by ${admin.name}`);
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Mark as new' }));
    expect(await screen.findByText('2 new')).toBeInTheDocument();
  });
});
