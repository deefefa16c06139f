import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { BookingStatus, RefundState } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, payments, refunds, rentProducts, services } from '../../db/schema';
import { bookingStateColumns, borrowers, owners } from './locked';
import { photosOf, type BookingPhotoRow } from './photos';
import type { BookingState } from './rules';


/** A booking as its answers need it: the rules' state, the two parties, the listing and the money. */
export interface BookingRow extends BookingState {
  id: string;
  listingId: string | null;
  listingName: string;
  listingHasPhoto: boolean;
  owner: { id: string; name: string; phone: string };
  borrower: { id: string; name: string; phone: string };
  amountPaise: number;
  depositPaise: number;
  note: string | null;
  ownerMessage: string | null;
  problem: string | null;
  answer: string | null;
  resolutionNote: string | null;
  cancelledBy: 'borrower' | 'owner' | null;
  createdAt: Date;
  updatedAt: Date;
  /** What goes back to the borrower from the booking's payment, if anything. */
  refund: { status: RefundState; amountPaise: number } | null;
  photos: BookingPhotoRow[];
}

const columns = {
  ...bookingStateColumns,
  rentProductId: bookings.rentProductId,
  serviceId: bookings.serviceId,
  rentPhoto: rentProducts.photoEtag,
  servicePhoto: services.photoEtag,
  note: bookings.note,
  ownerMessage: bookings.ownerMessage,
  problem: bookings.problem,
  answer: bookings.answer,
  resolutionNote: bookings.resolutionNote,
  cancelledBy: bookings.cancelledBy,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  owner: { id: owners.id, name: owners.name, phone: owners.phone },
  borrower: { id: borrowers.id, name: borrowers.name, phone: borrowers.phone },
  refundStatus: refunds.status,
  refundPaise: refunds.amountPaise,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(owners, eq(bookings.ownerId, owners.id))
    .innerJoin(borrowers, eq(bookings.borrowerId, borrowers.id))
    .leftJoin(rentProducts, eq(bookings.rentProductId, rentProducts.id))
    .leftJoin(services, eq(bookings.serviceId, services.id))
    // The one paid payment of a booking, and the one refund of it (db/schema/orders.ts).
    .leftJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'paid')))
    .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), isNull(refunds.orderId)))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ rentProductId, serviceId, rentPhoto, servicePhoto, refundStatus, refundPaise, ...row }: Selected, photos: BookingPhotoRow[]): BookingRow {
  return {
    ...row,
    photos: photos.filter((photo) => photo.bookingId === row.id),
    listingId: rentProductId ?? serviceId,
    listingHasPhoto: (rentPhoto ?? servicePhoto) !== null,
    refund: refundStatus !== null && refundPaise !== null ? { status: refundStatus, amountPaise: refundPaise } : null,
  };
}

/** How many bookings a list answers with at most, newest first. */
export const BOOKINGS_LIST_LIMIT = 200;

/** Reads of bookings; who may read which is the routes' business. */
export function bookingsRepository(db: Db) {
  /** The rows with their photos, read in one more query. */
  const withPhotos = async (rows: Selected[]) => {
    const photos = await photosOf(db, rows.map((row) => row.id));
    return rows.map((row) => toRow(row, photos));
  };
  const list = async (where: SQL | undefined) =>
    withPhotos(await select(db).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(BOOKINGS_LIST_LIMIT));
  const withStatus = (status: BookingStatus | undefined) => (status ? eq(bookings.status, status) : undefined);
  return {
    async findById(id: string): Promise<BookingRow | null> {
      const [row] = await withPhotos(await select(db).where(eq(bookings.id, id)).limit(1));
      return row ?? null;
    },
    asOwner: (userId: string, status?: BookingStatus) => list(and(eq(bookings.ownerId, userId), withStatus(status))),
    asBorrower: (userId: string, status?: BookingStatus) => list(and(eq(bookings.borrowerId, userId), withStatus(status))),
    /** Every booking (admins), a problem reported first: they wait for an admin. */
    all: async (status?: BookingStatus) => {
      const rows = await list(withStatus(status));
      return [...rows.filter((row) => row.status === 'disputed'), ...rows.filter((row) => row.status !== 'disputed')];
    },
  };
}
