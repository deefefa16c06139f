import { baseApi } from '@campus/shared/api';
import type { Booking, BookingStatus } from '@campus/shared/contract';
import { answerConfirm, bookingReply, bookingsReply, LocationProbe, makeNotification, makeRentBooking, makeServiceBooking, type MockHandler, mockHttp, renderWithProviders, session, student } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const bikeRequest = makeRentBooking({ note: 'I need it for the weekend trip.', actions: ['accept', 'decline'] });
const mathsBooked = makeServiceBooking({ status: 'paid', actions: ['cancel'] });

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

let http: ReturnType<typeof mockHttp>;

/**
 * The Bookings screen at `route` over a fake API: `GET /bookings` answers each side's list; a move answers with the
 * booking `moved` makes of it (and later reads show it so).
 */
function renderBookings(
  route: string,
  lists: { owner?: Booking[]; borrower?: Booking[] },
  options: { moved?: (booking: Booking, move: string) => Booking; handlers?: Record<string, MockHandler> } = {},
) {
  const state = { owner: lists.owner ?? [], borrower: lists.borrower ?? [] };
  const move: MockHandler = ({ url }) => {
    const [, , id = '', name = ''] = url.split('/');
    for (const side of ['owner', 'borrower'] as const) {
      const booking = state[side].find((candidate) => candidate._id === id);
      if (!booking || !options.moved) continue;
      const next = options.moved(booking, name);
      state[side] = state[side].map((candidate) => (candidate._id === id ? next : candidate));
      return bookingReply(next);
    }
    return { status: 404, body: { success: false, message: 'Booking not found' } };
  };
  const moves = ['accept', 'decline', 'cancel', 'handover', 'return', 'confirm-return', 'complete', 'report-problem', 'answer', 'photos'];
  const ids = [...state.owner, ...state.borrower].map((booking) => booking._id);
  http = mockHttp({
    'GET /bookings': ({ query }) => bookingsReply(state[query.get('as') === 'owner' ? 'owner' : 'borrower']),
    ...Object.fromEntries(ids.flatMap((id) => moves.map((name) => [`POST /bookings/${id}/${name}`, move]))),
    ...options.handlers,
  });
  const user = userEvent.setup();
  const { store } = renderWithProviders(
    <>
      <App />
      <LocationProbe />
      <SearchProbe />
    </>,
    { route, preloadedState: session(student) },
  );
  return Object.assign(user, { store });
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });
const findCard = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name}`) });
const detail = (article: HTMLElement, label: string) => within(article).getByText(label, { selector: 'dt' }).nextElementSibling;
const buttonsOf = (article: HTMLElement) => within(article).queryAllByRole('button').map((button) => button.textContent);
/** The moves sent: a form's (with photos) as its text fields and how many photos it carries. */
const posts = () =>
  http.calls
    .filter((call) => call.method === 'POST')
    .map(({ url, data }) => {
      if (!(data instanceof FormData)) return { url, data };
      const fields = Object.fromEntries([...data.entries()].filter(([name]) => name !== 'photo'));
      return { url, data: fields, photos: data.getAll('photo').length };
    });

/** The booking at `status` with `actions`, as a move leaves it. */
const at = (status: BookingStatus, actions: Booking['actions'] = []) => (booking: Booking) => ({ ...booking, status, actions }) as Booking;

describe('Bookings: the tabs', () => {
  it('is titled Bookings and opens the side where a request waits for the owner, saying it in the URL; a tab keeps its choice there', async () => {
    const user = renderBookings('/dashboard/user/bookings', { owner: [bikeRequest], borrower: [mathsBooked] });
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(document.title).toBe('Bookings · Campus Marketplace');
    expect(await screen.findByRole('tab', { name: 'As owner' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'As borrower' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('search')).toHaveTextContent('?as=owner');
    expect(await findCard('Mountain bike')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'As owner' })).toContainElement(card('Mountain bike'));
    // The menu's link says the same side.
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
    // …and the folded menu of a phone still names the screen it is on.
    expect(screen.getByRole('button', { name: /^Dashboard menu: ?Bookings$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'As borrower' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?as=borrower');
    expect(await findCard('Maths tutoring')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Mountain bike/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'As borrower' })).toHaveAttribute('aria-selected', 'true');
    // Two lists, two tabs and a menu: slower than most on a busy machine.
  }, 15_000);

  it.each([
    ['the borrower\'s, where a payment waits, when nothing waits for the owner', { owner: [mathsBooked], borrower: [makeRentBooking({ status: 'accepted', actions: ['pay', 'cancel'] })] }, 'borrower'],
    ['the owner\'s when only the owner has bookings', { owner: [mathsBooked] }, 'owner'],
    ['the borrower\'s when nothing waits on either side', { owner: [mathsBooked], borrower: [mathsBooked] }, 'borrower'],
    ['the borrower\'s when there are no bookings', {}, 'borrower'],
  ] satisfies [string, { owner?: Booking[]; borrower?: Booking[] }, 'owner' | 'borrower'][])('without a side in the link opens %s', async (_case, lists, side) => {
    renderBookings('/dashboard/user/bookings', lists);
    const tab = side === 'owner' ? 'As owner' : 'As borrower';
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent(`?as=${side}`);
  });

  it('reads the notifications of the side it opens, once, and only those (docs/product-rules.md "E-mail notifications")', async () => {
    const note = (id: string, bookingSide: 'owner' | 'borrower', read = false) =>
      makeNotification({ _id: id, kind: 'booking', orderId: null, bookingId: bikeRequest._id, bookingSide, read });
    const notifications = [note('a1111111-1111-4111-8111-111111111111', 'owner'), note('b2222222-2222-4222-8222-222222222222', 'borrower'), note('c3333333-3333-4333-8333-333333333333', 'owner', true)];
    const user = renderBookings('/dashboard/user/bookings?as=owner', { owner: [bikeRequest], borrower: [mathsBooked] }, {
      handlers: {
        'GET /notifications': () => ({ status: 200, body: { success: true, notifications, unread: 2 } }),
        'POST /notifications/read': () => ({ status: 200, body: { success: true, unread: 1 } }),
      },
    });
    const reads = () => http.calls.filter((call) => call.url === '/notifications/read').map((call) => call.data);
    await waitFor(() => expect(reads()).toEqual([{ ids: ['a1111111-1111-4111-8111-111111111111'] }]));
    await user.click(screen.getByRole('tab', { name: 'As borrower' }));
    await waitFor(() => expect(reads()).toEqual([{ ids: ['a1111111-1111-4111-8111-111111111111'] }, { ids: ['b2222222-2222-4222-8222-222222222222'] }]));
  });

  it('opens the tab the URL names, whatever waits on the other side', async () => {
    renderBookings('/dashboard/user/bookings?as=borrower', { owner: [bikeRequest], borrower: [mathsBooked] });
    expect(await findCard('Maths tutoring')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'As borrower' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?as=borrower');
  });

  it('is one tab stop; the arrow keys choose the other tab', async () => {
    const user = renderBookings('/dashboard/user/bookings', {});
    const borrowerTab = await screen.findByRole('tab', { name: 'As borrower' });
    expect(borrowerTab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'As owner' })).toHaveAttribute('tabindex', '-1');
    borrowerTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'As owner' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?as=owner');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'As borrower' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?as=borrower');
  });

  it("says 'No bookings yet.' on each tab, offering a borrower the items and services to browse", async () => {
    const user = renderBookings('/dashboard/user/bookings', {});
    const panel = await screen.findByRole('tabpanel', { name: 'As borrower' });
    expect(await within(panel).findByText('No bookings yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse items to borrow' })).toHaveAttribute('href', '/rent/products');
    expect(within(panel).getByRole('link', { name: 'Browse services to hire' })).toHaveAttribute('href', '/service/products');

    await user.click(screen.getByRole('tab', { name: 'As owner' }));
    const ownerPanel = screen.getByRole('tabpanel', { name: 'As owner' });
    expect(await within(ownerPanel).findByText('No bookings yet.')).toBeInTheDocument();
    expect(within(ownerPanel).getByText('Requests to book your rent items and services show here.')).toBeInTheDocument();
  });

  it("reads the list again when the other party moves a booking (the shell's live notification invalidates 'Booking')", async () => {
    let owned = [bikeRequest];
    const { store } = renderBookings('/dashboard/user/bookings?as=owner', {}, {
      handlers: { 'GET /bookings': () => bookingsReply(owned) },
    });
    expect(await findCard('Mountain bike')).toBeInTheDocument();
    owned = [{ ...bikeRequest, status: 'cancelled', cancelledBy: 'borrower', actions: [] }];
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Booking']));
    });
    await waitFor(() => expect(within(card('Mountain bike')).getByRole('status')).toHaveTextContent('Status: Cancelled by the borrower'));
    expect(buttonsOf(card('Mountain bike'))).toEqual([]);
  });

  it("toasts 'Error fetching bookings' and offers Try again when the list cannot be loaded", async () => {
    renderBookings('/dashboard/user/bookings', {}, { handlers: { 'GET /bookings': () => 'network-error' } });
    expect(await screen.findByText('Error fetching bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Bookings: a booking card', () => {
  it('shows a rent booking: the listing linked, the days, status, money, the owner to call, the messages and the refund', async () => {
    const cancelled = makeRentBooking({
      status: 'cancelled',
      cancelledBy: 'owner',
      note: 'I need it for the weekend trip.',
      ownerMessage: 'Sorry, the bike broke down.',
      refund: { status: 'pending', amount: 860 },
    });
    renderBookings('/dashboard/user/bookings', { borrower: [cancelled] });
    const bike = await findCard('Mountain bike');
    expect(bike).toHaveAccessibleName('Mountain bike 3 – 5 Dec 2026 (3 days)');
    expect(within(bike).getByRole('link', { name: 'Mountain bike' })).toHaveAttribute('href', '/rent/products/r-cycle');
    expect(within(bike).getByRole('status')).toHaveTextContent('Status: Cancelled by the owner');
    expect(detail(bike, 'Amount')).toHaveTextContent('₹360.00');
    expect(detail(bike, 'Deposit')).toHaveTextContent('₹500.00');
    // The borrower sees the owner, and calls them to arrange the handover.
    expect(within(bike).queryByText('Borrower', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail(bike, 'Owner')).toHaveTextContent('Asha Rao, 98765 43210');
    expect(within(bike).getByRole('link', { name: 'Call Asha Rao on 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(detail(bike, "Borrower's note")).toHaveTextContent('I need it for the weekend trip.');
    expect(detail(bike, "Owner's message")).toHaveTextContent('Sorry, the bike broke down.');
    expect(detail(bike, 'Refund')).toHaveTextContent('₹860.00 · Refund pending');
    expect(buttonsOf(bike)).toEqual([]);
  });

  it('shows the pay-by deadline while accepted, and a reported problem', async () => {
    const payBy = '2026-12-01T12:30:00.000Z';
    const accepted = makeRentBooking({ status: 'accepted', payBy, actions: ['cancel'] });
    const disputed = makeRentBooking({ _id: 'b-tent', status: 'disputed', listing: { _id: 'r-tent', name: 'Tent', hasPhoto: false }, problem: 'A torn pole.' });
    renderBookings('/dashboard/user/bookings?as=owner', { owner: [accepted, disputed] });
    const bike = await findCard('Mountain bike');
    expect(within(bike).getByRole('status')).toHaveTextContent('Status: Accepted: awaiting payment');
    // On the campus clock (Asia/Kolkata, UTC+05:30), whatever the reader's own: 12:30 UTC is 18:00 there.
    expect(detail(bike, 'Pay by')).toHaveTextContent('Tue 1 Dec, 18:00');
    // The owner sees the borrower and their phone.
    expect(within(bike).getByRole('link', { name: 'Call Meera Nair on 91234 56789' })).toHaveAttribute('href', 'tel:9123456789');
    const tent = card('Tent');
    expect(within(tent).getByRole('status')).toHaveTextContent('Status: Problem reported');
    expect(detail(tent, 'Problem reported')).toHaveTextContent('A torn pole.');
    expect(within(tent).queryByText('Pay by', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows a service booking on its campus date and start time, with its hours, no deposit, and who has marked it completed', async () => {
    const done = makeServiceBooking({ status: 'paid', ownerCompleted: true, actions: ['complete'] });
    renderBookings('/dashboard/user/bookings', { borrower: [done] });
    const maths = await findCard('Maths tutoring');
    expect(maths).toHaveAccessibleName('Maths tutoring Thu 3 Dec 2026 at 17:00 for 2 hours');
    expect(within(maths).getByRole('link', { name: 'Maths tutoring' })).toHaveAttribute('href', '/service/products/s-maths');
    expect(detail(maths, 'Amount')).toHaveTextContent('₹600.00');
    expect(within(maths).queryByText('Deposit', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail(maths, 'Completed')).toHaveTextContent('Asha Rao has marked it completed.');
    expect(buttonsOf(maths)).toEqual(['Mark completed']);
  });

  it('names a deleted listing without a link', async () => {
    renderBookings('/dashboard/user/bookings', { borrower: [makeRentBooking({ status: 'completed', listing: { _id: null, name: 'Old kettle', hasPhoto: false } })] });
    const kettle = await findCard('Old kettle');
    expect(within(kettle).queryByRole('link', { name: 'Old kettle' })).not.toBeInTheDocument();
    expect(within(kettle).getByRole('heading', { level: 2, name: 'Old kettle' })).toBeInTheDocument();
  });

  it.each<[Booking['actions'], string[]]>([
    [['accept', 'decline'], ['Accept', 'Decline']],
    [['cancel'], ['Cancel booking']],
    [['pay', 'cancel'], ['Pay', 'Cancel booking']],
    [['handover', 'cancel'], ['Mark handed over', 'Cancel booking']],
    [['return'], ['Mark returned']],
    [['confirm-return'], ['Confirm return']],
    [['complete', 'cancel'], ['Mark completed', 'Cancel booking']],
    [[], []],
  ])('shows exactly the buttons of the actions %j', async (actions, buttons) => {
    renderBookings('/dashboard/user/bookings', { borrower: [makeRentBooking({ actions })] });
    expect(buttonsOf(await findCard('Mountain bike'))).toEqual(buttons);
  });
});

describe('Bookings: the moves', () => {
  it('accepts with an optional message, then shows the new status with the focus on it', async () => {
    const user = renderBookings('/dashboard/user/bookings?as=owner', { owner: [bikeRequest] }, { moved: at('accepted', ['cancel']) });
    await user.click(within(await findCard('Mountain bike')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept request' });
    expect(dialog).toHaveTextContent('Meera Nair then has 24 hours to pay for Mountain bike (3 – 5 Dec 2026).');
    await user.type(within(dialog).getByLabelText('Message to Meera Nair (optional)'), 'Pick it up at the hostel gate.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/bookings/b-bike/accept', data: { message: 'Pick it up at the hostel gate.' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const status = within(card('Mountain bike')).getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent('Status: Accepted: awaiting payment');
    expect(buttonsOf(card('Mountain bike'))).toEqual(['Cancel booking']);
  });

  it('accepts without a message, sending an empty body', async () => {
    const user = renderBookings('/dashboard/user/bookings?as=owner', { owner: [bikeRequest] }, { moved: at('accepted', ['cancel']) });
    await user.click(within(await findCard('Mountain bike')).getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept request' })).getByRole('button', { name: 'Accept request' }));
    expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/bookings/b-bike/accept', data: {} }]);
  });

  it('declines with a message after asking once more; keeping it sends nothing', async () => {
    const user = renderBookings('/dashboard/user/bookings?as=owner', { owner: [bikeRequest] }, { moved: at('declined') });
    await user.click(within(await findCard('Mountain bike')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    await user.type(within(dialog).getByLabelText('Message to Meera Nair (optional)'), 'Away that week.');
    const question = "Decline Meera Nair's request for Mountain bike (3 – 5 Dec 2026)? This cannot be undone.";
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await answerConfirm(user, question, 'Keep it');
    expect(posts()).toEqual([]);
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await answerConfirm(user, question, 'Decline request');
    expect(await screen.findByText('Request declined.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/bookings/b-bike/decline', data: { message: 'Away that week.' } }]);
    await waitFor(() => expect(within(card('Mountain bike')).getByRole('status')).toHaveTextContent('Status: Declined'));
  });

  it('cancels after asking; keeping it sends nothing', async () => {
    const user = renderBookings('/dashboard/user/bookings', { borrower: [mathsBooked] }, { moved: at('cancelled') });
    const cancel = within(await findCard('Maths tutoring')).getByRole('button', { name: 'Cancel booking' });
    const question = 'Cancel the booking of Maths tutoring (Thu 3 Dec 2026 at 17:00)? Asha Rao is told at once. Your refund shows on the booking once it is cancelled.';
    await user.click(cancel);
    await answerConfirm(user, question, 'Keep it');
    expect(posts()).toEqual([]);
    await user.click(cancel);
    await answerConfirm(user, question, 'Cancel booking');
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/bookings/b-maths/cancel', data: {} }]);
  });

  it.each([
    ['handover', 'Mark handed over', 'Marked handed over.', 'paid'],
    ['return', 'Mark returned', 'Marked returned.', 'handed-over'],
    ['complete', 'Mark completed', 'Marked completed.', 'paid'],
  ] as const)('%s: sends the move with no body and toasts', async (move, label, done, status) => {
    const user = renderBookings('/dashboard/user/bookings', { borrower: [makeRentBooking({ status, actions: [move] })] }, { moved: at('returned') });
    await user.click(within(await findCard('Mountain bike')).getByRole('button', { name: label }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(posts()).toEqual([{ url: `/bookings/b-bike/${move}`, data: undefined }]);
  });

  it("toasts the server's refusal, or a fallback without one, and keeps the buttons", async () => {
    const paid = makeServiceBooking({ status: 'paid', actions: ['complete'] });
    let reply: 'refuse' | 'silent' = 'refuse';
    const user = renderBookings('/dashboard/user/bookings', { borrower: [paid] }, {
      handlers: {
        'POST /bookings/b-maths/complete': () =>
          reply === 'refuse' ? { status: 409, body: { success: false, message: 'The slot is not over yet.' } } : 'network-error',
      },
    });
    const button = within(await findCard('Maths tutoring')).getByRole('button', { name: 'Mark completed' });
    await user.click(button);
    expect(await screen.findByText('The slot is not over yet.')).toBeInTheDocument();
    reply = 'silent';
    await user.click(within(card('Maths tutoring')).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('The booking could not be marked completed. Please try again.')).toBeInTheDocument();
  });
});

describe('Bookings: confirming a return', () => {
  const returned = makeRentBooking({ status: 'returned', actions: ['confirm-return'] });

  async function openConfirm(moved?: (booking: Booking) => Booking) {
    const user = renderBookings('/dashboard/user/bookings?as=owner', { owner: [returned] }, { moved: moved ?? at('completed') });
    await user.click(within(await findCard('Mountain bike')).getByRole('button', { name: 'Confirm return' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Confirm return' }) };
  }

  it('offers the two answers and sends ok for "Returned in good order"', async () => {
    const { user, dialog } = await openConfirm();
    expect(dialog).toHaveTextContent('In good order, the deposit of ₹500.00 goes back to Meera Nair. With a problem, it is held: Meera Nair can answer, then an admin decides.');
    const choices = within(dialog).getByRole('group', { name: 'How did Mountain bike come back?' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.parentElement?.textContent?.trim())).toEqual(['Returned in good order', 'Report a problem']);
    // Neither answer is assumed.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(await within(dialog).findByText('Choose how the item came back')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Returned in good order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(await screen.findByText('Return confirmed.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/bookings/b-bike/confirm-return', data: { ok: true } }]);
  });

  it('needs a note to report a problem, then sends it', async () => {
    const { user, dialog } = await openConfirm(at('disputed'));
    await user.click(within(dialog).getByRole('radio', { name: 'Report a problem' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Say what the problem is')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What is wrong?')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText('What is wrong?'), 'The front wheel is bent.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText('Problem reported: the borrower can answer, then an admin decides on the deposit.')).toBeInTheDocument();
    // A report goes as a form, which can carry its photos (booking-disputes.test.tsx sends some).
    expect(posts()).toEqual([{ url: '/bookings/b-bike/report-problem', data: { note: 'The front wheel is bent.' }, photos: 0 }]);
    await waitFor(() => expect(within(card('Mountain bike')).getByRole('status')).toHaveTextContent('Status: Problem reported'));
  });
});
