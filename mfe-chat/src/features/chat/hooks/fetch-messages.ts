import type { ApiError } from '@campus/shared/api';
import type { ChatMessage, ChatMessagesQuery } from '@campus/shared/contract';
import type { AppDispatch } from '@campus/shared/store';
import { chatApi } from '../api/chat-api';

/**
 * One page of the history, or null when it could not be had. Failures are only logged, with the texts of docs/product-rules.md "Texts":
 * a server that answered with a failure "failed", no answer at all is a network error.
 */
export async function fetchMessages(dispatch: AppDispatch, query?: ChatMessagesQuery): Promise<ChatMessage[] | null> {
  try {
    const response = await dispatch(
      chatApi.endpoints.getChatMessages.initiate(query, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    if (response.success) return response.messages;
    console.warn('Failed to fetch messages');
  } catch (error) {
    const { status } = error as Partial<ApiError>;
    if (typeof status === 'number' && status > 0) console.warn('Failed to fetch messages');
    else console.warn('Error fetching messages:', error);
  }
  return null;
}
