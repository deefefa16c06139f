import { describe, expect, it } from 'vitest';
import type { Booking, BookingsResponse, Notification, NotificationsResponse, RentAvailabilityResponse, RentProductResponse } from '@campus/shared/contract';
import { ADMIN_ENV, bearer, signedInUser, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { connectChat, listenLocally } from '../../test/chat-client';
import {
  booked,
  bookingClock,
  bookingRow,
  dayAfter,
  getBooking,
  HOUR,
  moveBooking,
  moved,
  payBooking,
  refundsOf,
  requestBooking,
  seedRentItem,
} from './test-fixtures';

describe.each(BACKENDS)('rent bookings on %s', (backend) => {
  const clock = bookingClock();
  const t = useTestApp(backend, ADMIN_ENV, { clock });
  const admin = useAdmin(t);
  const owner = useMember(t, { name: 'Olga Owner' });
  const borrower = useMember(t, { name: 'Bala Borrower' });
  const third = useMember(t, { name: 'Tara Third' });

  const rent = (listingId: string, start: string, end: string, note?: string) => ({ kind: 'rent', listingId, start, end, note });
  const availability = async (id: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/${id}/availability${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RentAvailabilityResponse>();
  };

  it('prices days × price a day with the item\'s deposit, computed and stored by the server', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, pricePaise: 12_050, depositPaise: 50_000 });
    const booking = await booked(t.app, borrower.token, { ...rent(item, dayAfter(clock, 3), dayAfter(clock, 5), 'For a trip'), amount: 1 });
    expect(booking).toMatchObject({
      kind: 'rent',
      status: 'requested',
      listing: { _id: item, name: 'Mountain bike', hasPhoto: false },
      owner: { _id: owner.user._id, name: 'Olga Owner' },
      borrower: { _id: borrower.user._id, name: 'Bala Borrower' },
      start: dayAfter(clock, 3),
      end: dayAfter(clock, 5),
      days: 3,
      amount: 361.5,
      deposit: 500,
      note: 'For a trip',
      payBy: null,
      refund: null,
      actions: ['cancel'],
    });
    expect(await bookingRow(t.app, booking._id)).toMatchObject({ amountPaise: 36_150, depositPaise: 50_000 });
    // The owner sees the same booking with their own moves.
    const asOwner = (await getBooking(t.app, owner.token, booking._id)).json<{ booking: Booking }>().booking;
    expect(asOwner.actions).toEqual(['accept', 'decline']);
  });

  it('refuses bad days with a clear message and stores nothing', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const cases: [object, number, string][] = [
      [rent(item, dayAfter(clock, -1), dayAfter(clock, 1)), 400, 'The start date has passed: pick a day from today on.'],
      [rent(item, dayAfter(clock, 5), dayAfter(clock, 4)), 400, 'The end date cannot be before the start date'],
      [rent(item, dayAfter(clock, 1), dayAfter(clock, 31)), 400, 'A booking can be at most 30 days'],
      [rent(item, dayAfter(clock, 85), dayAfter(clock, 95)), 400, 'Bookings can be made up to'],
      [rent(item, '2027-02-30', dayAfter(clock, 1)), 400, 'Start date must be a date (YYYY-MM-DD)'],
      [{ ...rent(item, dayAfter(clock, 1), dayAfter(clock, 2)), kind: 'boat' }, 400, "kind must be 'rent' or 'service'"],
      [rent('00000000-0000-4000-8000-000000000000', dayAfter(clock, 1), dayAfter(clock, 2)), 404, 'Rent product not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await requestBooking(t.app, borrower.token, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const own = await requestBooking(t.app, owner.token, rent(item, dayAfter(clock, 1), dayAfter(clock, 2)));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ success: false, message: 'You cannot book your own item.' });
    expect((await requestBooking(t.app, null, rent(item, dayAfter(clock, 1), dayAfter(clock, 2)))).statusCode).toBe(401);
    expect((await availability(item)).taken).toEqual([]);
  });

  it('refuses days that overlap a booking holding them (409), takes adjacent ones, and frees declined days', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const first = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 10), dayAfter(clock, 12)));
    for (const [start, end] of [[10, 10], [9, 10], [12, 14], [8, 15]] as const) {
      const response = await requestBooking(t.app, third.token, rent(item, dayAfter(clock, start), dayAfter(clock, end)));
      expect(response.statusCode, `${start}–${end}`).toBe(409);
      expect(response.json()).toEqual({ success: false, message: 'Those days are already booked: pick other days.' });
    }
    const before = await booked(t.app, third.token, rent(item, dayAfter(clock, 8), dayAfter(clock, 9)));
    const after = await booked(t.app, third.token, rent(item, dayAfter(clock, 13), dayAfter(clock, 13)));
    expect((await availability(item)).taken).toEqual([
      { start: dayAfter(clock, 8), end: dayAfter(clock, 9) },
      { start: dayAfter(clock, 10), end: dayAfter(clock, 12) },
      { start: dayAfter(clock, 13), end: dayAfter(clock, 13) },
    ]);
    await moved(t.app, owner.token, first._id, 'decline', { message: 'Away that week' });
    await moved(t.app, third.token, after._id, 'cancel');
    expect((await availability(item)).taken).toEqual([{ start: dayAfter(clock, 8), end: dayAfter(clock, 9) }]);
    await booked(t.app, third.token, rent(item, dayAfter(clock, 11), dayAfter(clock, 13)));
    expect(before.status).toBe('requested');
  });

  it('gives exactly one of ten members racing for the same days their booking, and the owner accepts it', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const racers = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t.app)));
    const answers = await Promise.all(racers.map((racer) => requestBooking(t.app, racer.token, rent(item, dayAfter(clock, 20), dayAfter(clock, 22)))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const winner = answers.find((answer) => answer.statusCode === 201)?.json<{ booking: Booking }>().booking;
    if (!winner) throw new Error('no winner');
    expect((await moved(t.app, owner.token, winner._id, 'accept')).status).toBe('accepted');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/bookings?as=owner', headers: bearer(owner.token) });
    const ofItem = list.json<BookingsResponse>().bookings.filter((booking) => booking.listing._id === item);
    expect(ofItem.map((booking) => booking.status)).toEqual(['accepted']);
  });

  it('lapses an accepted booking left unpaid for 24 hours and frees its days (with a controllable clock)', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 30), dayAfter(clock, 31)));
    const accepted = await moved(t.app, owner.token, booking._id, 'accept');
    expect(accepted.payBy).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());
    expect(accepted.actions).toEqual(['cancel']);
    clock.advance(23 * HOUR);
    expect((await availability(item)).taken).toHaveLength(1);
    clock.advance(HOUR + 60_000);
    expect((await availability(item)).taken).toEqual([]);
    const lapsed = (await getBooking(t.app, borrower.token, booking._id)).json<{ booking: Booking }>().booking;
    expect(lapsed).toMatchObject({ status: 'lapsed', actions: [] });
    const checkout = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking._id}/checkout`, headers: bearer(borrower.token) });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ success: false, message: 'This booking has lapsed.' });
    await booked(t.app, third.token, rent(item, dayAfter(clock, 30), dayAfter(clock, 31)));
  });

  it('lapses a request nobody answered once its first day is over', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 1), dayAfter(clock, 2)));
    clock.advance(24 * HOUR);
    expect((await getBooking(t.app, owner.token, booking._id)).json<{ booking: Booking }>().booking.actions).toEqual(['accept', 'decline']);
    clock.advance(24 * HOUR);
    const answer = await moveBooking(t.app, owner.token, booking._id, 'accept');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, message: 'This booking has lapsed.' });
  });

  it('runs the whole booking: pay, hand over (Rented), return, confirm; the deposit comes back; both hear of each step', async () => {
    const url = await listenLocally(t.app);
    const [ownerSocket, borrowerSocket] = await Promise.all([connectChat(url, { token: owner.token }), connectChat(url, { token: borrower.token })]);
    const heard: Record<string, Notification[]> = { owner: [], borrower: [] };
    ownerSocket.on('notification', (note) => heard.owner?.push(note));
    borrowerSocket.on('notification', (note) => heard.borrower?.push(note));
    try {
      const item = await seedRentItem(t.app, { sellerId: owner.user._id, pricePaise: 10_000, depositPaise: 30_000, name: 'Camera' });
      const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 2), dayAfter(clock, 4)));
      await moved(t.app, owner.token, booking._id, 'accept', { message: 'Pick it up at the library' });
      const { verified, amountPaise } = await payBooking(t.app, borrower.token, booking._id);
      expect(amountPaise).toBe(60_000);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ success: true, message: 'Payment verified: your booking is paid.', bookingId: booking._id });
      const itemPage = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/get-rent-product/${item}` })).json<RentProductResponse>().rentProduct;
      expect(await itemPage()).toMatchObject({ isRented: false, deposit: 300 });
      expect((await moved(t.app, owner.token, booking._id, 'handover')).status).toBe('handed-over');
      expect(await itemPage()).toMatchObject({ isRented: true });
      expect((await moved(t.app, borrower.token, booking._id, 'return')).status).toBe('returned');
      const done = await moved(t.app, owner.token, booking._id, 'confirm-return', { ok: true });
      expect(done).toMatchObject({ status: 'completed', refund: { status: 'issued', amount: 300 }, actions: [] });
      expect(await itemPage()).toMatchObject({ isRented: false });
      expect(await refundsOf(t.app, booking._id)).toEqual([{ amountPaise: 30_000, status: 'issued' }]);
      await expect.poll(() => heard.borrower?.length).toBe(3);
      await expect.poll(() => heard.owner?.length).toBe(3);
      expect(heard.owner?.map((note) => note.message)).toEqual([
        expect.stringMatching(/^Bala Borrower asks to book Camera \(/),
        expect.stringMatching(/^Bala Borrower paid for Camera/),
        expect.stringMatching(/^Bala Borrower returned Camera .*: please confirm the return$/),
      ]);
      expect(heard.borrower?.map((note) => note.message)).toEqual([
        expect.stringMatching(/^Olga Owner accepted your booking of Camera .*: pay by .*: “Pick it up at the library”$/),
        expect.stringMatching(/^Olga Owner handed over Camera/),
        expect.stringMatching(/your deposit of ₹300\.00 is being refunded to you$/),
      ]);
      expect(heard.borrower?.every((note) => note.kind === 'booking' && note.bookingId === booking._id)).toBe(true);
      // Each says its member's side of the booking, which its links open (docs/product-rules.md "Bookings").
      expect(heard.owner?.map((note) => note.bookingSide)).toEqual(['owner', 'owner', 'owner']);
      expect(heard.borrower?.map((note) => note.bookingSide)).toEqual(['borrower', 'borrower', 'borrower']);
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(owner.token) });
      expect(listed.json<NotificationsResponse>().notifications.filter((note) => note.bookingId === booking._id).map((note) => note.bookingSide)).toEqual(['owner', 'owner', 'owner']);
    } finally {
      ownerSocket.disconnect();
      borrowerSocket.disconnect();
    }
  });

  it('holds the deposit when the owner reports a problem, and an admin settles the split', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, pricePaise: 10_000, depositPaise: 40_000 });
    const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 40), dayAfter(clock, 40)));
    await moved(t.app, owner.token, booking._id, 'accept');
    expect((await payBooking(t.app, borrower.token, booking._id)).verified.statusCode).toBe(200);
    await moved(t.app, owner.token, booking._id, 'handover');
    await moved(t.app, borrower.token, booking._id, 'return');
    const noNote = await moveBooking(t.app, owner.token, booking._id, 'confirm-return', { ok: false });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ success: false, message: 'Say what the problem is' });
    const disputed = await moved(t.app, owner.token, booking._id, 'confirm-return', { ok: false, note: 'The lens is scratched' });
    expect(disputed).toMatchObject({ status: 'disputed', problem: 'The lens is scratched', refund: null });
    expect(await refundsOf(t.app, booking._id)).toEqual([]);
    // The admin decides once the borrower has answered the report (bookings-disputes.test.ts).
    await moved(t.app, borrower.token, booking._id, 'answer', { answer: 'It was scratched when I got it' });
    const held = await t.app.inject({ method: 'GET', url: '/api/v1/bookings?as=admin&status=disputed', headers: bearer(admin.token) });
    expect(held.json<BookingsResponse>().bookings.map((b) => [b._id, b.actions])).toContainEqual([booking._id, ['resolve']]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings?as=admin', headers: bearer(owner.token) })).statusCode).toBe(403);
    expect((await moveBooking(t.app, owner.token, booking._id, 'resolve', { refund: 400 })).statusCode).toBe(403);
    const tooMuch = await moveBooking(t.app, admin.token, booking._id, 'resolve', { refund: 400.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ success: false, message: 'The refund cannot be more than the deposit of ₹400.00.' });
    const settled = await moved(t.app, admin.token, booking._id, 'resolve', { refund: 150 });
    expect(settled).toMatchObject({ status: 'completed', refund: { status: 'issued', amount: 150 } });
    expect(await refundsOf(t.app, booking._id)).toEqual([{ amountPaise: 15_000, status: 'issued' }]);
  });

  it('refunds a cancelled paid booking in full before its first day, and all but a day from then on', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, pricePaise: 10_000, depositPaise: 20_000 });
    const paidBooking = async (start: number, end: number) => {
      const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, start), dayAfter(clock, end)));
      await moved(t.app, owner.token, booking._id, 'accept');
      expect((await payBooking(t.app, borrower.token, booking._id)).verified.statusCode).toBe(200);
      return booking;
    };
    const early = await paidBooking(50, 52);
    expect(await moved(t.app, borrower.token, early._id, 'cancel')).toMatchObject({ status: 'cancelled', cancelledBy: 'borrower', refund: { amount: 500 } });
    const late = await paidBooking(1, 3);
    clock.advance(24 * HOUR);
    expect(await moved(t.app, borrower.token, late._id, 'cancel')).toMatchObject({ status: 'cancelled', refund: { amount: 400 } });
    const byOwner = await paidBooking(1, 1);
    expect(await moved(t.app, owner.token, byOwner._id, 'cancel', { message: 'It broke' })).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      ownerMessage: 'It broke',
      refund: { amount: 300 },
    });
  });

  it('keeps an item with bookings under way from being deleted; its record survives a deletion once they are over', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, name: 'Tent' });
    const booking = await booked(t.app, borrower.token, rent(item, dayAfter(clock, 60), dayAfter(clock, 61)));
    const remove = () => t.app.inject({ method: 'DELETE', url: `/api/v1/rent-product/delete-rent-product/${item}`, headers: bearer(owner.token) });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'This rent product has bookings that are not over yet: settle or cancel them first.' });
    await moved(t.app, owner.token, booking._id, 'decline');
    expect((await remove()).statusCode).toBe(200);
    const kept = (await getBooking(t.app, borrower.token, booking._id)).json<{ booking: Booking }>().booking;
    expect(kept).toMatchObject({ status: 'declined', listing: { _id: null, name: 'Tent' } });
  });

  it('lets a member have at most 10 requests waiting for an answer', async () => {
    const eager = await signedInUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const item = await seedRentItem(t.app, { sellerId: owner.user._id });
      await booked(t.app, eager.token, rent(item, dayAfter(clock, 5), dayAfter(clock, 5)));
    }
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    const refused = await requestBooking(t.app, eager.token, rent(item, dayAfter(clock, 5), dayAfter(clock, 5)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You have 10 requests waiting for an answer: wait for the owners or cancel one first.',
    });
    expect((await availability(item)).taken).toEqual([]);
  });

  it('takes no booking of a paused item, and says so', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, name: 'Kayak', paused: true });
    const response = await requestBooking(t.app, borrower.token, rent(item, dayAfter(clock, 5), dayAfter(clock, 6)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Kayak is paused by its owner and takes no bookings now.' });
  });

  it('answers availability to visitors without anyone\'s name, and refuses a bad range', async () => {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id });
    await booked(t.app, borrower.token, rent(item, dayAfter(clock, 70), dayAfter(clock, 72)));
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/${item}/availability?from=${dayAfter(clock, 71)}&to=${dayAfter(clock, 80)}` });
    expect(answer.json()).toEqual({
      success: true,
      taken: [{ start: dayAfter(clock, 70), end: dayAfter(clock, 72) }],
      timeZone: 'Asia/Kolkata',
      today: dayAfter(clock, 0),
    });
    expect(answer.body).not.toContain('Bala');
    const bad = await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/${item}/availability?from=${dayAfter(clock, 5)}&to=${dayAfter(clock, 1)}` });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rent-product/00000000-0000-4000-8000-000000000000/availability' })).statusCode).toBe(404);
  });
});
