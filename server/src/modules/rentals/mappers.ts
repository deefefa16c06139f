import {
  paiseToRupees,
  rentProductPhotoPath,
  servicePhotoPath,
  type ListingOwner,
  type OwnRentProduct,
  type RentCategory,
  type RentProduct,
  type Service,
  type ServiceCategory,
} from '@campus/shared/contract';
import { audienceOf, ownerContact } from '../auth/owner-contact';
import { photoField } from '../photos/photo-url';
import type { ListingRow } from './listing-types';

/** A rent product's row: a listing that can also be marked sold, with a deposit. */
export type RentProductRow = ListingRow<RentCategory> & { isSold: boolean; depositPaise: number };
export type ServiceRow = ListingRow<ServiceCategory>;

/**
 * Who sees a listing: the owner's phone and e-mail go to logged-in members only, as a product's seller's do, and to
 * nobody when the owner takes messages only (docs/product-rules.md "Deviation 11"); a visitor's answer leaves the
 * fields out. The owner's own views and the answers to their writes are always behind a session.
 */
export interface Viewer {
  member: boolean;
  /** Where the listing's `photo` URL points (public-origin.ts, README "Photos"). */
  photoOrigin: string;
}

const owner = (seller: ListingRow<string>['seller'], viewer: Viewer): ListingOwner => ({
  _id: seller.id,
  name: seller.name,
  ...ownerContact(seller, audienceOf(viewer.member)),
});

/** What either kind answers with but its price and its own fields; `photoPath` is where the kind serves photos. */
function listingFields<Category extends string>(row: ListingRow<Category>, viewer: Viewer, photoPath: (id: string) => string) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    isRented: row.isRented,
    paused: row.paused,
    ...(row.hidden ? { hidden: true } : {}),
    hasPhoto: row.photoEtag !== null,
    ...photoField(viewer.photoOrigin, photoPath(row.id), row.photoEtag),
    sellerId: owner(row.seller, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The manage views' shape: category as text (docs/product-rules.md "Entities"). */
export function toOwnRentProduct(row: RentProductRow, viewer: Viewer): OwnRentProduct {
  return {
    ...listingFields(row, viewer, rentProductPhotoPath),
    pricePerDay: paiseToRupees(row.pricePaise),
    deposit: paiseToRupees(row.depositPaise),
    isSold: row.isSold,
  };
}

/** The browse view reads `category.name` (docs/product-rules.md "Entities"). */
export function toRentProduct(row: RentProductRow, viewer: Viewer): RentProduct {
  return { ...toOwnRentProduct(row, viewer), category: { name: row.category } };
}

/** Priced per hour; the original client sends it as `pricePerDay` (docs/product-rules.md "API calls"), so both names carry the same value. */
export function toService(row: ServiceRow, viewer: Viewer): Service {
  const price = paiseToRupees(row.pricePaise);
  return { ...listingFields(row, viewer, servicePhotoPath), pricePerDay: price, pricePerHour: price };
}
