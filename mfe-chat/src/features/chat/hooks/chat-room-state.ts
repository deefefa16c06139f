import { CHAT_PAGE_SIZE, type ChatMessage, type ChatMessagesResponse } from '@campus/shared/contract';
import { useFirstPaintAnswer } from '@campus/shared/host';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The live connection as the reader sees it: only a lost connection is worth a word. */
export type ChatConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface RoomState {
  /** The session the messages were loaded for: `isBuyer` depends on who is viewing. */
  token: string;
  messages: readonly ChatMessage[];
  /** The newest page has answered (or failed: the room then fills from live messages). */
  loaded: boolean;
  /** The server may hold messages older than the oldest one loaded. */
  hasOlder: boolean;
  loadingOlder: boolean;
  connection: ChatConnection;
  /** Why the server refused the connection (too many open, say), when it did: socket.io does not retry that. */
  refusal: string | null;
}

/** A change of the room, given the room as it is. */
export type RoomChange = (current: RoomState) => RoomState;

const emptyRoom = (token: string): RoomState => ({
  token,
  messages: [],
  loaded: false,
  hasOlder: false,
  loadingOlder: false,
  connection: 'connecting',
  refusal: null,
});

/**
 * The room of the viewer `token`, and `change(token, …)` to update it. The room of a previous viewer never shows
 * to the next (`token` changes at a login or logout): the next one starts empty, and a change made for a viewer
 * who has gone is dropped. Only in the server's first paint (README "First paint from the server") does the room
 * start with the newest page the page came with.
 */
export function useViewerRoom(token: string) {
  const firstPaint = useFirstPaintAnswer<ChatMessagesResponse>('/chats/messages');
  const [stored, setStored] = useState(() =>
    firstPaint?.success
      ? { ...emptyRoom(token), messages: firstPaint.messages, loaded: true, hasOlder: firstPaint.messages.length >= CHAT_PAGE_SIZE }
      : emptyRoom(token),
  );
  const viewer = useRef(token);
  useEffect(() => {
    viewer.current = token;
  }, [token]);

  const change = useCallback((forToken: string, update: RoomChange) => {
    if (viewer.current !== forToken) return;
    setStored((current) => update(current.token === forToken ? current : emptyRoom(forToken)));
  }, []);

  return [stored.token === token ? stored : emptyRoom(token), change] as const;
}
