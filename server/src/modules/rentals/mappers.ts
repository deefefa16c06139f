import {
  paiseToRupees,
  rentProductPhotoPath,
  servicePhotoPath,
  type ListingOwner,
  type OwnRentProduct,
  type RentProduct,
  type Service,
} from '@campus/shared/contract';
import { photoField } from '../photos/photo-url';
import type { RentProductRow } from './rent-repository';
import type { ServiceRow } from './service-repository';

/**
 * Who sees a listing: the owner's e-mail goes to logged-in members only, as a product's seller's does (README
 * "Accounts and sign-in"); a visitor's answer leaves the field out. The phone is shown to everyone (docs/product-rules.md "Screens").
 * The owner's own views and the answers to their writes are always behind a session.
 */
export interface Viewer {
  member: boolean;
  /** Where the listing's `photo` URL points (public-origin.ts, README "Photos"). */
  photoOrigin: string;
}

const owner = (seller: RentProductRow['seller'], viewer: Viewer): ListingOwner => ({
  _id: seller.id,
  name: seller.name,
  phone: seller.phone,
  ...(viewer.member ? { email: seller.email } : {}),
});

/** The manage views' shape: category as text (docs/product-rules.md "Entities"). */
export function toOwnRentProduct(row: RentProductRow, viewer: Viewer): OwnRentProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pricePerDay: paiseToRupees(row.pricePaise),
    category: row.category,
    isRented: row.isRented,
    isSold: row.isSold,
    hasPhoto: row.photoEtag !== null,
    ...photoField(viewer.photoOrigin, rentProductPhotoPath(row.id), row.photoEtag),
    sellerId: owner(row.seller, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The browse view reads `category.name` (docs/product-rules.md "Entities"). */
export function toRentProduct(row: RentProductRow, viewer: Viewer): RentProduct {
  return { ...toOwnRentProduct(row, viewer), category: { name: row.category } };
}

/** Priced per hour; the original client sends it as `pricePerDay` (docs/product-rules.md "API calls"), so both names carry the same value. */
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
    hasPhoto: row.photoEtag !== null,
    ...photoField(viewer.photoOrigin, servicePhotoPath(row.id), row.photoEtag),
    sellerId: owner(row.seller, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}
