import { paiseToRupees, type ListingOwner, type OwnRentProduct, type RentProduct, type Service } from '@campus/shared/contract';
import type { RentProductRow } from './rent-repository';
import type { ServiceRow } from './service-repository';

const owner = (seller: RentProductRow['seller']): ListingOwner => ({
  _id: seller.id,
  name: seller.name,
  phone: seller.phone,
  email: seller.email,
});

/** The manage views' shape: category as text (SPEC §3). */
export function toOwnRentProduct(row: RentProductRow): OwnRentProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pricePerDay: paiseToRupees(row.pricePaise),
    category: row.category,
    isRented: row.isRented,
    isSold: row.isSold,
    hasPhoto: row.hasPhoto,
    sellerId: owner(row.seller),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The browse view reads `category.name` (SPEC §3). */
export function toRentProduct(row: RentProductRow): RentProduct {
  return { ...toOwnRentProduct(row), category: { name: row.category } };
}

/** Priced per hour; SPEC sends it as `pricePerDay`, so both names carry the same value. */
export function toService(row: ServiceRow): Service {
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
    sellerId: owner(row.seller),
    createdAt: row.createdAt.toISOString(),
  };
}
