import { baseApi } from '@campus/shared/api';
import { listQuery, type FormUpdateRequest } from '@campus/shared/queries';
import type { ApiSuccess, Product, ProductMutationResponse, ProductsResponse, SellerProductsResponse } from '@campus/shared/contract';

/**
 * The product writes and the dashboard's product lists; the tags are shared with the buy remote's catalogue so
 * its grid refreshes too. The seller's and the admin's screens delete through the one endpoint, each with its
 * own failure text (docs/product-rules.md "Texts").
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerProducts: build.query<Product[], void>(listQuery('/product/seller-products', (answer: SellerProductsResponse) => answer.product, 'Product')),
    getAllProducts: build.query<Product[], void>(listQuery('/product/get-product', (answer: ProductsResponse) => answer.getProduct, 'Product')),
    // A FormData body is sent as multipart/form-data with its boundary.
    createProduct: build.mutation<ProductMutationResponse, FormData>({
      query: (body) => ({ url: '/product/create-product', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    updateProduct: build.mutation<ProductMutationResponse, FormUpdateRequest>({
      query: ({ id, body }) => ({ url: `/product/update-product/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    deleteProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/product/delete-product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const {
  useGetSellerProductsQuery,
  useGetAllProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
