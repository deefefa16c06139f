import type { BookingAction } from './bookings';

/**
 * The paths of the booking calls under /api/v1. A module of their own, without the schemas: the shell's eager
 * `@campus/shared/api` names them, and importing bookings.ts would put zod in every first page load.
 */
export const bookingPaths = {
  list: '/bookings',
  one: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  move: (id: string, move: Exclude<BookingAction, 'pay'> | 'checkout' | 'report-problem' | 'photos') => `/bookings/${encodeURIComponent(id)}/${move}`,
  photo: (id: string, photoId: string) => `/bookings/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  rentAvailability: (id: string) => `/rent-product/${encodeURIComponent(id)}/availability`,
  serviceAvailability: (id: string) => `/service/${encodeURIComponent(id)}/availability`,
} as const;
