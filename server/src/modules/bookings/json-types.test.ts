import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { bookingClock, booked, dayAfter, requestBooking, seedService } from './test-fixtures';

/** README "Forms": a JSON number field takes a number or a numeric text, nothing else; a booking's hours too. */
describe.each(BACKENDS)('JSON types in a service booking on %s', (backend) => {
  const clock = bookingClock();
  const t = useTestApp(backend, {}, { clock });
  const provider = useMember(t);
  const client = useMember(t);

  const slot = (listingId: string, hours: unknown) => ({ kind: 'service', listingId, date: dayAfter(clock, 1), startTime: '10:00', hours });

  it('refuses hours sent as a boolean, an array, an object, null or a blank, booking nothing', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id });
    const before = await t.app.db.select().from(bookings);
    for (const hours of [true, false, [2], ['2'], {}, null, '', '0x2', 'two']) {
      const response = await requestBooking(t.app, client.token, slot(service, hours));
      expect(response.statusCode, `${JSON.stringify(hours)} → ${response.body}`).toBe(400);
      expect(response.json(), JSON.stringify(hours)).toEqual({ success: false, message: 'Hours must be a number' });
    }
    expect(await t.app.db.select().from(bookings)).toEqual(before);
  });

  it('takes hours as a JSON number or a numeric text', async () => {
    const service = await seedService(t.app, { sellerId: provider.user._id, name: 'Chess coaching' });
    expect(await booked(t.app, client.token, slot(service, '2'))).toMatchObject({ hours: 2 });
  });
});
