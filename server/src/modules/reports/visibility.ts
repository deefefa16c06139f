import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@campus/shared/contract';
import { type products, type rentProducts, type services, users } from '../../db/schema';

type ListingTable = typeof products | typeof rentProducts | typeof services;

/**
 * Whether a listing is hidden from everyone but its owner (docs/product-rules.md "Reports and suspension"): an admin
 * hid it, or its owner is suspended. Asked of the seller's row by id, so it works with or without a join to users.
 */
export const listingHidden = (table: ListingTable): SQL<boolean> =>
  sql<boolean>`(${table.hidden} or exists (select 1 from ${users} where ${users.id} = ${table.sellerId} and ${users.suspendedAt} is not null))`;

/** The condition every public list and search puts on its listings. */
export const listingVisible = (table: ListingTable): SQL => sql`not ${listingHidden(table)}`;

/** Whether `viewer` may open a listing's page: anyone while it is visible, then only its owner and admins. */
export const maySeeListing = (listing: { hidden: boolean; sellerId: string }, viewer: SessionUser | null): boolean =>
  !listing.hidden || viewer?._id === listing.sellerId || viewer?.role === 'admin';
