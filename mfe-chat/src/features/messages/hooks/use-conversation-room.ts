import { http } from '@campus/shared/api';
import { CHAT_ERRORS, CHAT_PAGE_SIZE, conversationPaths, type ConversationMessage, type ConversationMessagesResponse } from '@campus/shared/contract';
import { useAppDispatch } from '@campus/shared/store';
import { useCallback, useState } from 'react';
import { messagesApi } from '../api/messages-api';
import { laterMark, mergeById } from './merge';
import { useRoomSocket } from './use-room-socket';

interface RoomState {
  messages: ConversationMessage[];
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The other member's read mark as heard live (the conversation's answer has the one before). */
  otherReadUpTo: string | null;
}

const EMPTY: RoomState = { messages: [], loaded: false, hasOlder: false, loadingOlder: false, otherReadUpTo: null };

/**
 * One conversation, live (docs/product-rules.md "Private conversations"): the newest page, older pages on request,
 * messages and the other member's read marks as they happen on the conversation's room (use-room-socket.ts), catching
 * up on the newest page at every join. What the other member says while the screen is open is marked read at once.
 * Sends go over HTTP; their answer and the room's event are merged by id, so a message shows once. Mount it once per
 * conversation (the page keys it by id).
 */
export function useConversationRoom(id: string, token: string, viewerId: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<RoomState>(EMPTY);

  // Straight through the HTTP client, not RTK Query: a catch-up must not be answered by an older request still on
  // its way (RTK Query hands a second call with the same arguments the pending one's answer).
  const fetchPage = useCallback(
    async (before?: string) => {
      try {
        return (await http.get<ConversationMessagesResponse>(conversationPaths.messages(id, before))).data.messages;
      } catch {
        return null;
      }
    },
    [id],
  );
  const markRead = useCallback(() => void dispatch(messagesApi.endpoints.markConversationRead.initiate(id)), [dispatch, id]);

  const catchUp = useCallback(async () => {
    const page = await fetchPage();
    if (!page) return;
    setState((current) => ({
      ...current,
      loaded: true,
      messages: mergeById(current.messages, page),
      hasOlder: current.loaded ? current.hasOlder : page.length === CHAT_PAGE_SIZE,
    }));
    if (page.some((message) => message.senderId !== viewerId)) markRead();
  }, [fetchPage, markRead, viewerId]);

  const connection = useRoomSocket(id, token, {
    catchUp: () => void catchUp(),
    onMessage: (message) => {
      setState((current) => ({ ...current, messages: mergeById(current.messages, [message]) }));
      if (message.senderId !== viewerId) markRead();
    },
    onRead: (event) => {
      if (event.readerId === viewerId) return;
      setState((current) => ({ ...current, otherReadUpTo: laterMark(current.otherReadUpTo, event.upTo) }));
    },
    onDeleted: (messageId) => {
      setState((current) => ({ ...current, messages: current.messages.filter((message) => message._id !== messageId) }));
    },
  });

  const oldestId = state.messages[0]?._id;
  const loadOlder = useCallback(async () => {
    if (!oldestId) return;
    setState((current) => ({ ...current, loadingOlder: true }));
    const page = await fetchPage(oldestId);
    setState((current) => ({
      ...current,
      loadingOlder: false,
      messages: page ? mergeById(current.messages, page) : current.messages,
      hasOlder: page ? page.length === CHAT_PAGE_SIZE : current.hasOlder,
    }));
  }, [fetchPage, oldestId]);

  const send = useCallback(
    async (content: string): Promise<ConversationMessage | { error: string }> => {
      const result = await dispatch(messagesApi.endpoints.sendConversationMessage.initiate({ id, content }));
      if ('error' in result) {
        const { message } = (result.error ?? {}) as { message?: string | null };
        return { error: message ?? CHAT_ERRORS.failed };
      }
      setState((current) => ({ ...current, messages: mergeById(current.messages, [result.data.message]) }));
      return result.data.message;
    },
    [dispatch, id],
  );

  return { ...state, connection, loadOlder, send };
}
