import { describe, expect, it } from 'vitest';
import type { Booking, BookingCheckoutResponse, NotificationsResponse, ServiceAvailabilityResponse, ServiceResponse } from '@campus/shared/contract';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { lapseDueBookings } from './lapse';
import {
  bookedSlot,
  booked,
  bookingClock,
  bookingRow,
  dayAfter,
  getBooking,
  HOUR,
  moved,
  payBooking,
  refundsOf,
  requestBooking,
  sandboxPaid,
  seedService,
  verifyPaid,
  ZONE,
} from './test-fixtures';

describe.each(BACKENDS)('service bookings on %s', (backend) => {
  // Monday 1 March 2027, 10:00 campus time: day 1 is a Tuesday, day 5 a Saturday.
  // Tests that move the clock on come last in their file: the ones before count their days from a Monday.
  const clock = bookingClock();
  const t = useTestApp(backend, ADMIN_ENV, { clock });
  const admin = useAdmin(t);
  const provider = useMember(t, { name: 'Priya Provider' });
  const client = useMember(t, { name: 'Chetan Client' });
  const other = useMember(t);

  const slot = (listingId: string, day: number, startTime: string, hours: number) => ({ kind: 'service', listingId, date: dayAfter(clock, day), startTime, hours });
  const setHours = (token: string | null, id: string, weekly: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/service/${id}/availability`, headers: token ? bearer(token) : {}, payload: { weekly } });
  const notificationsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json<NotificationsResponse>().notifications;
  const availability = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/service/${id}/availability` })).json<ServiceAvailabilityResponse>();

  it('prices hours × price an hour, stores the slot in UTC and reads it back on the campus clock', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id, pricePaise: 25_000 });
    const booking = await booked(t.app, client.token, slot(service, 1, '17:00', 1));
    expect(booking).toMatchObject({ kind: 'service', date: dayAfter(clock, 1), startTime: '17:00', hours: 1, amount: 250, deposit: 0 });
    const row = await bookingRow(t.app, booking._id);
    // 17:00 in Kolkata (UTC+05:30) is 11:30 UTC.
    expect(row?.startsAt?.toISOString()).toBe(`${dayAfter(clock, 1)}T11:30:00.000Z`);
    expect(row?.endsAt?.toISOString()).toBe(`${dayAfter(clock, 1)}T12:30:00.000Z`);
    expect(booking).toMatchObject({ startsAt: `${dayAfter(clock, 1)}T11:30:00.000Z`, endsAt: `${dayAfter(clock, 1)}T12:30:00.000Z` });
    const three = await booked(t.app, client.token, slot(service, 2, '09:00', 3));
    expect(three.amount).toBe(750);
  });

  it('refuses a slot outside the weekly hours, a past one, too many hours, and a service without hours', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id, name: 'Yoga' });
    const cases: [object, number, string][] = [
      [slot(service, 5, '10:00', 1), 409, 'Yoga is not offered then: pick a time within its opening hours.'],
      [slot(service, 1, '08:30', 1), 409, 'Yoga is not offered then'],
      [slot(service, 1, '17:30', 1), 409, 'Yoga is not offered then'],
      [slot(service, 0, '09:00', 1), 400, 'That time has passed: pick a later one.'],
      [slot(service, 1, '09:00', 13), 400, 'Book at most 12 hours'],
      [slot(service, 1, '09:00', 0), 400, 'Book at least 1 hour'],
      [slot(service, 1, '09:15', 1), 400, 'Start time must be a time on the hour or half hour (HH:MM)'],
      [slot(service, 95, '10:00', 1), 400, 'Bookings can be made up to'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await requestBooking(t.app, client.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    // The last hour of the day fits exactly.
    await booked(t.app, client.token, slot(service, 1, '17:00', 1));
    const closed = await seedService(t.app, { sellerId: provider.user._id, name: 'Chess coaching', weekly: [] });
    const none = await requestBooking(t.app, client.token, slot(closed, 1, '10:00', 1));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ success: false, message: 'Chess coaching has no opening hours set yet.' });
  });

  it('refuses a slot overlapping one held by another booking (409), and takes the next hour', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id });
    await booked(t.app, client.token, slot(service, 2, '10:00', 2));
    for (const [start, hours] of [['10:00', 1], ['09:00', 2], ['11:30', 3], ['09:00', 6]] as const) {
      const response = await requestBooking(t.app, other.token, slot(service, 2, start, hours));
      expect(response.statusCode, `${start} for ${hours}`).toBe(409);
      expect(response.json()).toEqual({ success: false, message: 'That time is already booked: pick another.' });
    }
    await booked(t.app, other.token, slot(service, 2, '12:00', 1));
    await booked(t.app, other.token, slot(service, 2, '09:00', 1));
    const { taken } = await availability(service);
    expect(taken).toEqual([
      { start: `${dayAfter(clock, 2)}T03:30:00.000Z`, end: `${dayAfter(clock, 2)}T04:30:00.000Z` },
      { start: `${dayAfter(clock, 2)}T04:30:00.000Z`, end: `${dayAfter(clock, 2)}T06:30:00.000Z` },
      { start: `${dayAfter(clock, 2)}T06:30:00.000Z`, end: `${dayAfter(clock, 2)}T07:30:00.000Z` },
    ]);
  });

  it('lets its owner or an admin set the weekly hours, checked and in order, and nobody else', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id, weekly: [] });
    const week = [
      { day: 6, from: '10:00', to: '13:00' },
      { day: 1, from: '14:00', to: '24:00' },
      { day: 1, from: '08:00', to: '12:00' },
    ];
    const set = await setHours(provider.token, service, week);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ServiceAvailabilityResponse>().weekly).toEqual([week[2], week[1], week[0]]);
    expect((await availability(service)).weekly).toEqual([week[2], week[1], week[0]]);
    expect((await setHours(other.token, service, [])).statusCode).toBe(403);
    expect((await setHours(null, service, [])).statusCode).toBe(401);
    expect((await setHours(admin.token, service, [{ day: 2, from: '09:00', to: '10:00' }])).statusCode).toBe(200);
    const bad: [unknown, string][] = [
      [[{ day: 1, from: '10:00', to: '09:00' }], 'A window must end after it starts'],
      [[{ day: 7, from: '10:00', to: '11:00' }], ''],
      [[{ day: 1, from: '10:00', to: '12:00' }, { day: 1, from: '11:00', to: '13:00' }], 'Windows of the same day cannot overlap'],
      [[{ day: 1, from: '10:10', to: '12:00' }], 'From must be a time on the hour or half hour (HH:MM)'],
    ];
    for (const [weekly, message] of bad) {
      const response = await setHours(provider.token, service, weekly);
      expect(response.statusCode, JSON.stringify(weekly)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await availability(service)).weekly).toEqual([{ day: 2, from: '09:00', to: '10:00' }]);
  });

  it('shows the service as Rented while a paid slot is under way', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id });
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/service/get-service/${service}` })).json<ServiceResponse>().service;
    const booking = await bookedSlot(t.app, client.token, slot(service, 1, '10:00', 2));
    await moved(t.app, provider.token, booking._id, 'accept');
    expect((await payBooking(t.app, client.token, booking._id)).verified.statusCode).toBe(200);
    expect((await page()).isRented).toBe(false);
    clock.set(new Date(Date.parse(booking.startsAt) + HOUR / 2));
    expect((await page()).isRented).toBe(true);
    clock.set(new Date(Date.parse(booking.endsAt)));
    expect((await page()).isRented).toBe(false);
  });

  it('refunds in full when the client cancels a paid slot before it begins, and refuses once it has begun', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' }));
    const service = await seedService(t.app, { sellerId: provider.user._id, pricePaise: 10_000, weekly: everyDay });
    const early = await booked(t.app, client.token, slot(service, 3, '10:00', 2));
    await moved(t.app, provider.token, early._id, 'accept');
    expect((await payBooking(t.app, client.token, early._id)).verified.statusCode).toBe(200);
    expect(await moved(t.app, client.token, early._id, 'cancel')).toMatchObject({ status: 'cancelled', refund: { amount: 200 } });
    const late = await bookedSlot(t.app, client.token, slot(service, 4, '10:00', 2));
    await moved(t.app, provider.token, late._id, 'accept');
    expect((await payBooking(t.app, client.token, late._id)).verified.statusCode).toBe(200);
    clock.set(new Date(Date.parse(late.startsAt) + 30 * 60_000));
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${late._id}/cancel`, headers: bearer(client.token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'The slot has begun: it can no longer be cancelled.' });
  });

  it('must be paid before its slot begins: payable until the start, then 409 with the reason and lapsed', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' }));
    const service = await seedService(t.app, { sellerId: provider.user._id, pricePaise: 10_000, weekly: everyDay });
    // Today, two hours from now: the deadline to pay is the slot's start, not 24 hours after acceptance.
    const soon = await bookedSlot(t.app, client.token, slot(service, 0, '12:00', 1));
    const accepted = await moved(t.app, provider.token, soon._id, 'accept');
    expect(accepted.payBy).toBe(soon.startsAt);
    expect(accepted.actions).toEqual(['cancel']);
    expect((await getBooking(t.app, client.token, soon._id)).json<{ booking: Booking }>().booking.actions).toEqual(['cancel', 'pay']);
    // A payment window opened before the start and paid after it is too late: refunded whole, the booking not paid.
    const early = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${soon._id}/checkout`, headers: bearer(client.token) });
    expect(early.statusCode, early.body).toBe(201);
    clock.set(new Date(soon.startsAt));
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${soon._id}/checkout`, headers: bearer(client.token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'The slot has begun: it can no longer be paid.' });
    const lapsed = (await getBooking(t.app, client.token, soon._id)).json<{ booking: Booking }>().booking;
    expect(lapsed).toMatchObject({ status: 'lapsed', actions: [] });
    const notes = await notificationsOf(client.token);
    expect(notes[0]?.message).toMatch(/lapsed: it was not paid before the slot began$/);
    expect((await availability(service)).taken).toEqual([]);
  });

  it('lapses an accepted slot left unpaid at its start through the background sweep, and refunds a payment that comes later', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' }));
    const service = await seedService(t.app, { sellerId: provider.user._id, pricePaise: 10_000, weekly: everyDay });
    const booking = await bookedSlot(t.app, client.token, slot(service, 1, '10:00', 1));
    await moved(t.app, provider.token, booking._id, 'accept');
    const checkout = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking._id}/checkout`, headers: bearer(client.token) });
    expect(checkout.statusCode).toBe(201);
    // The card is charged a minute before the start; the payment reaches the server a minute after it.
    clock.set(new Date(Date.parse(booking.startsAt) - 60_000));
    const charged = await sandboxPaid(t.app, client.token, checkout.json<BookingCheckoutResponse>().razorpayOrderId);
    clock.set(new Date(Date.parse(booking.startsAt) + 60_000));
    const late = await verifyPaid(t.app, client.token, charged);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: 'This booking ended before your payment arrived; your payment is being refunded.' });
    expect(await refundsOf(t.app, booking._id)).toEqual([{ amountPaise: 10_000, status: 'issued' }]);
    expect((await bookingRow(t.app, booking._id))?.status).toBe('accepted');
    // The sweep every instance runs (under the scheduled-job lease) lapses it without anyone reading it.
    await lapseDueBookings(t.app.db, { now: clock.now(), timeZone: ZONE });
    expect((await bookingRow(t.app, booking._id))?.status).toBe('lapsed');
  });
});
