import { baseApi } from '@campus/shared/api';
import {
  conversationPaths,
  REPORTS_PAGE_SIZE,
  reportsPath,
  type ConversationMessagesResponse,
  type ReportAction,
  type ReportedMessageDeletedResponse,
  type ReportsResponse,
  type ResolveReportResponse,
} from '@campus/shared/contract';

/**
 * The admins' report calls (docs/product-rules.md "Reports and suspension"): the open groups a page at a time (each
 * next page starts at the previous page's cursor), a resolve (its answer written into the cached pages, so the card
 * shows its outcome at once and the totals drop), and a reported conversation's messages.
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.infiniteQuery<ReportsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({ url: reportsPath({ cursor: pageParam, limit: REPORTS_PAGE_SIZE }) }),
    }),
    // One action goes as `{ action }`, several at once as `{ actions }` (docs/product-rules.md "Reports and suspension").
    resolveReport: build.mutation<ResolveReportResponse, { id: string; actions: ReportAction[]; note?: string }>({
      query: ({ id, actions, note }) => ({
        url: `/reports/${encodeURIComponent(id)}/resolve`,
        method: 'POST',
        data: { ...(actions.length === 1 ? { action: actions[0] } : { actions }), ...(note ? { note } : {}) },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            reportsApi.util.updateQueryData('getReports', undefined, (draft) => {
              for (const page of draft.pages) {
                const index = page.groups.findIndex((group) => group._id === id);
                if (index !== -1) page.groups[index] = data.group;
                page.total = Math.max(0, page.total - 1);
                page.openReports = Math.max(0, page.openReports - data.group.count);
              }
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
    // One message of a reported conversation, deleted: it leaves the conversation as the admin reads it at once.
    deleteReportedMessage: build.mutation<ReportedMessageDeletedResponse, { reportId: string; conversationId: string; messageId: string }>({
      query: ({ reportId, messageId }) => ({ url: `/reports/${encodeURIComponent(reportId)}/conversation-messages/${encodeURIComponent(messageId)}`, method: 'DELETE' }),
      async onQueryStarted({ conversationId, messageId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            reportsApi.util.updateQueryData('getReportedConversation', conversationId, (draft) => {
              draft.messages = draft.messages.filter((message) => message._id !== messageId);
            }),
          );
        } catch {
          // The failure is toasted where the call was made.
        }
      },
    }),
  }),
});

export const { useGetReportsInfiniteQuery, useResolveReportMutation, useGetReportedConversationQuery, useDeleteReportedMessageMutation } = reportsApi;
