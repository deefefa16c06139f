import type { SessionUser } from '@campus/shared/contract';
import { admin, answerConfirm, makeEvent, mockHttp, renderWithProviders, session, student, type MockHandler } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../app/app';


const own = makeEvent();
const others = makeEvent({ _id: 'e2', title: 'Quiz night', organizer: { _id: 'u2', name: 'Meera Nair' } });

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderAs(user: SessionUser, handlers: Record<string, MockHandler> = {}) {
  let events = [own, others];
  http = mockHttp({
    'GET /events': () => ({ status: 200, body: { success: true, events } }),
    'DELETE /events/e1': () => {
      events = events.filter((event) => event._id !== 'e1');
      return { status: 200, body: { success: true, message: 'Event deleted' } };
    },
    ...handlers,
  });
  renderWithProviders(<App />, { route: '/events', preloadedState: session(user) });
  await screen.findByRole('list', { name: 'Upcoming events' });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const question = 'Delete the event "Hackathon"? This cannot be undone.';

describe('Deleting an event', () => {
  it('is offered to the organizer on their own event only', async () => {
    await renderAs(student);
    expect(within(card('Hackathon')).getByRole('button', { name: 'Delete Hackathon' })).toBeInTheDocument();
    expect(within(card('Quiz night')).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('is offered to an admin on every event', async () => {
    await renderAs(admin);
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
  });

  it('asks first, then deletes, toasts and drops the event from the list', async () => {
    await renderAs(student);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Hackathon' }));

    expect(await screen.findByRole('alertdialog', { name: 'Delete event' })).toBeInTheDocument();
    // Nothing is sent while the question is open.
    expect(http?.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await answerConfirm(userEvent, question, 'Delete');
    expect(await screen.findByText('Event deleted successfully.')).toBeInTheDocument();
    expect(http?.calls.some((call) => call.method === 'DELETE' && call.url === '/events/e1')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Hackathon' })).not.toBeInTheDocument());
    expect(card('Quiz night')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is declined', async () => {
    await renderAs(student);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Hackathon' }));
    await answerConfirm(userEvent, question, 'Cancel');

    expect(http?.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(card('Hackathon')).toBeInTheDocument();
  });

  it("toasts the server's reason once when the delete is refused", async () => {
    await renderAs(student, {
      'DELETE /events/e1': () => ({ status: 403, body: { success: false, message: 'Only the organizer can do that' } }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Hackathon' }));
    await answerConfirm(userEvent, question, 'Delete');

    expect(await screen.findAllByText('Only the organizer can do that')).toHaveLength(1);
    expect(screen.queryByText('Event deleted successfully.')).not.toBeInTheDocument();
    expect(card('Hackathon')).toBeInTheDocument();
  });
});
