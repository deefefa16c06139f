import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { Service, ServicesResponse } from '@campus/shared/contract';

/** The public services listing. Writes elsewhere invalidate `Service` LIST or an id, and this refetches. */
export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceListings: build.query<Service[], void>({
      query: () => ({ url: '/service/get-services' }),
      transformResponse: (response: ServicesResponse) => response.services,
      providesTags: (services = []) => [
        { type: 'Service', id: 'LIST' },
        ...services.map((service) => ({ type: 'Service' as const, id: service._id })),
      ],
    }),
  }),
});

// docs/product-rules.md "Texts" has no text for this list; worded like its 'Error fetching products'.
registerErrorMessages({ getServiceListings: 'Error fetching services' });

export const { useGetServiceListingsQuery } = servicesApi;
