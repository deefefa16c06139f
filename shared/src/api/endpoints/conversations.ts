import type { ConversationResponse, ConversationsResponse, OpenConversationInput } from '../../contract';
import { conversationPaths } from '../../contract/conversation-paths';
import { baseApi } from '../base-api';

/**
 * Private conversations (docs/product-rules.md "Private conversations") called from more than one area: the shell's
 * unread count, the Messages list (Connect Zone), and 'Message the seller' / 'Message the owner' on the item pages
 * (Buy, Borrow, Hire). Keyed by the member's id, so one member's answer never shows for the next. A conversation's
 * activity on the socket invalidates 'Conversation', so the count and the list follow live.
 */
export const conversationEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationsResponse, string>({
      query: () => ({ url: conversationPaths.list }),
      providesTags: ['Conversation'],
    }),
    getConversationsUnread: build.query<{ success: true; unread: number }, string>({
      query: () => ({ url: conversationPaths.unread }),
      providesTags: ['Conversation'],
    }),
    openConversation: build.mutation<ConversationResponse, OpenConversationInput>({
      query: (data) => ({ url: conversationPaths.list, method: 'POST', data }),
      invalidatesTags: ['Conversation'],
    }),
  }),
});

export const { useGetConversationsQuery, useGetConversationsUnreadQuery, useOpenConversationMutation } = conversationEndpoints;
