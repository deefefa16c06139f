import { baseApi } from '@campus/shared/api';
import { itemQuery } from '@campus/shared/queries';
import { rentProductPath, type RentProduct, type RentProductResponse } from '@campus/shared/contract';

/**
 * One rent item, for its own page, tagged by the id asked for: an owner's or an admin's edit or delete of it
 * refetches the page. No error toast: a missing item is the page's own 'not found', and any other failure is said
 * on the page with Try again, as the product page does.
 */
export const rentProductApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProduct: build.query<RentProduct, string>(itemQuery(rentProductPath, (answer: RentProductResponse) => answer.rentProduct, 'RentProduct')),
  }),
});

export const { useGetRentProductQuery } = rentProductApi;
