import { baseApi } from '@campus/shared/api';
import type { ReportInput, ReportResponse } from '../contract';

/**
 * `POST /reports` (docs/product-rules.md "Reports and suspension"). Injected here rather than in @campus/shared/api,
 * the shell's eager singleton, so the shell's first load carries none of it; each area that reports bundles this
 * same definition, so a second injection replacing the first changes nothing.
 */
export const reportEndpoints = baseApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    createReport: build.mutation<ReportResponse, ReportInput>({
      query: (data) => ({ url: '/reports', method: 'POST', data }),
    }),
  }),
});

export const { useCreateReportMutation } = reportEndpoints;
