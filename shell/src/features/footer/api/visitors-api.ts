import { baseApi } from '@campus/shared/api';

interface VisitorCountResponse {
  success: boolean;
  count: number;
}

function isVisitorCount(value: unknown): value is VisitorCountResponse {
  return typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number';
}

export const visitorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/product-rules.md "API calls": counts this page load as a visit. */
    recordVisit: build.mutation<unknown, void>({
      query: () => ({ url: '/visitors/increment', method: 'POST' }),
    }),
    visitorCount: build.query<number | null, void>({
      query: () => ({ url: '/visitors/count' }),
      transformResponse: (body: unknown) => (isVisitorCount(body) ? body.count : null),
      providesTags: ['Visitors'],
    }),
  }),
});

export const { useRecordVisitMutation, useVisitorCountQuery } = visitorsApi;
