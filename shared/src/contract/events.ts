import { z } from 'zod';
import { textField } from './text';

/** An upcoming campus event as the API returns it (`GET /events`). */
export const CampusEventSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    description: z.string(),
    place: z.string(),
    /** ISO 8601 with offset. */
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    organizer: z.object({ _id: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'CampusEvent', description: 'An upcoming campus event.' });
export type CampusEvent = z.infer<typeof CampusEventSchema>;

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

export const EventsResponseSchema = z.object({ success: z.literal(true), events: z.array(CampusEventSchema) });
export type EventsResponse = z.infer<typeof EventsResponseSchema>;

export const EventCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), event: CampusEventSchema });
export type EventCreatedResponse = z.infer<typeof EventCreatedResponseSchema>;
