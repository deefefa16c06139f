import { z } from 'zod';
import { CreateOrderResponseSchema, RefundSchema } from './orders';
import { isoDateTime } from './responses';
import { WeeklyWindowSchema } from './booking-inputs';

// Bookings of rent items (by the day) and services (by the hour): docs/product-rules.md "Bookings".

export const BOOKING_KINDS = ['rent', 'service'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * Where a booking is. It only moves forward: requested → accepted → paid → handed-over → returned → completed for
 * a rent item (a return with a problem goes to `disputed`, which an admin settles to `completed`), requested →
 * accepted → paid → completed for a service; or it ends as declined, cancelled or lapsed.
 */
export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'paid',
  'handed-over',
  'returned',
  'disputed',
  'completed',
  'declined',
  'cancelled',
  'lapsed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses in which a booking holds its days (or its slot): no other booking of the listing may overlap it. */
export const HOLDING_STATUSES = ['requested', 'accepted', 'paid', 'handed-over', 'returned'] as const satisfies readonly BookingStatus[];

/** The statuses of a booking that is over: nothing more can happen to it. */
export const ENDED_STATUSES = ['completed', 'declined', 'cancelled', 'lapsed'] as const satisfies readonly BookingStatus[];

/** How each status reads on the screens. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted: awaiting payment',
  paid: 'Paid',
  'handed-over': 'Handed over',
  returned: 'Returned',
  disputed: 'Problem reported',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
};

/** The moves of `POST /bookings/{id}/<move>`; a booking's answer lists the ones its reader may make now. */
export const BOOKING_ACTIONS = ['accept', 'decline', 'cancel', 'pay', 'handover', 'return', 'confirm-return', 'complete', 'answer', 'resolve'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * When a booking's photos were taken (docs/product-rules.md "Bookings", "Photos of a booking"): at handover and at
 * return (either party), with the owner's problem report, and with the borrower's answer to it.
 */
export const BOOKING_PHOTO_STAGES = ['handover', 'return', 'problem', 'answer'] as const;
export type BookingPhotoStage = (typeof BOOKING_PHOTO_STAGES)[number];

/** The stages a party adds photos to on their own (`POST /bookings/{id}/photos`); the others come with a report or its answer. */
export const BOOKING_EVIDENCE_STAGES = ['handover', 'return'] as const satisfies readonly BookingPhotoStage[];
export type BookingEvidenceStage = (typeof BOOKING_EVIDENCE_STAGES)[number];

/** How each stage reads on the screens. */
export const BOOKING_PHOTO_STAGE_LABELS: Record<BookingPhotoStage, string> = {
  handover: 'At handover',
  return: 'At return',
  problem: 'With the problem report',
  answer: "With the borrower's answer",
};

const BookingPhotoSchema = z.object({
  _id: z.uuid(),
  stage: z.enum(BOOKING_PHOTO_STAGES),
  by: z.enum(['owner', 'borrower']).describe('Which party added it.'),
  url: z.string().describe('GET it with the bearer header (`?size=card` for the small size): its parties and admins only.'),
  createdAt: isoDateTime(),
});
export type BookingPhoto = z.infer<typeof BookingPhotoSchema>;


/** `GET /rent-product/{id}/availability`: the days taken (both ends included), and the campus clock. */
export const RentAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  taken: z.array(z.object({ start: z.string().describe('YYYY-MM-DD'), end: z.string().describe('YYYY-MM-DD, included') })),
  timeZone: z.string().describe('The campus time zone the days are in.'),
  today: z.string().describe("Today's date on the campus clock."),
});
export type RentAvailabilityResponse = z.infer<typeof RentAvailabilityResponseSchema>;

/** `GET /service/{id}/availability`: the weekly windows and the slots taken (ISO instants). */
export const ServiceAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  weekly: z.array(WeeklyWindowSchema),
  taken: z.array(z.object({ start: isoDateTime(), end: isoDateTime() })),
  timeZone: z.string().describe('The campus time zone the weekly windows are in.'),
  today: z.string().describe("Today's date on the campus clock."),
});
export type ServiceAvailabilityResponse = z.infer<typeof ServiceAvailabilityResponseSchema>;

const PartySchema = z.object({ _id: z.uuid(), name: z.string(), phone: z.string() });

const bookingFields = {
  _id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  listing: z.object({
    _id: z.uuid().nullable().describe('Null once the listing was deleted.'),
    name: z.string(),
    hasPhoto: z.boolean(),
  }),
  owner: PartySchema,
  borrower: PartySchema,
  /** Rupees: days × price a day, or hours × price an hour, as the server computed it when the booking was made. */
  amount: z.number().describe('Rupees: the price of the days or hours.'),
  /** Rupees: the refundable deposit charged with the booking (0 for none; services have none). */
  deposit: z.number().describe('Rupees: the refundable deposit, 0 for none.'),
  note: z.string().nullable().describe("The borrower's note to the owner."),
  ownerMessage: z.string().nullable().describe("The owner's message with an accept, a decline or a cancellation."),
  problem: z.string().nullable().describe("What the owner reported wrong with the return, if anything."),
  problemReportedAt: isoDateTime().nullable(),
  answer: z.string().nullable().describe("The borrower's answer to the problem report, if given."),
  answeredAt: isoDateTime().nullable(),
  /** Until when the borrower may answer before an admin may settle the deposit without the answer. */
  answerBy: isoDateTime().nullable().describe('While a problem report awaits its answer: when the admin may decide without it.'),
  resolutionNote: z.string().nullable().describe("The admin's note to both parties with the settlement of a held deposit."),
  photos: z.array(BookingPhotoSchema).describe('Photos taken at handover, at return, with the problem report and with its answer.'),
  /** The stages the caller may add photos to now, and how many more of theirs each takes. */
  photoSlots: z.array(z.object({ stage: z.enum(BOOKING_EVIDENCE_STAGES), left: z.number().int().min(0) })),
  cancelledBy: z.enum(['borrower', 'owner']).nullable(),
  /** The latest moment an accepted booking can be paid; null before it is accepted and once it is paid. */
  payBy: isoDateTime().nullable(),
  /** Money going back to the borrower (a cancellation, the deposit), if any. */
  refund: RefundSchema.nullable(),
  /** The moves the caller may make now. */
  actions: z.array(z.enum(BOOKING_ACTIONS)),
  /** The campus time zone its days, times and deadline are read on (CAMPUS_TIME_ZONE). */
  timeZone: z.string().describe('The campus time zone its days, times and deadline are read on.'),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

export const RentBookingSchema = z
  .object({
    ...bookingFields,
    kind: z.literal('rent'),
    start: z.string().describe('YYYY-MM-DD, the first day.'),
    end: z.string().describe('YYYY-MM-DD, the last day (included).'),
    days: z.number().int(),
  })
  .meta({ id: 'RentBooking', description: 'A booking of a rent item, by the day.' });
export type RentBooking = z.infer<typeof RentBookingSchema>;

export const ServiceBookingSchema = z
  .object({
    ...bookingFields,
    kind: z.literal('service'),
    date: z.string().describe('YYYY-MM-DD, campus time.'),
    startTime: z.string().describe('HH:MM, campus time.'),
    hours: z.number().int(),
    startsAt: isoDateTime(),
    endsAt: isoDateTime(),
    ownerCompleted: z.boolean(),
    borrowerCompleted: z.boolean(),
  })
  .meta({ id: 'ServiceBooking', description: 'A booking of a service, by the hour.' });
export type ServiceBooking = z.infer<typeof ServiceBookingSchema>;

export const BookingSchema = z.discriminatedUnion('kind', [RentBookingSchema, ServiceBookingSchema]);
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ success: z.literal(true), booking: BookingSchema });
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** A member's side of a booking: the tabs of their Bookings screen (`?as=`), and the side a booking's links open. */
export const BOOKING_SIDES = ['owner', 'borrower'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

/** Whose bookings `GET /bookings` lists: the caller's as owner, as borrower, or (admins) every one. */
export const BOOKING_LIST_ROLES = ['owner', 'borrower', 'admin'] as const;
export const BookingsQuerySchema = z.object({
  as: z.enum(BOOKING_LIST_ROLES, { error: "as must be 'owner' or 'borrower' (or 'admin')" }).default('borrower'),
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
});
export type BookingsQuery = z.input<typeof BookingsQuerySchema>;

export const BookingsResponseSchema = z.object({ success: z.literal(true), bookings: z.array(BookingSchema) });
export type BookingsResponse = z.infer<typeof BookingsResponseSchema>;

/** `POST /bookings/{id}/checkout`: answered like `POST /order/create-order`; paid through the same verify call. */
export const BookingCheckoutResponseSchema = CreateOrderResponseSchema;
export type BookingCheckoutResponse = z.infer<typeof BookingCheckoutResponseSchema>;
