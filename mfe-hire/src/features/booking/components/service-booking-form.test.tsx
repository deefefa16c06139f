import type { Service, ServiceAvailabilityResponse, ServiceBooking } from '@campus/shared/contract';
import { LocationProbe, makeService, makeServiceBooking, mockHttp, ownerOf, renderWithProviders, session, student, type MockHandler, type MockRequest } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const meera = { _id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Meera Iyer', phone: '+91 91234-56789', email: 'meera@example.com' };
const tutoring = makeService({ _id: '2f0a6c1d-8e4b-4d7a-b3c9-1e2f3a4b5c6d', name: 'Calculus tutoring', pricePerDay: 300, pricePerHour: 300, sellerId: meera });
const itemUrl = `/service/get-service/${tutoring._id}`;
const availabilityUrl = `/service/${tutoring._id}/availability`;

/** Mondays in two windows, Wednesday mornings and a short Saturday, campus time (India, UTC+5:30). */
const WEEKLY = [
  { day: 1, from: '09:00', to: '12:00' },
  { day: 1, from: '14:00', to: '18:00' },
  { day: 3, from: '10:00', to: '13:00' },
  { day: 6, from: '09:00', to: '11:00' },
];
/** Monday 13 May, 10:00–11:00, and all of Saturday 11 May's hours are taken. */
const TAKEN = [
  { start: '2030-05-11T03:30:00.000Z', end: '2030-05-11T05:30:00.000Z' },
  { start: '2030-05-13T04:30:00.000Z', end: '2030-05-13T05:30:00.000Z' },
];
const availability = (weekly = WEEKLY, taken = TAKEN) => ({
  status: 200,
  body: { success: true, weekly, taken, timeZone: 'Asia/Kolkata', today: '2030-05-06' } satisfies ServiceAvailabilityResponse,
});

/** The request the server answers with: the student hires Meera's tutoring. */
function requested(fields: Pick<ServiceBooking, 'date' | 'startTime' | 'hours' | 'amount'>): ServiceBooking {
  const parties = { owner: { _id: meera._id, name: meera.name, phone: meera.phone }, borrower: { _id: student._id, name: student.name, phone: student.phone } };
  const listing = { _id: tutoring._id, name: tutoring.name, hasPhoto: false };
  return makeServiceBooking({ listing, ...parties, startsAt: '2030-05-13T09:00:00.000Z', endsAt: '2030-05-13T11:00:00.000Z', actions: ['cancel'], ...fields });
}

function renderService(service: Service, handlers: Record<string, MockHandler>, who = session(student)) {
  const http = mockHttp({ [`GET ${itemUrl}`]: () => ({ status: 200, body: { success: true, service } }), ...handlers });
  renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route: `/service/products/${service._id}`, preloadedState: who },
  );
  return http;
}

const calls = (all: MockRequest[], method: string, url: string) => all.filter((call) => call.method === method && call.url === url);
const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

async function openForm() {
  const section = await screen.findByRole('region', { name: 'Book this service' });
  const form = await within(section).findByRole('form', { name: 'Book Calculus tutoring' });
  return { section, form, day: within(form).getByLabelText('Date'), hours: within(form).getByLabelText('Hours'), start: within(form).getByLabelText('Start time') };
}

describe("a service's booking section", () => {
  it('lists the opening hours in words, offers only open days and free starts, prices the hours and asks for them', async () => {
    const user = userEvent.setup();
    const http = renderService(tutoring, {
      [`GET ${availabilityUrl}`]: () => availability(),
      'POST /bookings': () => ({ status: 201, body: { success: true, booking: requested({ date: '2030-05-13', startTime: '14:30', hours: 2, amount: 600 }) } }),
    });
    const { section, form, day, hours, start } = await openForm();
    const week = within(section).getByRole('list', { name: 'Opening hours' });
    expect(within(week).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Monday 09:00–12:00, 14:00–18:00',
      'Wednesday 10:00–13:00',
      'Saturday 09:00–11:00',
    ]);

    // Mondays, Wednesdays and Saturdays of the 90 days from Monday 6 May: 13 of each.
    expect(options(day).slice(0, 5)).toEqual(['Choose a date', 'Mon 6 May 2030', 'Wed 8 May 2030', 'Sat 11 May 2030 (no free time)', 'Mon 13 May 2030']);
    expect(options(day)).toHaveLength(40);
    expect(within(day).getByRole('option', { name: 'Sat 11 May 2030 (no free time)' })).toBeDisabled();
    expect(options(day).at(-1)).toBe('Sat 3 Aug 2030');
    expect(options(start)).toEqual(['Choose a date first']);
    expect(within(form).getByText('Total').closest('dl')).toHaveTextContent('1 hour × ₹300.00₹300.00Total₹300.00');

    await user.selectOptions(day, 'Mon 13 May 2030');
    // 10:00–11:00 is taken: an hour from 09:00 or from 11:00 fits around it.
    expect(options(start)).toEqual(['Choose a start time', '09:00–10:00', '11:00–12:00', '14:00–15:00', '14:30–15:30', '15:00–16:00', '15:30–16:30', '16:00–17:00', '16:30–17:30', '17:00–18:00']);
    await user.selectOptions(hours, '2 hours');
    expect(options(start)).toEqual(['Choose a start time', '14:00–16:00', '14:30–16:30', '15:00–17:00', '15:30–17:30', '16:00–18:00']);
    expect(within(form).getByText('Total').closest('dl')).toHaveTextContent('2 hours × ₹300.00₹600.00Total₹600.00');
    await user.selectOptions(start, '14:30–16:30');
    await user.type(within(form).getByLabelText('Note to the owner (optional)'), 'Chapter 3, please.');
    await user.click(within(form).getByRole('button', { name: 'Request booking' }));

    expect(await within(section).findByText('Booking requested: Meera Iyer will answer soon.')).toHaveFocus();
    expect(calls(http.calls, 'POST', '/bookings').map((call) => call.data)).toEqual([
      { kind: 'service', listingId: tutoring._id, date: '2030-05-13', startTime: '14:30', hours: 2, note: 'Chapter 3, please.' },
    ]);
    expect(within(section).getByText('Mon 13 May 2030, 14:30–16:30: 2 hours, ₹600.00 to pay once Meera Iyer accepts.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See your bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=borrower');
  });

  it('drops a start the new hours no longer fit, and says when no start fits them', async () => {
    const user = userEvent.setup();
    renderService(tutoring, { [`GET ${availabilityUrl}`]: () => availability() });
    const { form, day, hours, start } = await openForm();
    await user.selectOptions(day, 'Mon 13 May 2030');
    await user.selectOptions(start, '11:00–12:00');
    await user.selectOptions(hours, '2 hours');
    expect(start).toHaveValue('');

    await user.selectOptions(day, 'Sat 18 May 2030');
    await user.selectOptions(hours, '3 hours');
    const note = within(form).getByText('No start time on Sat 18 May 2030 leaves 3 hours free: choose fewer hours or another date.');
    expect(start).toHaveAttribute('aria-describedby', note.id);
    await user.click(within(form).getByRole('button', { name: 'Request booking' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a start time first.');
  });

  it("says the server's refusal on the form and asks for the hours again (the slot was just taken)", async () => {
    const user = userEvent.setup();
    let taken = TAKEN;
    const http = renderService(tutoring, {
      [`GET ${availabilityUrl}`]: () => availability(WEEKLY, taken),
      'POST /bookings': () => {
        taken = [...TAKEN, { start: '2030-05-08T04:30:00.000Z', end: '2030-05-08T05:30:00.000Z' }];
        return { status: 409, body: { success: false, message: 'That time is already booked: pick another.' } };
      },
    });
    const { form, day, start } = await openForm();
    await user.selectOptions(day, 'Wed 8 May 2030');
    await user.selectOptions(start, '10:00–11:00');
    await user.click(within(form).getByRole('button', { name: 'Request booking' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('That time is already booked: pick another.');
    await screen.findByRole('option', { name: '11:00–12:00' });
    expect(options(start)).toEqual(['Choose a start time', '11:00–12:00', '11:30–12:30', '12:00–13:00']);
    expect(start).toHaveValue('');
    expect(calls(http.calls, 'GET', availabilityUrl).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the owner has set no opening hours', async () => {
    renderService(tutoring, { [`GET ${availabilityUrl}`]: () => availability([], []) });
    const section = await screen.findByRole('region', { name: 'Book this service' });
    expect(await within(section).findByText('Meera Iyer has not set opening hours yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Request booking' })).not.toBeInTheDocument();
  });
});

describe('who cannot book a service', () => {
  it('asks a visitor to log in, and brings them back', async () => {
    const user = userEvent.setup();
    const http = renderService(tutoring, {}, session(null));
    const section = await screen.findByRole('region', { name: 'Book this service' });
    await user.click(within(section).getByRole('link', { name: 'Log in to book' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ from: `/service/products/${tutoring._id}` });
    expect(calls(http.calls, 'GET', availabilityUrl)).toHaveLength(0);
  });

  it('sends the owner to their Bookings', async () => {
    renderService({ ...tutoring, sellerId: ownerOf(student), paused: true }, {});
    const section = await screen.findByRole('region', { name: 'Book this service' });
    expect(section).toHaveTextContent('It is paused, so nobody can book it until you resume it.');
    expect(within(section).getByRole('link', { name: 'Open your Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
  });

  it('says a paused service takes no bookings, and its badge reads Paused', async () => {
    renderService({ ...tutoring, paused: true, isRented: true }, {});
    const page = await screen.findByRole('article', { name: 'Calculus tutoring' });
    expect(within(page).getByText('Paused')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Book this service' })).toHaveTextContent('Calculus tutoring is not taking bookings right now: its owner has paused it.');
  });
});
