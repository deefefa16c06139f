import { baseApi } from '@campus/shared/api';
import {
  PRODUCT_SEARCH_PAGE_SIZE,
  productSearchPath,
  type Product,
  type ProductResponse,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@campus/shared/contract';

/**
 * The public catalogue reads. Tags follow RTK Query's list/id pattern, so the writes that come later
 * invalidate `{ type: 'Product', id: 'LIST' }` (create) or the product's id (update, delete) and
 * these refetch on their own.
 */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The marketplace grid (README "The marketplace grid"): the server applies the filters and answers a page
     * at a time; each next page starts at the previous page's cursor. An invalidation reads the pages again.
     */
    searchProducts: build.infiniteQuery<ProductSearchResponse, ProductSearchQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: productSearchPath({ ...queryArg, ...(pageParam ? { cursor: pageParam } : {}), limit: PRODUCT_SEARCH_PAGE_SIZE }),
      }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.pages ?? []).flatMap((page) => page.products.map((product) => ({ type: 'Product' as const, id: product._id }))),
      ],
    }),
    getProductBySlug: build.query<Product, string>({
      query: (slug) => ({ url: `/product/get-product/${encodeURIComponent(slug)}` }),
      transformResponse: (response: ProductResponse) => response.singleProduct,
      // A slug that was missing may exist after a create, hence LIST as well.
      providesTags: (product) => [{ type: 'Product', id: 'LIST' }, ...(product ? [{ type: 'Product' as const, id: product._id }] : [])],
    }),
  }),
});

export const { useSearchProductsInfiniteQuery, useGetProductBySlugQuery } = catalogueApi;
