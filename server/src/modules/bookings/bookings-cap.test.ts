import { and, count, eq } from 'drizzle-orm';
import { BOOKING_LIMITS } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { signedInUser, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { bookingClock, dayAfter, requestBooking, seedRentItem } from './test-fixtures';

const WAITING = `You have ${BOOKING_LIMITS.maxOpenRequests} requests waiting for an answer: wait for the owners or cancel one first.`;

describe.each(BACKENDS)('the cap on requests waiting for an answer on %s', (backend) => {
  const clock = bookingClock();
  const t = useTestApp(backend, {}, { clock });
  const owner = useMember(t, { name: 'Olga Owner' });

  const waitingOf = async (borrowerId: string) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.borrowerId, borrowerId), eq(bookings.status, 'requested')));
    return row?.n ?? 0;
  };

  it('holds exactly under concurrent requests: 16 at once make 10 bookings and 6 refusals', async () => {
    const eager = await signedInUser(t.app);
    const items = await Promise.all(Array.from({ length: 16 }, () => seedRentItem(t.app, { sellerId: owner.user._id })));
    const day = dayAfter(clock, 5);
    const answers = await Promise.all(
      items.map((listingId) => requestBooking(t.app, eager.token, { kind: 'rent', listingId, start: day, end: day })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(6).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ success: false, message: WAITING });
    }
    expect(await waitingOf(eager.user._id)).toBe(BOOKING_LIMITS.maxOpenRequests);
  });
});
