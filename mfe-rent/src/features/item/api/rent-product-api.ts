import { baseApi } from '@campus/shared/api';
import { rentProductPath, type RentProduct, type RentProductResponse } from '@campus/shared/contract';

/**
 * One rent item, for its own page. Tagged by the id asked for, so an owner's or an admin's edit or delete of it
 * (which invalidate that id) refetches the page, and a deleted item turns into the page's 'not found'.
 */
export const rentProductApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProduct: build.query<RentProduct, string>({
      query: (id) => ({ url: rentProductPath(id) }),
      transformResponse: (response: RentProductResponse) => response.rentProduct,
      providesTags: (_product, _error, id) => [{ type: 'RentProduct', id }],
    }),
  }),
});

// No registered error text: a missing item is the page's own 'not found', and any other failure is said on the
// page with Try again, as the product page does.

export const { useGetRentProductQuery } = rentProductApi;
