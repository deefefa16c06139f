import type { WeeklyWindow } from '@campus/shared/contract';
import { makeService, mockHttp, type MockReply, type MockRequest } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';
import { HOURS_NOT_SAVED } from './opening-hours-form';

let http: ReturnType<typeof mockHttp> | undefined;

const route = '/dashboard/user/manage-services/s-maths/edit';
const hoursPath = '/service/s-maths/availability';

const answer = (weekly: WeeklyWindow[]) => ({ success: true, weekly, taken: [], timeZone: 'Asia/Kolkata', today: '2026-03-09' });

/** The owner's service and its week; a PUT replaces the week unless `putReply` answers instead. */
function serve(weekly: WeeklyWindow[], putReply?: (request: MockRequest) => MockReply) {
  let current = weekly;
  http = mockHttp({
    'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: [makeService()] } }),
    [`GET ${hoursPath}`]: () => ({ status: 200, body: answer(current) }),
    [`PUT ${hoursPath}`]: (request) => {
      if (putReply) return putReply(request);
      current = (request.data as { weekly: WeeklyWindow[] }).weekly;
      return { status: 200, body: answer(current) };
    },
  });
}

// A week of selects holds some 700 options, which makes role queries slow: controls are found by their labels
// (aria-labels included), days by their legends; the first case checks the roles and names once.
const day = (name: string) => screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
const select = (name: string) => screen.getByLabelText(name, { selector: 'select' });
const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const puts = () => http?.calls.filter((call) => call.method === 'PUT') ?? [];
const save = (user: UserEvent) => user.click(screen.getByText('Save opening hours', { selector: 'button' }));

async function openHours(weekly: WeeklyWindow[], putReply?: (request: MockRequest) => MockReply) {
  serve(weekly, putReply);
  const user = openDashboard(route);
  await screen.findByText('Save opening hours', { selector: 'button' });
  return user;
}

// A week of windows is some 700 options in jsdom: on two busy cores a case can pass the default 5 s.
describe("a service's opening hours, on its edit page", { timeout: 15_000 }, () => {
  it('shows the week as the server has it, Monday first, in campus time, with closed days said so', async () => {
    await openHours([
      { day: 1, from: '09:00', to: '12:00' },
      { day: 1, from: '14:00', to: '17:30' },
      { day: 6, from: '10:00', to: '24:00' },
    ]);
    const heading = screen.getByText('Opening hours', { selector: 'h2' });
    const section = heading.closest('section') as HTMLElement;
    expect(section).toHaveAccessibleName('Opening hours');
    expect(section).toHaveTextContent('Times are campus time (Asia/Kolkata).');
    // Apart from the listing's own form and its Save.
    expect(screen.getByLabelText('Edit service', { selector: 'form' })).not.toContainElement(section);
    expect([...section.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const monday = day('Monday');
    expect(monday).toHaveAccessibleName('Monday');
    expect(within(monday).getByRole('combobox', { name: 'Monday, window 1, From' })).toHaveValue('09:00');
    expect(within(monday).getByRole('button', { name: 'Remove: Monday, window 1' })).toHaveTextContent('Remove');
    expect(within(monday).getByRole('button', { name: 'Add hours: Monday' })).toHaveTextContent('Add hours');
    expect(within(monday).getByRole('button', { name: 'Copy to weekdays: Monday' })).toHaveTextContent('Copy to weekdays');
    expect(select('Monday, window 1, To')).toHaveValue('12:00');
    expect(select('Monday, window 2, From')).toHaveValue('14:00');
    expect(select('Monday, window 2, To')).toHaveValue('17:30');
    expect(select('Saturday, window 1, To')).toHaveDisplayValue('24:00 (midnight)');
    expect(within(day('Tuesday')).getByText('Closed')).toBeInTheDocument();
    expect(within(day('Monday')).queryByText('Closed')).not.toBeInTheDocument();
    expect(screen.queryByText(/No opening hours yet/)).not.toBeInTheDocument();

    // Half-hour steps: a window opens from 00:00 to 23:30 and closes from 00:30 to 24:00.
    const opens = within(select('Monday, window 1, From')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(opens).toHaveLength(48);
    expect([opens[0], opens[1], opens.at(-1)]).toEqual(['00:00', '00:30', '23:30']);
    const closes = within(select('Monday, window 1, To')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect([closes[0], closes.at(-1)]).toEqual(['00:30', '24:00']);
  });

  it('adds and changes windows, then PUTs the whole week and says it is saved', async () => {
    const user = await openHours([{ day: 1, from: '09:00', to: '12:00' }]);

    await user.click(button('Add hours: Monday'));
    expect(select('Monday, window 2, From')).toHaveValue('12:00');
    expect(select('Monday, window 2, To')).toHaveValue('14:00');
    await user.selectOptions(select('Monday, window 2, From'), '13:00');
    await user.selectOptions(select('Monday, window 2, To'), '15:30');
    await user.click(button('Add hours: Sunday'));
    expect(select('Sunday, window 1, From')).toHaveValue('09:00');
    expect(select('Sunday, window 1, To')).toHaveValue('17:00');
    await save(user);

    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    const [put] = puts();
    expect(put?.url).toBe(hoursPath);
    expect(put?.headers.Authorization).toBe('Bearer jwt');
    expect(put?.data).toEqual({
      weekly: [
        { day: 0, from: '09:00', to: '17:00' },
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '13:00', to: '15:30' },
      ],
    });
    // The listing itself is not sent: its form has its own Save.
    expect(http?.calls.some((call) => call.url.startsWith('/service/update-service'))).toBe(false);
  });

  it("copies a day's windows to the other weekdays, and removes one", async () => {
    const morning = { from: '09:00', to: '12:00' };
    const afternoon = { from: '13:00', to: '15:30' };
    const user = await openHours([
      { day: 1, ...morning },
      { day: 1, ...afternoon },
      { day: 3, from: '18:00', to: '20:00' },
    ]);

    await user.click(button('Copy to weekdays: Monday'));
    expect(screen.getByText("Monday's hours copied to the other weekdays. Save to keep them.")).toHaveAttribute('role', 'status');
    expect(select('Friday, window 2, To')).toHaveValue('15:30');
    expect(select('Wednesday, window 1, From')).toHaveValue('09:00');
    expect(within(day('Saturday')).getByText('Closed')).toBeInTheDocument();

    await user.click(button('Remove: Wednesday, window 2'));
    await save(user);
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(puts()[0]?.data).toEqual({
      weekly: [1, 2, 3, 4, 5].flatMap((weekday) => (weekday === 3 ? [{ day: 3, ...morning }] : [{ day: weekday, ...morning }, { day: weekday, ...afternoon }])),
    });
  });

  it("checks the week with the contract's rules before sending it", async () => {
    const user = await openHours([{ day: 1, from: '09:00', to: '12:00' }]);
    await user.selectOptions(select('Monday, window 1, To'), '08:00');
    await save(user);
    expect(await screen.findByText('A window must end after it starts')).toBeInTheDocument();
    const to = select('Monday, window 1, To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('A window must end after it starts');
    await waitFor(() => expect(to).toHaveFocus());

    await user.selectOptions(to, '12:00');
    await user.click(button('Add hours: Monday'));
    await user.selectOptions(select('Monday, window 2, From'), '11:00');
    await save(user);
    expect(await within(day('Monday')).findByText('Windows of the same day cannot overlap')).toBeInTheDocument();
    expect(screen.queryByText('A window must end after it starts')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal as it words it, or says the hours were not saved", async () => {
    let reply: MockReply = { status: 403, body: { success: false, message: 'Only the owner or an admin can change this service.' } };
    const user = await openHours([{ day: 1, from: '09:00', to: '12:00' }], () => reply);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner or an admin can change this service.');
    expect(screen.queryByText('Opening hours saved')).not.toBeInTheDocument();

    reply = 'network-error';
    await save(user);
    expect(await screen.findByText(HOURS_NOT_SAVED)).toBeInTheDocument();
    expect(select('Monday, window 1, From')).toHaveValue('09:00');
  });

  it('says a service without hours cannot be booked, until its first hours are saved', async () => {
    const user = await openHours([]);
    const note = 'No opening hours yet: students cannot book this service until you set them.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(within(day('Monday')).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Copy to weekdays: Monday')).not.toBeInTheDocument();

    await user.click(button('Add hours: Monday'));
    await save(user);
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(puts()[0]?.data).toEqual({ weekly: [{ day: 1, from: '09:00', to: '17:00' }] });
    // The save invalidates the service's week: it is asked for again and the note goes.
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
    expect(http?.calls.filter((call) => call.method === 'GET' && call.url === hoursPath)).toHaveLength(2);
  });

  it('takes the focus to the hours when the link to them was followed', async () => {
    serve([]);
    openDashboard(`${route}#opening-hours`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Opening hours' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('offers to try again when the week could not be loaded', async () => {
    let fail = true;
    http = mockHttp({
      'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: [makeService()] } }),
      [`GET ${hoursPath}`]: () => (fail ? { status: 500 } : { status: 200, body: answer([]) }),
    });
    const user = openDashboard(route);
    expect(await screen.findByText('The opening hours could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save opening hours' })).toBeInTheDocument();
  });
});
