import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type {
  CategoriesResponse,
  Category,
  Product,
  ProductResponse,
  ProductsResponse,
} from '@campus/shared/contract';

/**
 * The public catalogue reads. Tags follow RTK Query's list/id pattern, so the writes that come later
 * invalidate `{ type: 'Product', id: 'LIST' }` (create) or the product's id (update, delete) and
 * these refetch on their own.
 */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceProducts: build.query<Product[], void>({
      query: () => ({ url: '/product/get-product' }),
      transformResponse: (response: ProductsResponse) => response.getProduct,
      providesTags: (products = []) => [
        { type: 'Product', id: 'LIST' },
        ...products.map((product) => ({ type: 'Product' as const, id: product._id })),
      ],
    }),
    getMarketplaceCategories: build.query<Category[], void>({
      query: () => ({ url: '/category/get-category' }),
      transformResponse: (response: CategoriesResponse) => response.getCategory,
      providesTags: (categories = []) => [
        { type: 'Category', id: 'LIST' },
        ...categories.map((category) => ({ type: 'Category' as const, id: category._id })),
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

// SPEC §8. The product detail registers none: its 404 is the page's own 'Product not found!'.
registerErrorMessages({
  getMarketplaceProducts: 'Error fetching products',
  getMarketplaceCategories: 'Error fetching categories',
});

export const { useGetMarketplaceProductsQuery, useGetMarketplaceCategoriesQuery, useGetProductBySlugQuery } = catalogueApi;
