import type { FastifyInstance } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@campus/shared/contract';
import { bookings } from '../../db/schema';
import { forbidden, notFound } from '../../http-error';
import { publishNotifications } from '../notifications/publish';
import { issueRefunds } from '../orders/refund-service';
import { lapseDueBookings } from './lapse';
import { toBooking } from './mappers';
import type { MoveOutcome } from './moves';
import { bookingsRepository } from './repository';
import { partyOf, type Moment } from './rules';

/** What the booking routes share: the clock and campus zone, lapsing what is due, and answering with a booking. */
export function bookingContext(app: FastifyInstance) {
  const repository = bookingsRepository(app.db);
  const moment = (): Moment => ({ now: app.clock.now(), timeZone: app.config.CAMPUS_TIME_ZONE });
  const refundContext = { db: app.db, provider: app.paymentProvider, log: app.log };

  return {
    repository,
    moment,
    /**
     * Lapses the due bookings `where` names before they are read or changed, so that what is answered never depends
     * on when the sweep last ran (lapse.ts), and tells their parties.
     */
    async lapse(where?: SQL) {
      publishNotifications(app.io, await lapseDueBookings(app.db, moment(), where));
    },
    lapseOne(id: string) {
      return this.lapse(eq(bookings.id, id));
    },
    /** After a committed change: its notifications go out live, and the refunds it owes are asked for. */
    async settle(outcome: MoveOutcome) {
      publishNotifications(app.io, outcome.notifications);
      await issueRefunds(refundContext, outcome.refundIds);
    },
    /** One booking as `user` reads it; 404 when there is none, 403 with `partiesOnly` to anyone but its parties and admins. */
    async answer(id: string, user: SessionUser, { partiesOnly = false } = {}) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Booking not found');
      const party = partyOf(row, user);
      if (partiesOnly && party === 'stranger') throw forbidden('This booking is not yours.');
      return { success: true as const, booking: toBooking(row, party, moment()) };
    },
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
