import { BOOKING_EVIDENCE_STAGES, BOOKING_LIMITS, type BookingEvidenceStage, type BookingStatus } from '@campus/shared/contract';
import type { BookingState, Party, Refusal } from './rules';

// Who adds a booking's photos, when and how many (docs/product-rules.md "Photos of a booking"), beside rules.ts.

const forbidden = (message: string): Refusal => ({ statusCode: 403, message });
const illegal = (message: string): Refusal => ({ statusCode: 409, message });

/**
 * The stages a party adds photos to on their own, and the statuses that take them (docs/product-rules.md "Photos of a
 * booking"): handover photos from payment until the return, return photos from handover until the owner confirms.
 */
const EVIDENCE_STATUSES: Record<BookingEvidenceStage, readonly BookingStatus[]> = {
  handover: ['paid', 'handed-over'],
  return: ['handed-over', 'returned'],
};

/** Why `party` cannot add photos to `stage` of `booking` now (`theirs`: how many they added there already), or null. */
export function photoRefusal(booking: BookingState, stage: BookingEvidenceStage, party: Party, theirs: number, adding: number): Refusal | null {
  if (party === 'stranger') return forbidden('This booking is not yours.');
  if (party === 'admin') return forbidden("Only the booking's two parties add photos.");
  if (booking.kind === 'service') return illegal('A service has no handover or return.');
  if (!EVIDENCE_STATUSES[stage].includes(booking.status)) {
    return illegal(stage === 'handover' ? 'Handover photos are taken from payment until the return.' : 'Return photos are taken from handover until the owner confirms the return.');
  }
  return tooManyPhotos(theirs, adding);
}

/** At most BOOKING_LIMITS.maxPhotosPerStage photos of one party at one stage: 409 past it, nothing stored. */
export function tooManyPhotos(theirs: number, adding: number): Refusal | null {
  const left = BOOKING_LIMITS.maxPhotosPerStage - theirs;
  if (adding <= left) return null;
  return illegal(left === 0 ? `You have added ${BOOKING_LIMITS.maxPhotosPerStage} photos here already.` : `You can add ${left} more photo${left === 1 ? '' : 's'} here.`);
}

/** The stages `party` may add photos to now, and how many more each takes: the `photoSlots` of the answer. */
export function photoSlots(booking: BookingState, party: Party, counts: (stage: BookingEvidenceStage) => number) {
  return BOOKING_EVIDENCE_STAGES.filter((stage) => photoRefusal(booking, stage, party, counts(stage), 1) === null).map((stage) => ({
    stage,
    left: BOOKING_LIMITS.maxPhotosPerStage - counts(stage),
  }));
}
