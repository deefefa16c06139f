import {
  RentProductInputSchema,
  RentProductMutationResponseSchema,
  RentProductResponseSchema,
  RentProductsResponseSchema,
  SellerRentProductsResponseSchema,
  RentProductUpdateSchema,
  type RentCategory,
  type RentProductMutationResponse,
  type RentProductResponse,
  type RentProductsResponse,
  type SellerRentProductsResponse,
} from '@campus/shared/contract';
import { rentProducts } from '../../db/schema';
import { listingRoutes } from './listing-routes';
import { toOwnRentProduct, toRentProduct } from './mappers';
import { rentProductRepository, type RentProductRow } from './rent-repository';

/** Borrow (docs/product-rules.md "API calls"): the browse view reads `category.name`, the owner's views the category as text. */
export const rentProductRoutes = listingRoutes<RentProductRow, RentCategory>({
  repository: rentProductRepository,
  table: rentProducts,
  noun: 'rent product',
  plural: 'rent products',
  tag: 'Borrow',
  schemas: {
    list: RentProductsResponseSchema,
    item: RentProductResponseSchema,
    sellerList: SellerRentProductsResponseSchema,
    mutation: RentProductMutationResponseSchema,
  },
  paths: {
    list: '/get-rent-products',
    item: '/get-rent-product',
    sellerList: '/seller-rent-products',
    photo: '/get-rent-product-photo',
    create: '/create-rent-product',
    update: '/update-rent-product',
    remove: '/delete-rent-product',
  },
  inputSchema: RentProductInputSchema,
  updateSchema: RentProductUpdateSchema,
  messages: {
    created: 'Rent Product created successfully!',
    updated: 'Rent Product updated successfully',
    notFound: 'Rent product not found',
    invalidId: 'Invalid rent product id',
  },
  listBody: (rows, viewer): RentProductsResponse => ({ success: true, rentProducts: rows.map((row) => toRentProduct(row, viewer)) }),
  publicItemBody: (row, viewer): RentProductResponse => ({ success: true, rentProduct: toRentProduct(row, viewer) }),
  sellerListBody: (rows, viewer): SellerRentProductsResponse => ({ success: true, rentProducts: rows.map((row) => toOwnRentProduct(row, viewer)) }),
  itemBody: (row, message, viewer): RentProductMutationResponse => ({ success: true, message, rentProduct: toOwnRentProduct(row, viewer) }),
});
