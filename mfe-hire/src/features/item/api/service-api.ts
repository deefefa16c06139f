import { baseApi } from '@campus/shared/api';
import { servicePath, type Service, type ServiceResponse } from '@campus/shared/contract';

/**
 * One service, for its own page. Tagged by the id asked for, so its owner's edit or delete (which invalidate
 * that id) refetches the page, and a deleted service turns into the page's 'not found'.
 */
export const serviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getService: build.query<Service, string>({
      query: (id) => ({ url: servicePath(id) }),
      transformResponse: (response: ServiceResponse) => response.service,
      providesTags: (_service, _error, id) => [{ type: 'Service', id }],
    }),
  }),
});

// No registered error text: a missing service is the page's own 'not found', and any other failure is said on
// the page with Try again, as the product page does.

export const { useGetServiceQuery } = serviceApi;
