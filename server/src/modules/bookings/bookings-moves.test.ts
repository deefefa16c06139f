import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS, type Booking, type BookingAction, type BookingStatus } from '@campus/shared/contract';
import { bookings } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { booked, bookingClock, bookingRow, dayAfter, getBooking, HOUR, moveBooking, moved, payBooking, seedRentItem, seedService } from './test-fixtures';

/** The call of a move: paying is the checkout call. */
const call = (action: BookingAction) => (action === 'pay' ? 'checkout' : action);

describe.each(BACKENDS)('booking moves and who may make them, on %s', (backend) => {
  const clock = bookingClock();
  const t = useTestApp(backend, ADMIN_ENV, { clock });
  const admin = useAdmin(t);
  const owner = useMember(t, { name: 'Olga Owner' });
  const borrower = useMember(t, { name: 'Bala Borrower' });
  const stranger = useMember(t, { name: 'Sam Stranger' });
  const tokens = () => ({ owner: owner.token, borrower: borrower.token, admin: admin.token, stranger: stranger.token });
  type Who = keyof ReturnType<typeof tokens>;

  let nextDay = 1;
  /** A rent booking of a new item, brought to `status` by the parties' own calls. */
  async function rentBookingAt(status: BookingStatus): Promise<string> {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, depositPaise: 10_000 });
    const day = dayAfter(clock, (nextDay += 1));
    const { _id: id } = await booked(t.app, borrower.token, { kind: 'rent', listingId: item, start: day, end: day });
    const steps: Partial<Record<BookingStatus, () => Promise<unknown>>> = {
      declined: () => moved(t.app, owner.token, id, 'decline'),
      cancelled: () => moved(t.app, borrower.token, id, 'cancel'),
    };
    if (status === 'requested') return id;
    if (steps[status]) return (await steps[status]?.(), id);
    await moved(t.app, owner.token, id, 'accept');
    if (status === 'accepted') return id;
    if (status === 'lapsed') {
      // Its deadline in the past, as 24 hours later: the next read lapses it.
      await t.app.db.update(bookings).set({ payBy: new Date(clock.now().getTime() - 1) }).where(eq(bookings.id, id));
      expect((await getBooking(t.app, borrower.token, id)).json<{ booking: Booking }>().booking.status).toBe('lapsed');
      return id;
    }
    expect((await payBooking(t.app, borrower.token, id)).verified.statusCode).toBe(200);
    if (status === 'paid') return id;
    await moved(t.app, owner.token, id, 'handover');
    if (status === 'handed-over') return id;
    await moved(t.app, borrower.token, id, 'return');
    if (status === 'returned') return id;
    if (status === 'completed') return (await moved(t.app, owner.token, id, 'confirm-return', { ok: true }), id);
    await moved(t.app, owner.token, id, 'confirm-return', { ok: false, note: 'Bent wheel' });
    return id;
  }

  /** Who makes each move in the state-machine check: the party whose move it is. */
  const MOVER: Record<BookingAction, Who> = {
    accept: 'owner',
    decline: 'owner',
    cancel: 'borrower',
    pay: 'borrower',
    handover: 'owner',
    return: 'borrower',
    'confirm-return': 'owner',
    complete: 'borrower',
    answer: 'borrower',
    resolve: 'admin',
  };
  /** The only moves each status of a rent booking allows its mover. */
  const ALLOWED: Record<BookingStatus, BookingAction[]> = {
    requested: ['accept', 'decline', 'cancel'],
    accepted: ['cancel', 'pay'],
    paid: ['cancel', 'handover'],
    'handed-over': ['return'],
    returned: ['confirm-return'],
    // An admin settles once the borrower has answered (or their time to answer is over: bookings-disputes.test.ts).
    disputed: ['answer'],
    completed: [],
    declined: [],
    cancelled: [],
    lapsed: [],
  };

  it.each(Object.keys(ALLOWED) as BookingStatus[])('a rent booking %s refuses every other move with 409 and stays as it is', async (status) => {
    const id = await rentBookingAt(status);
    const before = await bookingRow(t.app, id);
    for (const action of BOOKING_ACTIONS.filter((action) => !ALLOWED[status].includes(action))) {
      const payload = action === 'confirm-return' ? { ok: true } : action === 'resolve' ? { refund: 0 } : action === 'answer' ? { answer: 'Not me' } : undefined;
      const response = await moveBooking(t.app, tokens()[MOVER[action]], id, call(action), payload);
      expect(response.statusCode, `${action} from ${status}: ${response.body}`).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await bookingRow(t.app, id)).toEqual(before);
    // What each party is offered is what the server would take.
    const actionsOf = async (who: Who) => (await getBooking(t.app, tokens()[who], id)).json<{ booking: Booking }>().booking.actions;
    const offered = [...(await actionsOf('owner')), ...(await actionsOf('borrower')), ...(await actionsOf('admin'))];
    expect(new Set(offered)).toEqual(new Set(ALLOWED[status]));
  });

  /** For each move: the status it is made from, who may make it, and who is refused with 403. */
  const MATRIX: { action: BookingAction; from: BookingStatus; allowed: Who; refused: Who[]; payload?: object; answered?: boolean }[] = [
    { action: 'accept', from: 'requested', allowed: 'admin', refused: ['borrower', 'stranger'] },
    { action: 'decline', from: 'requested', allowed: 'owner', refused: ['borrower', 'stranger'] },
    { action: 'cancel', from: 'accepted', allowed: 'owner', refused: ['stranger'] },
    { action: 'pay', from: 'accepted', allowed: 'borrower', refused: ['owner', 'admin', 'stranger'] },
    { action: 'handover', from: 'paid', allowed: 'admin', refused: ['borrower', 'stranger'] },
    { action: 'return', from: 'handed-over', allowed: 'borrower', refused: ['owner', 'admin', 'stranger'] },
    { action: 'confirm-return', from: 'returned', allowed: 'owner', refused: ['borrower', 'stranger'], payload: { ok: true } },
    { action: 'answer', from: 'disputed', allowed: 'borrower', refused: ['owner', 'admin', 'stranger'], payload: { answer: 'It was bent before' } },
    { action: 'resolve', from: 'disputed', answered: true, allowed: 'admin', refused: ['owner', 'borrower', 'stranger'], payload: { refund: 50 } },
  ];

  it.each(MATRIX)('$action: 403 for $refused and nothing changes; $allowed may', async ({ action, from, allowed, refused, payload, answered }) => {
    const id = await rentBookingAt(from);
    if (answered) await moved(t.app, borrower.token, id, 'answer', { answer: 'It was bent before' });
    const before = await bookingRow(t.app, id);
    for (const who of refused) {
      const response = await moveBooking(t.app, tokens()[who], id, call(action), payload);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await bookingRow(t.app, id)).toEqual(before);
    expect((await moveBooking(t.app, null, id, call(action), payload)).statusCode).toBe(401);
    const made = await moveBooking(t.app, tokens()[allowed], id, call(action), payload);
    expect(made.statusCode, made.body).toBe(action === 'pay' ? 201 : 200);
  });

  it('shows a booking to its two parties and admins only', async () => {
    const id = await rentBookingAt('requested');
    for (const who of ['owner', 'borrower', 'admin'] as const) expect((await getBooking(t.app, tokens()[who], id)).statusCode).toBe(200);
    const refused = await getBooking(t.app, stranger.token, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'This booking is not yours.' });
    expect((await getBooking(t.app, null, id)).statusCode).toBe(401);
    expect((await getBooking(t.app, owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getBooking(t.app, owner.token, 'not-an-id')).statusCode).toBe(400);
    const lists = await t.app.inject({ method: 'GET', url: '/api/v1/bookings?as=borrower', headers: bearer(stranger.token) });
    expect(lists.json()).toEqual({ success: true, bookings: [] });
  });

  it('lets each party of a service mark it done once its slot is over; completed when both have', async () => {
    const service = await seedService(t.app, { sellerId: owner.user._id, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })) });
    const booking = await booked(t.app, borrower.token, { kind: 'service', listingId: service, date: dayAfter(clock, 1), startTime: '10:00', hours: 2 });
    await moved(t.app, owner.token, booking._id, 'accept');
    expect((await payBooking(t.app, borrower.token, booking._id)).verified.statusCode).toBe(200);
    for (const action of ['handover', 'return', 'confirm-return'] as const) {
      expect((await moveBooking(t.app, owner.token, booking._id, action, { ok: true })).statusCode, action).toBe(action === 'return' ? 403 : 409);
    }
    const early = await moveBooking(t.app, borrower.token, booking._id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, message: 'The slot is not over yet.' });
    clock.advance(26 * HOUR);
    expect((await moveBooking(t.app, admin.token, booking._id, 'complete')).statusCode).toBe(403);
    expect((await moveBooking(t.app, stranger.token, booking._id, 'complete')).statusCode).toBe(403);
    const half = await moved(t.app, borrower.token, booking._id, 'complete');
    expect(half).toMatchObject({ status: 'paid', borrowerCompleted: true, ownerCompleted: false, actions: [] });
    expect((await moveBooking(t.app, borrower.token, booking._id, 'complete')).statusCode).toBe(409);
    expect(await moved(t.app, owner.token, booking._id, 'complete')).toMatchObject({ status: 'completed', ownerCompleted: true });
  });
});
