import { baseApi } from '@campus/shared/api';
import {
  conversationPaths,
  type ConversationMessagesResponse,
  type ReportAction,
  type ReportResponse,
  type ReportsResponse,
} from '@campus/shared/contract';

/**
 * The admins' report calls (docs/product-rules.md "Reports and suspension"): the list, a resolve (its answer written
 * into the cached list, so the card shows its outcome at once), and a reported conversation's messages.
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ReportsResponse, void>({
      query: () => ({ url: '/reports' }),
    }),
    resolveReport: build.mutation<ReportResponse, { id: string; action: ReportAction; note?: string }>({
      query: ({ id, action, note }) => ({ url: `/reports/${encodeURIComponent(id)}/resolve`, method: 'POST', data: { action, ...(note ? { note } : {}) } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            reportsApi.util.updateQueryData('getReports', undefined, (draft) => {
              const index = draft.reports.findIndex((report) => report._id === data.report._id);
              if (index !== -1) draft.reports[index] = data.report;
            }),
          );
        } catch {
          // The failure is toasted where the call was made.
        }
      },
    }),
    getReportedConversation: build.query<ConversationMessagesResponse, string>({
      query: (id) => ({ url: conversationPaths.messages(id) }),
    }),
  }),
});

export const { useGetReportsQuery, useResolveReportMutation, useGetReportedConversationQuery } = reportsApi;
