import type { CampusEvent } from '@campus/shared/contract';
import { makeEvent, mockHttp, renderWithProviders, session, student, type MockHandler } from '@campus/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';


let http: ReturnType<typeof mockHttp> | undefined;

async function renderForm(handlers: Record<string, MockHandler>) {
  http = mockHttp({ 'GET /events': () => ({ status: 200, body: { success: true, events: [] } }), ...handlers });
  renderWithProviders(<App />, { route: '/events', preloadedState: session(student) });
  await screen.findByText('No upcoming events yet.');
  return screen.getByRole('form', { name: 'Create an event' });
}

/** datetime-local controls take whole values; typing them key by key is not how browsers fill them. */
function setDateTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const posts = () => http?.calls.filter((call) => call.method === 'POST') ?? [];

describe('Create an event', () => {
  it('asks for the title, the place and the start time', async () => {
    const form = await renderForm({});

    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Place is required')).toBeInTheDocument();
    expect(within(form).getByText('Start time is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('refuses a start in the past', async () => {
    const form = await renderForm({});

    await userEvent.type(within(form).getByLabelText('Title'), 'Alumni talk');
    await userEvent.type(within(form).getByLabelText('Place'), 'Auditorium');
    setDateTime('Starts at', '2020-03-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('The event must start in the future')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const form = await renderForm({});

    await userEvent.type(within(form).getByLabelText('Title'), 'Alumni talk');
    await userEvent.type(within(form).getByLabelText('Place'), 'Auditorium');
    setDateTime('Starts at', '2099-03-01T10:00');
    setDateTime('Ends at (optional)', '2099-03-01T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('The event must end after it starts')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the event with ISO times, toasts, clears the form and shows the new event', async () => {
    const created = makeEvent({
      _id: 'e9',
      title: 'Chess meet',
      description: 'Bring a board.',
      place: 'Common room',
      startsAt: '2099-03-01T10:00:00+05:30',
    });
    let stored: CampusEvent[] = [];
    const form = await renderForm({
      'GET /events': () => ({ status: 200, body: { success: true, events: stored } }),
      'POST /events': () => {
        stored = [created];
        return { status: 201, body: { success: true, message: 'Event created', event: created } };
      },
    });

    await userEvent.type(within(form).getByLabelText('Title'), '  Chess meet ');
    await userEvent.type(within(form).getByLabelText('Description (optional)'), 'Bring a board.');
    await userEvent.type(within(form).getByLabelText('Place'), 'Common room');
    setDateTime('Starts at', '2099-03-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const [post] = posts();
    expect(post?.data).toEqual({
      title: 'Chess meet',
      description: 'Bring a board.',
      place: 'Common room',
      startsAt: expect.stringMatching(/^2099-03-01T10:00:00[+-]\d{2}:\d{2}$/) as unknown,
      endsAt: null,
    });
    const payload = post?.data as { startsAt: string };
    expect(Date.parse(payload.startsAt)).toBe(new Date(2099, 2, 1, 10, 0).getTime());
    expect(post?.headers.Authorization).toBe('Bearer jwt');

    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
    expect(within(form).getByLabelText('Starts at')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Chess meet' })).toBeInTheDocument();
  });

  it("toasts the server's reason when the event is refused and keeps what was typed", async () => {
    const form = await renderForm({
      'POST /events': () => ({ status: 400, body: { success: false, message: 'The event must start in the future' } }),
    });

    await userEvent.type(within(form).getByLabelText('Title'), 'Chess meet');
    await userEvent.type(within(form).getByLabelText('Place'), 'Common room');
    setDateTime('Starts at', '2099-03-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('The event must start in the future')).toBeInTheDocument();
    expect(screen.queryByText('Event created successfully!')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Chess meet');
  });
});
