import { baseApi } from '@campus/shared/api';
import { productSearchPath, type ProductSearchResponse } from '@campus/shared/contract';

/** The best matches of each area the results page shows; the area's own results have the rest. */
export const SITE_SEARCH_SHOWN = 4;

/**
 * The marketplace's part of the site's search (README "Search"): its best few matches and how many there are, from
 * the grid's own call. Borrow and Hire answer through their list calls (`useGetRentProductsQuery`,
 * `useGetServiceListingsQuery` with the search).
 */
export const siteSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductMatches: build.query<ProductSearchResponse, string>({
      query: (text) => ({ url: productSearchPath({ search: text, limit: SITE_SEARCH_SHOWN }) }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetProductMatchesQuery } = siteSearchApi;
