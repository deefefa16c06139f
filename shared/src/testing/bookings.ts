import type { Booking, BookingsResponse, RentBooking, ServiceBooking } from '../contract';
import { student } from './fixtures';
import type { MockReply } from './mock-http';

// Bookings (docs/product-rules.md "Bookings"), typed by the contract: the student (Asha Rao) owns, Meera Nair borrows,
// unless a test says otherwise (`owner`, `borrower`). A test that asserts on a value passes it itself.

export const asha = { _id: student._id, name: student.name, phone: student.phone };
export const meera = { _id: 'u2', name: 'Meera Nair', phone: '91234 56789' };

const common: Omit<RentBooking, 'kind' | '_id' | 'status' | 'listing' | 'amount' | 'start' | 'end' | 'days'> = {
  owner: asha,
  borrower: meera,
  deposit: 0,
  note: null,
  ownerMessage: null,
  problem: null,
  problemReportedAt: null,
  answer: null,
  answeredAt: null,
  answerBy: null,
  resolutionNote: null,
  photos: [],
  photoSlots: [],
  cancelledBy: null,
  payBy: null,
  refund: null,
  actions: [],
  timeZone: 'Asia/Kolkata',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A request to borrow the student's mountain bike for three days, 3 to 5 Dec 2026. */
export function makeRentBooking(overrides: Partial<RentBooking> = {}): RentBooking {
  return {
    ...common,
    _id: 'b-bike',
    kind: 'rent',
    status: 'requested',
    listing: { _id: 'r-cycle', name: 'Mountain bike', hasPhoto: true },
    amount: 360,
    deposit: 500,
    start: '2026-12-03',
    end: '2026-12-05',
    days: 3,
    ...overrides,
  };
}

/** Two hours of the student's maths tutoring on Thu 3 Dec 2026 at 17:00, campus time. */
export function makeServiceBooking(overrides: Partial<ServiceBooking> = {}): ServiceBooking {
  return {
    ...common,
    _id: 'b-maths',
    kind: 'service',
    status: 'requested',
    listing: { _id: 's-maths', name: 'Maths tutoring', hasPhoto: false },
    amount: 600,
    date: '2026-12-03',
    startTime: '17:00',
    hours: 2,
    startsAt: '2026-12-03T11:30:00.000Z',
    endsAt: '2026-12-03T13:30:00.000Z',
    ownerCompleted: false,
    borrowerCompleted: false,
    ...overrides,
  };
}

/** `GET /bookings`'s answer. */
export const bookingsReply = (bookings: Booking[]): MockReply => ({ status: 200, body: { success: true, bookings } satisfies BookingsResponse });

/** A move's answer: the booking as it is now. */
export const bookingReply = (booking: Booking): MockReply => ({ status: 200, body: { success: true, booking } });
