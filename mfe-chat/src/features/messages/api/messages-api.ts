import { baseApi } from '@campus/shared/api';
import {
  conversationPaths,
  type ConversationMessageSentResponse,
  type ConversationReadResponse,
  type ConversationResponse,
} from '@campus/shared/contract';

/**
 * One conversation's calls (docs/product-rules.md "Private conversations"); the list, the unread count and the
 * open call are shared (`@campus/shared/api`). A send or a read mark changes the list and the counts: 'Conversation'.
 * The pages of messages are asked for by the room itself (use-conversation-room.ts), which merges them, never cached.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<ConversationResponse, string>({
      query: (id) => ({ url: conversationPaths.one(id) }),
      providesTags: ['Conversation'],
    }),
    sendConversationMessage: build.mutation<ConversationMessageSentResponse, { id: string; content: string }>({
      query: ({ id, content }) => ({ url: conversationPaths.messages(id), method: 'POST', data: { content } }),
      invalidatesTags: ['Conversation'],
    }),
    markConversationRead: build.mutation<ConversationReadResponse, string>({
      query: (id) => ({ url: conversationPaths.read(id), method: 'POST' }),
      invalidatesTags: ['Conversation'],
    }),
  }),
});

export const { useGetConversationQuery, useSendConversationMessageMutation, useMarkConversationReadMutation } = messagesApi;
