import type { SessionUser } from '@campus/shared/contract';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../http-error';

/** A new listing needs these; a missing one is named plainly rather than as "not a number". */
const REQUIRED_ON_CREATE: Record<string, string> = {
  name: 'Name is required',
  description: 'Description is required',
  pricePerDay: 'Price is required',
};

export function assertRequiredSent(fields: Record<string, string>): void {
  for (const [field, message] of Object.entries(REQUIRED_ON_CREATE)) {
    if (!fields[field]?.trim()) throw badRequest(message);
  }
}

/** The first problem, in the words the contract schema gives it. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}

/** DESIGN deviation 4: the server, not the client, decides who may change a listing. */
export function assertMayChange(sellerId: string, user: SessionUser, what: string): void {
  if (sellerId !== user._id && user.role !== 'admin') throw forbidden(`Only the owner or an admin can change this ${what}.`);
}

/** Who owns a listing: all an authorization check needs. */
export interface Ownership {
  id: string;
  sellerId: string;
}
