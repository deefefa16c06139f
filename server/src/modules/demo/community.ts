import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { eventsRepository } from '../events/repository';
import { DEMO_EVENTS, DEMO_MESSAGES, type DemoEvent } from './community-data';
import type { DemoMemberKey } from './data';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The demo campus is in India: its events start at sensible hours there. */
const CAMPUS_UTC_OFFSET_MS = 330 * MINUTE_MS;

/** When a demo event starts: its day after `now`'s day on the campus, at its time there. */
export function demoEventStart(event: Pick<DemoEvent, 'inDays' | 'at'>, now: Date): Date {
  const [hour, minute] = event.at;
  const campusMidnight = Math.floor((now.getTime() + CAMPUS_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - CAMPUS_UTC_OFFSET_MS;
  return new Date(campusMidnight + event.inDays * DAY_MS + (hour * 60 + minute) * MINUTE_MS);
}

/** Adds the demo chat history, ending just before `now`, and the demo's upcoming events. */
export async function seedCommunity(tx: Db, memberId: (key: DemoMemberKey) => string, now: Date): Promise<void> {
  // One insert per message, oldest first: history is ordered and paged by place (README "Chat order"), so places
  // must grow with time.
  for (const message of DEMO_MESSAGES) {
    await tx.insert(chatMessages).values({
      senderId: memberId(message.from),
      content: message.content,
      createdAt: new Date(now.getTime() - message.minutesAgo * MINUTE_MS),
    });
  }
  const events = eventsRepository(tx);
  for (const event of DEMO_EVENTS) {
    const startsAt = demoEventStart(event, now);
    await events.create({
      title: event.title,
      description: event.description,
      place: event.place,
      startsAt,
      endsAt: event.hours === null ? null : new Date(startsAt.getTime() + event.hours * 60 * MINUTE_MS),
      organizerId: memberId(event.organizer),
    });
  }
}
