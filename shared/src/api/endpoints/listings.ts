import type { RentProduct, RentProductsResponse, Service, ServicesResponse } from '../../contract';
import { baseApi } from '../base-api';
import { listQuery } from '../../queries/list-queries';

/**
 * Every rent product: the Borrow area's listing and the admin's Update Products (rent). Every service: the Hire
 * area's listing and the admin's Update Services. Writes elsewhere invalidate their tag's LIST or an id.
 */
export const rentProductEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentProducts: build.query<RentProduct[], void>(
      listQuery('/rent-product/get-rent-products', (answer: RentProductsResponse) => answer.rentProducts, 'RentProduct'),
    ),
    getServices: build.query<Service[], void>(listQuery('/service/get-services', (answer: ServicesResponse) => answer.services, 'Service')),
  }),
});

export const { useGetRentProductsQuery, useGetServicesQuery } = rentProductEndpoints;
