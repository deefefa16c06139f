import type { CampusEvent, SessionUser } from '@campus/shared/contract';
import { makeEvent, mockHttp, renderWithProviders, session, student, type MockHandler } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';


const quiz = makeEvent({
  title: 'Quiz night',
  description: 'Teams of four.\nPrizes for the top three.',
  place: 'Library hall',
  startsAt: '2030-05-01T18:00:00+05:30',
  endsAt: '2030-05-01T20:00:00+05:30',
  organizer: { _id: 'u2', name: 'Meera Nair' },
});
const hackathon = makeEvent({ _id: 'e2' });

const listed = (events: CampusEvent[]): MockHandler => () => ({ status: 200, body: { success: true, events } });

function renderEvents(handlers: Record<string, MockHandler>, user: SessionUser | null = null) {
  mockHttp(handlers);
  return renderWithProviders(<App />, { route: '/events', preloadedState: session(user) });
}

describe('Upcoming Events', () => {
  it('lists the events soonest first with their time, place, organizer and description', async () => {
    const { container } = renderEvents({ 'GET /events': listed([quiz, hackathon]) });

    expect(container.querySelector('[data-remote="chat"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');

    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Hackathon', 'Quiz night']);

    const quizCard = within(list).getByRole('article', { name: 'Quiz night' });
    const times = quizCard.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([quiz.startsAt, quiz.endsAt]);
    expect(times[0]?.textContent).toContain('2030');
    expect(within(quizCard).getByText('Library hall')).toBeInTheDocument();
    expect(within(quizCard).getByText('Meera Nair')).toBeInTheDocument();
    expect(within(quizCard).getByText(/Prizes for the top three/)).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Hackathon' }).querySelectorAll('time')).toHaveLength(1);
  });

  it('says so when there are no events', async () => {
    renderEvents({ 'GET /events': listed([]) });
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
  });

  it('explains a failed load and loads again on retry', async () => {
    let attempts = 0;
    renderEvents({
      'GET /events': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : { status: 200, body: { success: true, events: [quiz] } };
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the events.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Quiz night' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message of a failed load', async () => {
    renderEvents({ 'GET /events': () => ({ status: 503, body: { success: false, message: 'Events are resting.' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Events are resting.');
  });

  it('offers visitors a login link instead of the form', async () => {
    renderEvents({ 'GET /events': listed([quiz]) });

    await screen.findByRole('heading', { name: 'Quiz night' });
    expect(screen.getByRole('link', { name: 'Log in to create an event' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Create an event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('shows members the create form, before the list of events', async () => {
    renderEvents({ 'GET /events': listed([quiz]) }, student);

    const form = screen.getByRole('form', { name: 'Create an event' });
    const event = await screen.findByRole('heading', { name: 'Quiz night' });
    expect(form.compareDocumentPosition(event) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("folds the form behind 'Write your event' on phones, which opens and closes it", async () => {
    renderEvents({ 'GET /events': listed([]) }, student);
    const toggle = screen.getByRole('button', { name: 'Write your event' });
    const form = screen.getByRole('form', { name: 'Create an event' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(form);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the form' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows members the create form when there are no events yet', async () => {
    renderEvents({ 'GET /events': listed([]) }, student);

    expect(screen.getByRole('form', { name: 'Create an event' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to create an event' })).not.toBeInTheDocument();
    await screen.findByText('No upcoming events yet.');
  });

  it('shows the not-found page for an unknown path of the Connect Zone', () => {
    mockHttp({});
    renderWithProviders(<App />, { route: '/events/unknown' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
