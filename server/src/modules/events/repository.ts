import { and, asc, eq, gt, gte, isNotNull, or } from 'drizzle-orm';
import type { CampusEvent } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';

export interface NewEvent {
  title: string;
  description: string;
  place: string;
  startsAt: Date;
  endsAt: Date | null;
  organizerId: string;
}

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  place: events.place,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  organizerId: events.organizerId,
  organizerName: users.name,
};

type Row = NewEvent & { id: string; organizerName: string };

function toEvent(row: Row): CampusEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    place: row.place,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    organizer: { _id: row.organizerId, name: row.organizerName },
  };
}

export function eventsRepository(db: Db) {
  return {
    /** Events that have not ended yet (or, without an end, not started yet), soonest first. */
    async upcoming(now: Date): Promise<CampusEvent[]> {
      const rows = await db
        .select(columns)
        .from(events)
        .innerJoin(users, eq(users.id, events.organizerId))
        .where(or(gte(events.startsAt, now), and(isNotNull(events.endsAt), gt(events.endsAt, now))))
        .orderBy(asc(events.startsAt), asc(events.id));
      return rows.map(toEvent);
    },

    async create(input: NewEvent): Promise<CampusEvent> {
      const [created] = await db.insert(events).values(input).returning({ id: events.id });
      if (!created) throw new Error('insert returned no row');
      const event = await this.find(created.id);
      if (!event) throw new Error('created event vanished');
      return event;
    },

    async find(id: string): Promise<CampusEvent | null> {
      const [row] = await db
        .select(columns)
        .from(events)
        .innerJoin(users, eq(users.id, events.organizerId))
        .where(eq(events.id, id));
      return row ? toEvent(row) : null;
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return deleted.length > 0;
    },
  };
}
