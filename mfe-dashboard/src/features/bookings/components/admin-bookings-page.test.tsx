import type { Booking } from '@campus/shared/contract';
import { admin, bookingReply, bookingsReply, makeRentBooking, makeServiceBooking, type MockHandler, mockHttp } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const disputed = makeRentBooking({
  _id: 'b-tent',
  status: 'disputed',
  listing: { _id: 'r-tent', name: 'Tent', hasPhoto: false },
  problem: 'A torn pole.',
  actions: ['resolve'],
});
const request = makeServiceBooking({ actions: ['accept', 'decline'] });

let http: ReturnType<typeof mockHttp>;

/** The admin's Bookings over a fake API: `GET /bookings?as=admin` filtered by `status`; settling a deposit completes it. */
function openAdminBookings(route = '/dashboard/admin/bookings', handlers: Record<string, MockHandler> = {}) {
  let bookings: Booking[] = [disputed, request];
  http = mockHttp({
    'GET /bookings': ({ query }) => {
      const status = query.get('status');
      return bookingsReply(bookings.filter((booking) => !status || booking.status === status));
    },
    'POST /bookings/b-tent/resolve': ({ data }) => {
      const refund = (data as { refund: number }).refund;
      const settled: Booking = { ...disputed, status: 'completed', actions: [], refund: { status: 'issued', amount: refund } };
      bookings = bookings.map((booking) => (booking._id === 'b-tent' ? settled : booking));
      return bookingReply(settled);
    },
    ...handlers,
  });
  return openDashboard(route, admin);
}

const held = () => screen.getByRole('region', { name: 'Deposits held for a decision' });
const all = () => screen.getByRole('region', { name: 'All bookings' });
const refundField = () => within(held()).getByLabelText('Refund to Meera Nair (₹)');
const resolves = () => http.calls.filter((call) => call.url === '/bookings/b-tent/resolve').map((call) => call.data);

describe('Admin Bookings', () => {
  it('shows the deposits held first, with the problem, both parties and the deposit, then every booking', async () => {
    openAdminBookings();
    expect(screen.getByRole('heading', { level: 1, name: 'All bookings' })).toBeInTheDocument();
    expect(document.title).toBe('All bookings · Campus Marketplace');
    const tent = await within(held()).findByRole('article', { name: /^Tent/ });
    expect(within(tent).getByRole('heading', { level: 3, name: 'Tent' })).toBeInTheDocument();
    expect(within(tent).getByText('Problem reported', { selector: 'dt' }).nextElementSibling).toHaveTextContent('A torn pole.');
    expect(within(tent).getByText('Owner', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Asha Rao, 98765 43210');
    expect(within(tent).getByText('Borrower', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Meera Nair, 91234 56789');
    expect(within(tent).getByRole('heading', { level: 4, name: 'Settle the deposit of ₹500.00' })).toBeInTheDocument();
    expect(held().compareDocumentPosition(all()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(http.calls.filter((call) => call.url === '/bookings').map((call) => Object.fromEntries(call.query))).toEqual([
      { as: 'admin', status: 'disputed' },
      { as: 'admin' },
    ]);

    // Every booking below, with the moves the admin may make on it; the held one points up to its form.
    const maths = await within(all()).findByRole('article', { name: /^Maths tutoring/ });
    expect(within(maths).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Decline']);
    const tentBelow = within(all()).getByRole('article', { name: /^Tent/ });
    expect(within(tentBelow).queryByRole('button')).not.toBeInTheDocument();
    expect(tentBelow).toHaveTextContent('Its deposit is settled above, under Deposits held for a decision.');
  });

  it('settles the whole deposit by default, with a note, and says so where the focus goes', async () => {
    const user = openAdminBookings();
    await within(held()).findByRole('article', { name: /^Tent/ });
    expect(refundField()).toHaveValue(500);
    expect(within(held()).getByText('From ₹0.00 to ₹500.00; the rest goes to Asha Rao.')).toBeInTheDocument();
    await user.type(within(held()).getByLabelText('Note to both (optional)'), 'Worn pole, not torn by the borrower.');
    await user.click(within(held()).getByRole('button', { name: 'Settle deposit' }));
    expect(await screen.findByText('Deposit settled.')).toBeInTheDocument();
    expect(resolves()).toEqual([{ refund: 500, note: 'Worn pole, not torn by the borrower.' }]);
    const done = within(held()).getByText('The deposit for Tent (3 – 5 Dec 2026) is settled.');
    expect(done).toHaveFocus();
    expect(within(held()).queryByRole('article', { name: /^Tent/ })).not.toBeInTheDocument();
    expect(await within(held()).findByText('No deposits are held.')).toBeInTheDocument();
    await waitFor(() => expect(within(all()).getByRole('article', { name: /^Tent/ })).toHaveTextContent('Status: Completed'));
  });

  it.each([
    ['-1', 'Refund cannot be negative'],
    ['500.01', 'The refund can be at most ₹500.00, the whole deposit'],
    ['', 'Refund must be a number'],
    ['12.345', 'Refund can have at most two decimals'],
  ])('keeps the refund between 0 and the deposit: %j is refused', async (value, message) => {
    const user = openAdminBookings();
    await within(held()).findByRole('article', { name: /^Tent/ });
    await user.clear(refundField());
    if (value) await user.type(refundField(), value);
    await user.click(within(held()).getByRole('button', { name: 'Settle deposit' }));
    expect(await within(held()).findByText(message)).toBeInTheDocument();
    expect(refundField()).toHaveAttribute('aria-invalid', 'true');
    expect(resolves()).toEqual([]);
  });

  it.each([
    ['0', 0],
    ['120.5', 120.5],
  ])('sends a refund of %s, the rest to the owner', async (value, refund) => {
    const user = openAdminBookings();
    await within(held()).findByRole('article', { name: /^Tent/ });
    await user.clear(refundField());
    await user.type(refundField(), value);
    await user.click(within(held()).getByRole('button', { name: 'Settle deposit' }));
    expect(await screen.findByText('Deposit settled.')).toBeInTheDocument();
    expect(resolves()).toEqual([{ refund }]);
  });

  it("toasts the server's refusal of a settlement", async () => {
    const user = openAdminBookings('/dashboard/admin/bookings', {
      'POST /bookings/b-tent/resolve': () => ({ status: 403, body: { success: false, message: 'An admin who is not a party to the booking settles it.' } }),
    });
    await within(held()).findByRole('article', { name: /^Tent/ });
    await user.click(within(held()).getByRole('button', { name: 'Settle deposit' }));
    expect(await screen.findByText('An admin who is not a party to the booking settles it.')).toBeInTheDocument();
    expect(within(held()).getByRole('article', { name: /^Tent/ })).toBeInTheDocument();
  });

  it('filters every booking by status, through the URL', async () => {
    const user = openAdminBookings('/dashboard/admin/bookings?status=requested');
    const status = within(all()).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('requested');
    expect(await within(all()).findByRole('article', { name: /^Maths tutoring/ })).toBeInTheDocument();
    expect(within(all()).queryByRole('article', { name: /^Tent/ })).not.toBeInTheDocument();

    await user.selectOptions(status, 'completed');
    expect(await within(all()).findByText('No bookings with the status “Completed”.')).toBeInTheDocument();
    expect(http.calls.at(-1)?.query.get('status')).toBe('completed');
    await user.selectOptions(status, '');
    expect(await within(all()).findByRole('article', { name: /^Tent/ })).toBeInTheDocument();
  });

  it('says when no deposit is held', async () => {
    openAdminBookings('/dashboard/admin/bookings', { 'GET /bookings': () => bookingsReply([]) });
    expect(await within(held()).findByText('No deposits are held.')).toBeInTheDocument();
    expect(await within(all()).findByText('No bookings yet.')).toBeInTheDocument();
  });
});
