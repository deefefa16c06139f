import type { RentProduct, RentProductsResponse } from '../../contract';
import { baseApi } from '../base-api';
import { listQuery } from '../../queries/list-queries';

/** Every rent product: the Borrow area's listing and the admin's Update Products (rent). */
export const rentProductEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProducts: build.query<RentProduct[], void>(
      listQuery('/rent-product/get-rent-products', (answer: RentProductsResponse) => answer.rentProducts, 'RentProduct'),
    ),
  }),
});

export const { useGetRentProductsQuery } = rentProductEndpoints;
