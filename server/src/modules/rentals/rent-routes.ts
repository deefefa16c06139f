import {
  RentProductInputSchema,
  RentProductMutationResponseSchema,
  RentProductResponseSchema,
  RentProductsResponseSchema,
  RentProductUpdateSchema,
  SellerRentProductsResponseSchema,
  type RentCategory,
} from '@campus/shared/contract';
import { RENT_CATEGORIES, rupeesToPaise } from '@campus/shared/contract';
import { sql } from 'drizzle-orm';
import { bookings, rentProducts } from '../../db/schema';
import { listingRoutes } from './listing-routes';
import { toOwnRentProduct, toRentProduct, type RentProductRow } from './mappers';

/** Borrow (docs/product-rules.md "API calls"): the browse view reads `category.name`, the owner's views the category as text. */
export const rentProductRoutes = listingRoutes<RentProductRow, RentCategory>({
  table: rentProducts,
  // A rent product can also be marked sold, and carries a deposit.
  extraColumns: { isSold: rentProducts.isSold, depositPaise: rentProducts.depositPaise },
  bookingListing: bookings.rentProductId,
  // Rented while one of its bookings has it with the borrower (docs/product-rules.md "Bookings").
  rentedNow: () => sql<boolean>`exists (select 1 from ${bookings} where ${bookings.rentProductId} = ${rentProducts.id} and ${bookings.status} = 'handed-over')`,
  ownValues: (input: { deposit?: number }) => (input.deposit === undefined ? {} : { depositPaise: rupeesToPaise(input.deposit) }),
  noun: 'rent product',
  plural: 'rent products',
  slug: 'rent-product',
  tag: 'Borrow',
  categories: RENT_CATEGORIES,
  inputSchema: RentProductInputSchema,
  updateSchema: RentProductUpdateSchema,
  messages: {
    created: 'Rent Product created successfully!',
    updated: 'Rent Product updated successfully',
    notFound: 'Rent product not found',
    invalidId: 'Invalid rent product id',
  },
  schemas: {
    list: RentProductsResponseSchema,
    item: RentProductResponseSchema,
    sellerList: SellerRentProductsResponseSchema,
    mutation: RentProductMutationResponseSchema,
  },
  keys: { list: 'rentProducts', item: 'rentProduct' },
  toPublic: toRentProduct,
  toOwn: toOwnRentProduct,
});
