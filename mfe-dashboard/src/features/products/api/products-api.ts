import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type {
  ApiSuccess,
  CategoriesResponse,
  Category,
  Product,
  ProductMutationResponse,
  ProductsResponse,
  SellerProductsResponse,
} from '@campus/shared/contract';

/** Tags of RTK Query's list/id pattern, shared with the buy remote's catalogue so its grid refreshes too. */
function productTags(products: Product[] = []) {
  return [{ type: 'Product' as const, id: 'LIST' }, ...products.map((product) => ({ type: 'Product' as const, id: product._id }))];
}

export interface ProductUpdateRequest {
  id: string;
  body: FormData;
}

/**
 * The product writes and the dashboard's product lists. The seller and the admin screens delete through
 * the same path but word their failures differently (docs/product-rules.md "Texts"), hence two delete endpoints.
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerProducts: build.query<Product[], void>({
      query: () => ({ url: '/product/seller-products' }),
      transformResponse: (response: SellerProductsResponse) => response.product,
      providesTags: (products) => productTags(products),
    }),
    getAllProducts: build.query<Product[], void>({
      query: () => ({ url: '/product/get-product' }),
      transformResponse: (response: ProductsResponse) => response.getProduct,
      providesTags: (products) => productTags(products),
    }),
    getProductFormCategories: build.query<Category[], void>({
      query: () => ({ url: '/category/get-category' }),
      transformResponse: (response: CategoriesResponse) => response.getCategory,
      providesTags: (categories = []) => [
        { type: 'Category', id: 'LIST' },
        ...categories.map((category) => ({ type: 'Category' as const, id: category._id })),
      ],
    }),
    // Axios sends a FormData body as multipart/form-data with its boundary.
    createProduct: build.mutation<ProductMutationResponse, FormData>({
      query: (body) => ({ url: '/product/create-product', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    updateProduct: build.mutation<ProductMutationResponse, ProductUpdateRequest>({
      query: ({ id, body }) => ({ url: `/product/update-product/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    deleteOwnProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/product/delete-product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    deleteAnyProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/product/delete-product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

// docs/product-rules.md "Texts"; the server's own message wins over each of these.
registerErrorMessages({
  getSellerProducts: 'Error fetching products',
  getAllProducts: 'Error fetching products',
  getProductFormCategories: 'Error fetching categories',
  createProduct: 'Error creating product',
  // 'Update failed' when the server refused without saying why, the longer text when it never answered.
  updateProduct: { noMessage: 'Update failed', noResponse: 'Something went wrong while updating the product' },
  deleteOwnProduct: { noMessage: 'Failed to delete product', noResponse: 'An error occurred while deleting the product' },
  deleteAnyProduct: 'Error deleting product',
});

export const {
  useGetSellerProductsQuery,
  useGetAllProductsQuery,
  useGetProductFormCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteOwnProductMutation,
  useDeleteAnyProductMutation,
} = productsApi;
