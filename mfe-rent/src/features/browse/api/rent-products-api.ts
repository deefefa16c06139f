import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { RentProduct, RentProductsResponse } from '@campus/shared/contract';

/** The public rent listing. Writes elsewhere invalidate `RentProduct` LIST or an id, and this refetches. */
export const rentProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProductListings: build.query<RentProduct[], void>({
      query: () => ({ url: '/rent-product/get-rent-products' }),
      transformResponse: (response: RentProductsResponse) => response.rentProducts,
      providesTags: (products = []) => [
        { type: 'RentProduct', id: 'LIST' },
        ...products.map((product) => ({ type: 'RentProduct' as const, id: product._id })),
      ],
    }),
  }),
});

// The loading text of docs/product-rules.md "Texts".
registerErrorMessages({ getRentProductListings: 'Error fetching products' });

export const { useGetRentProductListingsQuery } = rentProductsApi;
