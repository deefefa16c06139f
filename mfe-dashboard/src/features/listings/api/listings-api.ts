import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type {
  ApiSuccess,
  OwnRentProduct,
  RentProduct,
  RentProductMutationResponse,
  RentProductsResponse,
  SellerRentProductsResponse,
  Service,
  ServiceMutationResponse,
  ServicesResponse,
} from '@campus/shared/contract';

/** RTK Query's list/id tags, shared with the rent and hire remotes' browse lists so they refresh too. */
function listTags<T extends 'RentProduct' | 'Service'>(type: T, items: { _id: string }[] = []) {
  return [{ type, id: 'LIST' }, ...items.map((item) => ({ type, id: item._id }))];
}

export interface ListingUpdateRequest {
  id: string;
  body: FormData;
}

/**
 * The owner's rent products and services, and the admin's list of every rent product. Axios sends a
 * FormData body as multipart/form-data with its boundary. The owner's and the admin's deletes word their
 * failures differently (docs/product-rules.md "Texts"), hence two delete endpoints for rent products.
 */
export const listingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerRentProducts: build.query<OwnRentProduct[], void>({
      query: () => ({ url: '/rent-product/seller-rent-products' }),
      transformResponse: (response: SellerRentProductsResponse) => response.rentProducts,
      providesTags: (items) => listTags('RentProduct', items),
    }),
    getAdminRentProducts: build.query<RentProduct[], void>({
      query: () => ({ url: '/rent-product/get-rent-products' }),
      transformResponse: (response: RentProductsResponse) => response.rentProducts,
      providesTags: (items) => listTags('RentProduct', items),
    }),
    createRentProduct: build.mutation<RentProductMutationResponse, FormData>({
      query: (body) => ({ url: '/rent-product/create-rent-product', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'RentProduct', id: 'LIST' }],
    }),
    updateRentProduct: build.mutation<RentProductMutationResponse, ListingUpdateRequest>({
      query: ({ id, body }) => ({ url: `/rent-product/update-rent-product/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RentProduct', id }],
    }),
    deleteOwnRentProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/rent-product/delete-rent-product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'RentProduct', id }],
    }),
    deleteAnyRentProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/rent-product/delete-rent-product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'RentProduct', id }],
    }),
    getSellerServices: build.query<Service[], void>({
      query: () => ({ url: '/service/seller-services' }),
      transformResponse: (response: ServicesResponse) => response.services,
      providesTags: (items) => listTags('Service', items),
    }),
    createService: build.mutation<ServiceMutationResponse, FormData>({
      query: (body) => ({ url: '/service/create-service', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    updateService: build.mutation<ServiceMutationResponse, ListingUpdateRequest>({
      query: ({ id, body }) => ({ url: `/service/update-service/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }],
    }),
    deleteOwnService: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/service/delete-service/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
  }),
});

// docs/product-rules.md "Texts"; the server's own message wins over each of these.
registerErrorMessages({
  getSellerRentProducts: 'Error fetching products',
  getAdminRentProducts: 'Error fetching products',
  getSellerServices: 'Error fetching services',
  createRentProduct: 'Error creating rent product',
  createService: 'Error creating service',
  updateRentProduct: 'Update failed',
  updateService: 'Update failed',
  deleteOwnRentProduct: { noMessage: 'Failed to delete rent product', noResponse: 'An error occurred while deleting the rent product' },
  deleteAnyRentProduct: 'Error deleting product',
  deleteOwnService: { noMessage: 'Failed to delete service', noResponse: 'An error occurred while deleting the service' },
});

export const {
  useGetSellerRentProductsQuery,
  useGetAdminRentProductsQuery,
  useCreateRentProductMutation,
  useUpdateRentProductMutation,
  useDeleteOwnRentProductMutation,
  useDeleteAnyRentProductMutation,
  useGetSellerServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteOwnServiceMutation,
} = listingsApi;
