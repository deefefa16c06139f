import { z } from 'zod';
import { addDays, daysBetween, isIsoDay, minutesOf } from './campus-time';
import { numberField } from './number-field';
import { textField } from './text';

// What clients send to make and move bookings (docs/product-rules.md "Bookings"): the server validates with these,
// and the forms use the same schemas.

/** The rules' figures (docs/product-rules.md "Bookings"). */
export const BOOKING_LIMITS = {
  /** An accepted booking not paid within this many hours lapses and frees its days. */
  payWithinHours: 24,
  /** Days ahead that can be booked, today included: the item page's calendar shows them all. */
  windowDays: 90,
  /** The longest rent booking, in days. */
  maxRentDays: 30,
  /** A service is booked for 1 to 12 hours. */
  minHours: 1,
  maxHours: 12,
  /** Service times are on the hour or the half hour. */
  slotStepMinutes: 30,
  /** A note to the owner, or the owner's message, at most this long. */
  noteMaxLength: 500,
  /** Weekly opening windows of one service. */
  maxWeeklyWindows: 28,
  /** Requests one member may have waiting for an answer at once: nobody can hold an item's calendar with requests. */
  maxOpenRequests: 10,
  /** Photos one party adds to one stage (handover, return, a problem report, its answer). */
  maxPhotosPerStage: 4,
  /** Hours the borrower has to answer a problem report before an admin may settle the deposit without the answer. */
  answerWithinHours: 72,
} as const;

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDaySchema = (label: string) =>
  textField(label).refine((value) => isIsoDay(value), `${label} must be a date (YYYY-MM-DD)`);

/** `HH:MM` on the hour or half hour; `24:00` only where `endOfDay` (the end of an opening window). */
export const clockTimeSchema = (label: string, endOfDay = false) =>
  textField(label).refine(
    (value) => (endOfDay && value === '24:00') || /^([01]\d|2[0-3]):(00|30)$/.test(value),
    `${label} must be a time on the hour or half hour (HH:MM)`,
  );

const note = (label: string) =>
  textField(label)
    .trim()
    .max(BOOKING_LIMITS.noteMaxLength, `${label} can be at most ${BOOKING_LIMITS.noteMaxLength} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A text that must be given: `missing` when it is absent or blank. */
const requiredNote = (label: string, missing: string) =>
  textField(label, missing)
    .trim()
    .min(1, missing)
    .max(BOOKING_LIMITS.noteMaxLength, `${label} can be at most ${BOOKING_LIMITS.noteMaxLength} characters`);

const listingId = z.uuid({ error: 'Invalid listing id' });

/** `POST /bookings` for a rent item: from `start` to `end`, both days included. */
export const CreateRentBookingSchema = z
  .object({
    kind: z.literal('rent'),
    listingId,
    start: isoDaySchema('Start date'),
    end: isoDaySchema('End date'),
    note: note('Note'),
  })
  .refine((input) => !isIsoDay(input.start) || !isIsoDay(input.end) || input.end >= input.start, {
    message: 'The end date cannot be before the start date',
    path: ['end'],
  })
  .refine(
    (input) => !isIsoDay(input.start) || !isIsoDay(input.end) || daysBetween(input.start, input.end) < BOOKING_LIMITS.maxRentDays,
    { message: `A booking can be at most ${BOOKING_LIMITS.maxRentDays} days`, path: ['end'] },
  );

/** `POST /bookings` for a service: `hours` from `startTime` on `date` (campus time). */
export const CreateServiceBookingSchema = z.object({
  kind: z.literal('service'),
  listingId,
  date: isoDaySchema('Date'),
  startTime: clockTimeSchema('Start time'),
  hours: numberField(
    z
      .number({ error: 'Hours must be a number' })
      .int('Hours must be a whole number')
      .min(BOOKING_LIMITS.minHours, `Book at least ${BOOKING_LIMITS.minHours} hour`)
      .max(BOOKING_LIMITS.maxHours, `Book at most ${BOOKING_LIMITS.maxHours} hours`),
    { message: 'Hours must be a number' },
  ),
  note: note('Note'),
});

export const CreateBookingSchema = z.discriminatedUnion('kind', [CreateRentBookingSchema, CreateServiceBookingSchema], {
  error: "kind must be 'rent' or 'service'",
});
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateRentBookingInput = z.input<typeof CreateRentBookingSchema>;
export type CreateServiceBookingInput = z.input<typeof CreateServiceBookingSchema>;

/** The body of accept, decline and cancel: an optional message to the other party. */
export const BookingMessageSchema = z.object({ message: note('Message') });
export type BookingMessageInput = z.input<typeof BookingMessageSchema>;

/** `POST /bookings/{id}/confirm-return`: the owner got the item back in good order (`ok`), or reports a problem. */
export const ConfirmReturnSchema = z
  .object({ ok: z.boolean({ error: 'ok must be true or false' }), note: note('Note') })
  .refine((input) => input.ok || Boolean(input.note), { message: 'Say what the problem is', path: ['note'] });
export type ConfirmReturnInput = z.input<typeof ConfirmReturnSchema>;

/**
 * `POST /bookings/{id}/report-problem` (a form, with up to 4 photos): the owner reports a problem with the return,
 * as `confirm-return` with `ok: false` does, the deposit held for an admin.
 */
export const ReportProblemSchema = z.object({ note: requiredNote('Note', 'Say what the problem is') });
export type ReportProblemInput = z.input<typeof ReportProblemSchema>;

/** `POST /bookings/{id}/answer` (a form, with up to 4 photos): the borrower's one answer to a problem report. */
export const AnswerProblemSchema = z.object({ answer: requiredNote('Answer', 'Write your answer') });
export type AnswerProblemInput = z.input<typeof AnswerProblemSchema>;

/** `POST /bookings/{id}/photos` (a form with 1 to 4 photos): photos at handover or at return. */
export const BookingPhotosFormSchema = z.object({
  stage: z.enum(['handover', 'return'], { error: "stage must be 'handover' or 'return'" }),
});

/** `POST /bookings/{id}/resolve` (admins): how much of a held deposit goes back to the borrower, rupees; the rest is the owner's. */
export const ResolveDepositSchema = z.object({
  refund: z
    .number({ error: 'Refund must be a number' })
    .min(0, 'Refund cannot be negative')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Refund can have at most two decimals'),
  note: note('Note'),
});
export type ResolveDepositInput = z.input<typeof ResolveDepositSchema>;

/** One weekly opening window of a service, campus time: `day` 0 (Sunday) to 6 (Saturday). */
export const WeeklyWindowSchema = z
  .object({
    day: z.number({ error: 'day must be a number from 0 (Sunday) to 6' }).int().min(0).max(6),
    from: clockTimeSchema('From'),
    to: clockTimeSchema('To', true),
  })
  .refine((window) => !/^\d\d:\d\d$/.test(window.from) || !/^\d\d:\d\d$/.test(window.to) || minutesOf(window.to) > minutesOf(window.from), {
    message: 'A window must end after it starts',
    path: ['to'],
  });
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>;

/** Whether two windows of the same day share a moment (touching ends do not). */
const overlap = (a: WeeklyWindow, b: WeeklyWindow) =>
  a.day === b.day && minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);

/** A service's week of opening windows: at most 28, none overlapping another of its day. */
const weekSchema = z
  .array(WeeklyWindowSchema)
  .max(BOOKING_LIMITS.maxWeeklyWindows, `At most ${BOOKING_LIMITS.maxWeeklyWindows} windows a week`)
  .refine((weekly) => !weekly.some((a, i) => weekly.some((b, j) => j > i && overlap(a, b))), 'Windows of the same day cannot overlap');

/** `PUT /service/{id}/availability`: the service's whole week, replacing the one before. */
export const ServiceAvailabilityInputSchema = z.object({ weekly: weekSchema });

/**
 * The week sent with a new service (`POST /service/create-service`, README "Forms"): a JSON body's array, or a form's
 * field holding it as JSON text; checked by the same rules as `PUT /service/{id}/availability`.
 */
export const weeklyField = z.preprocess((value: unknown, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Opening hours must be a list of weekly windows', input: value });
    return z.NEVER;
  }
}, weekSchema);
export type ServiceAvailabilityInput = z.input<typeof ServiceAvailabilityInputSchema>;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the availability calls; both optional (today and the booking window's last day). */
export const AvailabilityQuerySchema = z
  .object({ from: isoDaySchema('from').optional(), to: isoDaySchema('to').optional() })
  .refine((query) => !query.from || !query.to || (isIsoDay(query.from) && isIsoDay(query.to) && query.to >= query.from), {
    message: 'to cannot be before from',
    path: ['to'],
  })
  .refine(
    (query) => !query.from || !query.to || !isIsoDay(query.from) || !isIsoDay(query.to) || query.to <= addDays(query.from, 366),
    { message: 'Ask for at most a year at a time', path: ['to'] },
  );
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

