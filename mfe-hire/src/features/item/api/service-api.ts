import { baseApi } from '@campus/shared/api';
import { itemQuery } from '@campus/shared/queries';
import { servicePath, type Service, type ServiceResponse } from '@campus/shared/contract';

/**
 * One service, for its own page, tagged by the id asked for: its owner's edit or delete refetches the page. No
 * error toast: a missing service is the page's own 'not found', and any other failure is said on the page with
 * Try again, as the product page does.
 */
export const serviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getService: build.query<Service, string>(itemQuery(servicePath, (answer: ServiceResponse) => answer.service, 'Service')),
  }),
});

export const { useGetServiceQuery } = serviceApi;
