import { baseApi } from '@campus/shared/api';
import { listQuery, type FormUpdateRequest } from '@campus/shared/queries';
import {
  bookingPaths,
  type ApiSuccess,
  type OwnRentProduct,
  type RentProductMutationResponse,
  type SellerRentProductsResponse,
  type Service,
  type ServiceAvailabilityInput,
  type ServiceAvailabilityResponse,
  type ServiceMutationResponse,
  type ServicesResponse,
} from '@campus/shared/contract';

/** A listing's path on the server, e.g. `/rent-product/delete-rent-product/<id>`. */
const at = (action: string, id: string) => `${action}/${encodeURIComponent(id)}`;

/**
 * The owner's rent products and services (the admin's list of every rent product is `useGetRentProductsQuery`
 * of @campus/shared/api, which the Borrow area reads too). The tags are the rent and hire remotes' too, so their
 * lists refresh. The owner's and the admin's deletes of a rent product are one endpoint, each screen with its
 * own failure text (docs/product-rules.md "Texts").
 */
export const listingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerRentProducts: build.query<OwnRentProduct[], void>(
      listQuery('/rent-product/seller-rent-products', (answer: SellerRentProductsResponse) => answer.rentProducts, 'RentProduct'),
    ),
    createRentProduct: build.mutation<RentProductMutationResponse, FormData>({
      query: (body) => ({ url: '/rent-product/create-rent-product', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'RentProduct', id: 'LIST' }],
    }),
    updateRentProduct: build.mutation<RentProductMutationResponse, FormUpdateRequest>({
      query: ({ id, body }) => ({ url: at('/rent-product/update-rent-product', id), method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RentProduct', id }],
    }),
    deleteRentProduct: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: at('/rent-product/delete-rent-product', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'RentProduct', id }],
    }),
    getSellerServices: build.query<Service[], void>(listQuery('/service/seller-services', (answer: ServicesResponse) => answer.services, 'Service')),
    createService: build.mutation<ServiceMutationResponse, FormData>({
      query: (body) => ({ url: '/service/create-service', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    updateService: build.mutation<ServiceMutationResponse, FormUpdateRequest>({
      query: ({ id, body }) => ({ url: at('/service/update-service', id), method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }],
    }),
    deleteService: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: at('/service/delete-service', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    // A service's week replaces the one before; its readers (the hours editor, Hire's booking form) ask again
    // through the 'Availability' tag of useGetServiceAvailabilityQuery (docs/product-rules.md "Bookings").
    setServiceHours: build.mutation<ServiceAvailabilityResponse, { id: string } & ServiceAvailabilityInput>({
      query: ({ id, weekly }) => ({ url: bookingPaths.serviceAvailability(id), method: 'PUT', data: { weekly } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Availability', id }],
    }),
  }),
});

export const {
  useGetSellerRentProductsQuery,
  useCreateRentProductMutation,
  useUpdateRentProductMutation,
  useDeleteRentProductMutation,
  useGetSellerServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useSetServiceHoursMutation,
} = listingsApi;
