import { paiseToRupees, type ListingOwner, type OwnRentProduct, type RentProduct, type Service } from '@campus/shared/contract';
import type { RentProductRow } from './rent-repository';
import type { ServiceRow } from './service-repository';

/**
 * Who sees a listing: the owner's e-mail goes to logged-in members only, as a product's seller's does (README
 * "Accounts and sign-in"); a visitor's answer leaves the field out. The phone is shown to everyone (SPEC §2).
 */
export interface Viewer {
  member: boolean;
}

/** The owner's own views and the answers to their writes: always behind a session. */
export const MEMBER: Viewer = { member: true };

const owner = (seller: RentProductRow['seller'], viewer: Viewer): ListingOwner => ({
  _id: seller.id,
  name: seller.name,
  phone: seller.phone,
  ...(viewer.member ? { email: seller.email } : {}),
});

/** The manage views' shape: category as text (SPEC §3). */
export function toOwnRentProduct(row: RentProductRow, viewer: Viewer): OwnRentProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pricePerDay: paiseToRupees(row.pricePaise),
    category: row.category,
    isRented: row.isRented,
    isSold: row.isSold,
    hasPhoto: row.hasPhoto,
    sellerId: owner(row.seller, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The browse view reads `category.name` (SPEC §3). */
export function toRentProduct(row: RentProductRow, viewer: Viewer): RentProduct {
  return { ...toOwnRentProduct(row, viewer), category: { name: row.category } };
}

/** Priced per hour; SPEC sends it as `pricePerDay`, so both names carry the same value. */
export function toService(row: ServiceRow, viewer: Viewer): Service {
  const price = paiseToRupees(row.pricePaise);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pricePerDay: price,
    pricePerHour: price,
    category: row.category,
    isRented: row.isRented,
    hasPhoto: row.hasPhoto,
    sellerId: owner(row.seller, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}
