import type { SessionUser } from '@campus/shared/contract';
import { forbidden } from '../../http-error';

/** A new listing needs these; a missing one is named plainly rather than as "not a number". */
export const REQUIRED_ON_CREATE: Record<string, string> = {
  name: 'Name is required',
  description: 'Description is required',
  pricePerDay: 'Price is required',
};

/** docs/product-rules.md "Deviation 4": the server, not the client, decides who may change a listing. */
export function assertMayChange(sellerId: string, user: SessionUser, what: string): void {
  if (sellerId !== user._id && user.role !== 'admin') throw forbidden(`Only the owner or an admin can change this ${what}.`);
}

/** Who owns a listing: all an authorization check needs. */
export interface Ownership {
  id: string;
  sellerId: string;
}
