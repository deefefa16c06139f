import type { RentProduct, RentProductsResponse, Service, ServicesResponse } from '../../contract';
import { rentProductsPath, servicesPath, type ListingSearchQuery } from '../../contract/catalogue';
import { baseApi } from '../base-api';
import { listQuery } from '../../queries/list-queries';

/** Every rent product (the admin's Update Products (rent)), or those the Borrow browse's filters or the site's search find (README "Search"). */
export const rentProductEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProducts: build.query<RentProduct[], ListingSearchQuery | void>({
      ...listQuery('/rent-product/get-rent-products', (answer: RentProductsResponse) => answer.rentProducts, 'RentProduct'),
      query: (filters) => ({ url: rentProductsPath(filters ?? {}) }),
    }),
    /** Every service, or those the Hire browse's filters or the site's search find (README "Search"). Writes elsewhere invalidate `Service` LIST or an id. */
    getServiceListings: build.query<Service[], ListingSearchQuery | void>({
      ...listQuery('/service/get-services', (answer: ServicesResponse) => answer.services, 'Service'),
      query: (filters) => ({ url: servicesPath(filters ?? {}) }),
    }),
  }),
});

export const { useGetRentProductsQuery, useGetServiceListingsQuery } = rentProductEndpoints;
