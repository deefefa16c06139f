import { z } from 'zod';
import { textField } from './text';

/** An upcoming campus event as the API returns it (`GET /events`). */
export interface CampusEvent {
  _id: string;
  title: string;
  description: string;
  place: string;
  /** ISO 8601 with offset. */
  startsAt: string;
  endsAt: string | null;
  organizer: { _id: string; name: string };
}

const isoDateTime = (label: string) =>
  textField(label, `${label} is required`)
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time` }));

/**
 * `POST /events`. That `startsAt` lies in the future is checked against the clock where it runs
 * (the form and, authoritatively, the server), so it is not part of the schema.
 */
export const EventInputSchema = z
  .object({
    title: textField('Title', 'Title is required').trim().min(1, 'Title is required').max(120, 'Title is too long'),
    description: textField('Description').trim().max(2000, 'Description is too long').optional().default(''),
    place: textField('Place', 'Place is required').trim().min(1, 'Place is required').max(200, 'Place is too long'),
    startsAt: isoDateTime('Start time'),
    endsAt: isoDateTime('End time').optional().nullable(),
  })
  .refine((event) => !event.endsAt || Date.parse(event.endsAt) > Date.parse(event.startsAt), {
    message: 'The event must end after it starts',
    path: ['endsAt'],
  });
export type EventInput = z.input<typeof EventInputSchema>;

export interface EventsResponse {
  success: true;
  events: CampusEvent[];
}

export interface EventCreatedResponse {
  success: true;
  message: string;
  event: CampusEvent;
}
