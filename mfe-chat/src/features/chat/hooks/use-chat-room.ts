import { CHAT_ERRORS, CHAT_MESSAGE_EVENT, CHAT_PAGE_SIZE, isChatError, type ChatMessageAck } from '@campus/shared/contract';
import { useAppDispatch } from '@campus/shared/store';
import { useCallback, useEffect, useRef } from 'react';
import type { ChatSocket } from '../api/chat-socket';
import { mergeMessages } from '../utils/merge-messages';
import { useViewerRoom } from './chat-room-state';
import { fetchMessages } from './fetch-messages';
import { LiveRoom } from './live-room';

export type { ChatConnection } from './chat-room-state';
export { GAP_WAIT_MS } from './live-room';

/** How long a send waits for the server's acknowledgement before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The community chat room for the current session (docs/product-rules.md "Chat"): loads the newest history page, then
 * listens live; fetches what a dropped connection missed; loads older pages on demand; sends messages.
 * Every message is held once, in chat order (README "Chat order"), however many ways it arrives. A new token (login, logout)
 * starts the room over: the messages are reloaded and the connection reopened as the new viewer; so does the end of
 * the session the server reports (README "Live connections"), as a visitor's.
 */
export function useChatRoom(token: string) {
  const dispatch = useAppDispatch();
  const [room, change] = useViewerRoom(token);
  const socketRef = useRef<ChatSocket | null>(null);
  const loadingOlderRef = useRef(false);

  useEffect(() => {
    const live = new LiveRoom(token, dispatch, (update) => change(token, update));
    socketRef.current = live.socket;
    live.start();
    return () => {
      live.stop();
      if (socketRef.current === live.socket) socketRef.current = null;
    };
  }, [change, dispatch, token]);

  /** Sends a message; resolves with the stored message (already in the room) or the reason it was refused. */
  const send = useCallback(
    async (content: string): Promise<ChatMessageAck> => {
      const socket = socketRef.current;
      if (!socket?.connected) return { error: CHAT_ERRORS.failed };
      let ack: ChatMessageAck;
      try {
        ack = await socket.timeout(SEND_TIMEOUT_MS).emitWithAck(CHAT_MESSAGE_EVENT, { content });
      } catch {
        return { error: CHAT_ERRORS.failed };
      }
      if (!isChatError(ack)) change(token, (current) => ({ ...current, messages: mergeMessages(current.messages, [ack]) }));
      return ack;
    },
    [change, token],
  );

  const oldestId = room.messages[0]?._id;
  /** Loads the page before the oldest message held; one request at a time. */
  const loadOlder = useCallback(async () => {
    if (oldestId === undefined || loadingOlderRef.current) return;
    loadingOlderRef.current = true;
    change(token, (current) => ({ ...current, loadingOlder: true }));
    const page = await fetchMessages(dispatch, { before: oldestId });
    loadingOlderRef.current = false;
    change(token, (current) =>
      page
        ? { ...current, loadingOlder: false, hasOlder: page.length >= CHAT_PAGE_SIZE, messages: mergeMessages(current.messages, page) }
        : { ...current, loadingOlder: false },
    );
  }, [change, dispatch, oldestId, token]);

  const { messages, loaded, hasOlder, loadingOlder, connection, refusal } = room;
  return { messages, loaded, hasOlder, loadingOlder, connection, refusal, send, loadOlder };
}
