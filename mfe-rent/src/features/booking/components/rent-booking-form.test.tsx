import type { RentAvailabilityResponse, RentBooking, RentProduct } from '@campus/shared/contract';
import { LocationProbe, makeRentBooking, makeRentItem, mockHttp, ownerOf, renderWithProviders, session, student, type MockHandler, type MockRequest } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const meera = { _id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Meera Iyer', phone: '+91 91234-56789', email: 'meera@example.com' };
const tent = makeRentItem({ _id: '7d4c1e9a-3b2f-4c8e-9a1d-5f6e7a8b9c0d', name: 'Camping tent', pricePerDay: 120, deposit: 500, sellerId: meera });
const itemUrl = `/rent-product/get-rent-product/${tent._id}`;
const availabilityUrl = `/rent-product/${tent._id}/availability`;

/** The campus's today in these tests: Monday 6 May 2030; the window runs to Saturday 3 August. */
const TODAY = '2030-05-06';
const availability = (taken: RentAvailabilityResponse['taken']) => ({
  status: 200,
  body: { success: true, taken, timeZone: 'Asia/Kolkata', today: TODAY } satisfies RentAvailabilityResponse,
});

/** The request the server answers with: the student borrows Meera's tent. */
function requested(fields: Pick<RentBooking, 'start' | 'end' | 'days' | 'amount' | 'deposit'>): RentBooking {
  const parties = { owner: { _id: meera._id, name: meera.name, phone: meera.phone }, borrower: { _id: student._id, name: student.name, phone: student.phone } };
  return makeRentBooking({ listing: { _id: tent._id, name: tent.name, hasPhoto: true }, ...parties, actions: ['cancel'], ...fields });
}

function renderItem(item: RentProduct, handlers: Record<string, MockHandler>, who = session(student)) {
  const http = mockHttp({ [`GET ${itemUrl}`]: () => ({ status: 200, body: { success: true, rentProduct: item } }), ...handlers });
  renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route: `/rent/products/${item._id}`, preloadedState: who },
  );
  return http;
}

const calls = (all: MockRequest[], method: string, url: string) => all.filter((call) => call.method === method && call.url === url);
const day = (name: string) => screen.getByRole('button', { name });

describe("a rent item's booking section", () => {
  it('shows the taken days as booked, prices the days picked with the deposit apart, and asks for them', async () => {
    const user = userEvent.setup();
    const http = renderItem(tent, {
      [`GET ${availabilityUrl}`]: () => availability([{ start: '2030-05-09', end: '2030-05-10' }]),
      'POST /bookings': () => ({ status: 201, body: { success: true, booking: requested({ start: '2030-05-07', end: '2030-05-08', days: 2, amount: 240, deposit: 500 }) } }),
    });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    expect(await within(section).findByRole('grid', { name: 'May 2030' })).toBeInTheDocument();
    expect(day('Thu 9 May 2030, booked: not available')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Fri 10 May 2030, booked: not available')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Mon 6 May 2030')).toHaveAttribute('aria-current', 'date');
    // Days before the campus's today are not offered.
    expect(screen.queryByRole('button', { name: /^Sun 5 May 2030/ })).not.toBeInTheDocument();
    expect(within(section).getByText('Pick your days to see the price.')).toBeInTheDocument();

    await user.click(day('Tue 7 May 2030'));
    await user.click(day('Wed 8 May 2030'));
    expect(within(section).getByRole('status')).toHaveTextContent('7 – 8 May 2030: 2 days.');
    expect(day('Tue 7 May 2030, your first day')).toBeInTheDocument();
    expect(day('Wed 8 May 2030, your last day').closest('td')).toHaveAttribute('aria-selected', 'true');
    const price = within(section).getByText('Total').closest('dl') as HTMLElement;
    expect([...price.querySelectorAll('div')].map((line) => line.textContent)).toEqual(['2 days × ₹120.00₹240.00', 'Refundable deposit₹500.00', 'Total₹740.00']);

    await user.type(within(section).getByLabelText('Note to the owner (optional)'), '  I will pick it up at nine.  ');
    await user.click(within(section).getByRole('button', { name: 'Request booking' }));

    expect(await within(section).findByText('Booking requested: Meera Iyer will answer soon.')).toHaveFocus();
    expect(calls(http.calls, 'POST', '/bookings').map((call) => call.data)).toEqual([
      { kind: 'rent', listingId: tent._id, start: '2030-05-07', end: '2030-05-08', note: 'I will pick it up at nine.' },
    ]);
    expect(screen.getAllByText('Booking requested: Meera Iyer will answer soon.')).toHaveLength(2);
    expect(within(section).getByText('7 – 8 May 2030: 2 days, ₹740.00 in all to pay once Meera Iyer accepts.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See your bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=borrower');
  });

  it('never picks a taken day, and starts again from a last day that would cross one', async () => {
    const user = userEvent.setup();
    const http = renderItem(tent, { [`GET ${availabilityUrl}`]: () => availability([{ start: '2030-05-09', end: '2030-05-09' }]) });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    await within(section).findByRole('grid');

    await user.click(day('Thu 9 May 2030, booked: not available'));
    expect(within(section).getByRole('status')).toHaveTextContent('Thu 9 May 2030 is already booked. No days picked yet.');

    await user.click(day('Wed 8 May 2030'));
    await user.click(day('Sat 11 May 2030'));
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Thu 9 May 2030 in between is already booked, so Sat 11 May 2030 is your new first day. 11 May 2030: 1 day.',
    );
    expect(within(section).getByText('1 day × ₹120.00')).toBeInTheDocument();

    // Nothing goes without days.
    await user.click(day('Sat 11 May 2030, picked'));
    await user.click(day('Sun 12 May 2030'));
    expect(within(section).getByRole('status')).toHaveTextContent('11 – 12 May 2030: 2 days.');
    expect(calls(http.calls, 'POST', '/bookings')).toHaveLength(0);
  });

  it('is one tab stop that the arrow keys, Home, End and the page keys move through, month after month', async () => {
    const user = userEvent.setup();
    renderItem(tent, { [`GET ${availabilityUrl}`]: () => availability([]) });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    const grid = await within(section).findByRole('grid', { name: 'May 2030' });
    const tabbable = within(grid).getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([day('Mon 6 May 2030')]);

    act(() => day('Mon 6 May 2030').focus());
    await user.keyboard('{ArrowLeft}');
    expect(day('Mon 6 May 2030')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('Tue 14 May 2030')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(section).getByRole('status')).toHaveTextContent('14 May 2030: 1 day.');
    await user.keyboard('{End}');
    expect(day('Sun 19 May 2030')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(section).getByRole('grid', { name: 'June 2030' })).toBeInTheDocument();
    expect(day('Wed 19 Jun 2030')).toHaveFocus();
    // Space picks too; 14 May to 17 June would be longer than a booking may be.
    await user.keyboard('{Home} ');
    expect(day('Mon 17 Jun 2030, picked')).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent('A booking can be at most 30 days, so Mon 17 Jun 2030 is your new first day. 17 Jun 2030: 1 day.');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    expect(day('Mon 27 May 2030, picked')).toHaveFocus();
  });

  it('shows the months of the window with Previous and Next, and nothing past its last day', async () => {
    const user = userEvent.setup();
    renderItem(tent, { [`GET ${availabilityUrl}`]: () => availability([]) });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    await within(section).findByRole('grid', { name: 'May 2030' });
    expect(within(section).getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    const next = within(section).getByRole('button', { name: 'Next month' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(within(section).getByRole('grid', { name: 'August 2030' })).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(day('Sat 3 Aug 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sun 4 Aug 2030/ })).not.toBeInTheDocument();
  });

  it("says the server's refusal on the form and asks for the calendar again (the days were just taken)", async () => {
    const user = userEvent.setup();
    let taken: RentAvailabilityResponse['taken'] = [];
    const http = renderItem(tent, {
      [`GET ${availabilityUrl}`]: () => availability(taken),
      'POST /bookings': () => {
        taken = [{ start: '2030-05-07', end: '2030-05-08' }];
        return { status: 409, body: { success: false, message: 'Those days are already booked: pick other days.' } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    await within(section).findByRole('grid');
    await user.click(day('Tue 7 May 2030'));
    await user.click(day('Wed 8 May 2030'));
    await user.click(within(section).getByRole('button', { name: 'Request booking' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent('Those days are already booked: pick other days.');
    expect(await screen.findByRole('button', { name: 'Tue 7 May 2030, booked: not available' })).toBeInTheDocument();
    expect(calls(http.calls, 'GET', availabilityUrl).length).toBeGreaterThanOrEqual(2);
    expect(within(section).getByRole('status')).toHaveTextContent('No days picked yet.');
    expect(within(section).getByText('Pick your days to see the price.')).toBeInTheDocument();
  });

  it('asks for days before sending anything', async () => {
    const user = userEvent.setup();
    const http = renderItem(tent, { [`GET ${availabilityUrl}`]: () => availability([]) });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    await user.click(await within(section).findByRole('button', { name: 'Request booking' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Pick the days you want in the calendar first.');
    expect(calls(http.calls, 'POST', '/bookings')).toHaveLength(0);
  });

  it('says a failed calendar load and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderItem(tent, { [`GET ${availabilityUrl}`]: () => (fail ? 'network-error' : availability([])) });
    const section = await screen.findByRole('region', { name: 'Book this item' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error fetching availability');
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('grid', { name: 'May 2030' })).toBeInTheDocument();
  });
});

describe('who cannot book a rent item', () => {
  it('asks a visitor to log in, and the login page brings them back', async () => {
    const user = userEvent.setup();
    const http = renderItem(tent, {}, session(null));
    const section = await screen.findByRole('region', { name: 'Book this item' });
    await user.click(within(section).getByRole('link', { name: 'Log in to book' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: `/rent/products/${tent._id}` });
    expect(calls(http.calls, 'GET', availabilityUrl)).toHaveLength(0);
  });

  it("sends the owner to their Bookings instead of the form", async () => {
    const http = renderItem({ ...tent, sellerId: ownerOf(student) }, {});
    const section = await screen.findByRole('region', { name: 'Book this item' });
    expect(section).toHaveTextContent('This is your listing: booking requests for it arrive in your Bookings');
    expect(within(section).getByRole('link', { name: 'Open your Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
    expect(within(section).queryByRole('button', { name: 'Request booking' })).not.toBeInTheDocument();
    expect(calls(http.calls, 'GET', availabilityUrl)).toHaveLength(0);
  });

  it('says a paused item takes no bookings, and its badge reads Paused', async () => {
    renderItem({ ...tent, paused: true }, {});
    const page = await screen.findByRole('article', { name: 'Camping tent' });
    expect(within(page).getByText('Paused')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Book this item' })).toHaveTextContent('Camping tent is not taking bookings right now: its owner has paused it.');
    expect(within(page).queryByRole('button', { name: 'Request booking' })).not.toBeInTheDocument();
  });

  it('says a sold item cannot be booked, and its badge reads Sold', async () => {
    renderItem({ ...tent, isSold: true, paused: true }, {});
    const page = await screen.findByRole('article', { name: 'Camping tent' });
    expect(within(page).getByText('Sold')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Book this item' })).toHaveTextContent('Camping tent has been sold and cannot be booked.');
    await waitFor(() => expect(within(page).queryByRole('grid')).not.toBeInTheDocument());
  });
});
