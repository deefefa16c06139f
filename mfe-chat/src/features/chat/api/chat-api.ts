import { baseApi } from '@campus/shared/api';
import type { ChatMessagesQuery, ChatMessagesResponse } from '@campus/shared/contract';

/**
 * The chat history (docs/product-rules.md "API calls" `GET /chats/messages`): the newest page, the page `before` a message, or
 * the messages `after` one. The room asks for pages imperatively (it merges them into its own list), so
 * no screen subscribes and nothing is cached. No error messages are registered: a failed history load is
 * only logged (docs/product-rules.md "Texts").
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatMessages: build.query<ChatMessagesResponse, ChatMessagesQuery | void>({
      query: (params) => ({ url: '/chats/messages', params: params ?? undefined }),
    }),
  }),
});
