import { baseApi } from '@campus/shared/api';
import { listQuery } from '@campus/shared/queries';
import type { Service, ServicesResponse } from '@campus/shared/contract';

/** The public services listing. Writes elsewhere invalidate `Service` LIST or an id, and this refetches. */
export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceListings: build.query<Service[], void>(listQuery('/service/get-services', (answer: ServicesResponse) => answer.services, 'Service')),
  }),
});

export const { useGetServiceListingsQuery } = servicesApi;
