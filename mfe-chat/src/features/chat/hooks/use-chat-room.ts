import type { ApiError } from '@campus/shared/api';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_EVENT,
  CHAT_PAGE_SIZE,
  isChatError,
  SESSION_ENDED_EVENT,
  type SessionEndedNotice,
  type ChatMessage,
  type ChatMessageAck,
  type ChatMessagesQuery,
  type ChatMessagesResponse,
} from '@campus/shared/contract';
import { useFirstPaintAnswer } from '@campus/shared/host';
import { sessionEndedByServer, useAppDispatch, type AppDispatch } from '@campus/shared/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { chatApi } from '../api/chat-api';
import { createChatSocket, type ChatSocket } from '../api/chat-socket';
import { holdsBetween, leavesGap, mergeMessages } from '../utils/merge-messages';

/** How long a send waits for the server's acknowledgement before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/**
 * How long a live message that skipped places waits for the missing ones to arrive live (from another server
 * they can come a moment later) before the room asks for them.
 */
export const GAP_WAIT_MS = 2_000;

/** The live connection as the reader sees it: only a lost connection is worth a word. */
export type ChatConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline';

interface RoomState {
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

const emptyRoom = (token: string): RoomState => ({
  token,
  messages: [],
  loaded: false,
  hasOlder: false,
  loadingOlder: false,
  connection: 'connecting',
  refusal: null,
});

/** A room update that only lands on the room of the session it was made for. */
const forViewer =
  (token: string, change: (current: RoomState) => RoomState) =>
  (current: RoomState): RoomState =>
    current.token === token ? change(current) : current;

/**
 * One page of the history, or null when it could not be had. Failures are only logged, with the texts of docs/product-rules.md "Texts":
 * a server that answered with a failure "failed", no answer at all is a network error.
 */
async function fetchMessages(dispatch: AppDispatch, query?: ChatMessagesQuery): Promise<ChatMessage[] | null> {
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

/**
 * The community chat room for the current session (docs/product-rules.md "Chat"): loads the newest history page, then
 * listens live; fetches what a dropped connection missed; loads older pages on demand; sends messages.
 * Every message is held once, in chat order (README "Chat order"), however many ways it arrives. A new token (login, logout)
 * starts the room over: the messages are reloaded and the connection reopened as the new viewer; so does the end of
 * the session the server reports (README "Live connections"), as a visitor's.
 */
export function useChatRoom(token: string) {
  const dispatch = useAppDispatch();
  // Only in the server's first paint (README "First paint from the server"): the newest page the page came with.
  const firstPaint = useFirstPaintAnswer<ChatMessagesResponse>('/chats/messages');
  const [room, setRoom] = useState(() =>
    firstPaint?.success
      ? { ...emptyRoom(token), messages: firstPaint.messages, loaded: true, hasOlder: firstPaint.messages.length >= CHAT_PAGE_SIZE }
      : emptyRoom(token),
  );
  const socketRef = useRef<ChatSocket | null>(null);
  const loadingOlderRef = useRef(false);

  // React's "adjust state when a prop changes": the previous viewer's messages never show to the next.
  if (room.token !== token) setRoom(emptyRoom(token));

  useEffect(() => {
    let active = true;
    let historyLoaded = false;
    let newest: ChatMessage | undefined;
    // Every message received, for the gap check: the room's state is React's and lands later.
    let held: readonly ChatMessage[] = [];
    let gapTimer: ReturnType<typeof setTimeout> | undefined;

    const apply = (change: (current: RoomState) => RoomState) => {
      if (active) setRoom(forViewer(token, change));
    };
    const receive = (messages: readonly ChatMessage[], patch: Partial<RoomState> = {}) => {
      for (const message of messages) {
        if (newest === undefined || message.seq > newest.seq) newest = message;
      }
      held = mergeMessages(held, messages);
      apply((current) => ({ ...current, ...patch, messages: mergeMessages(current.messages, messages) }));
    };

    const loadNewest = async () => {
      const page = await fetchMessages(dispatch);
      if (!active) return null;
      historyLoaded = true;
      if (page) receive(page, { loaded: true, hasOlder: page.length >= CHAT_PAGE_SIZE });
      else apply((current) => ({ ...current, loaded: true }));
      return page;
    };

    // Everything stored after `from` (the newest page when nothing is held), a page at a time while pages
    // come back full. The cursor follows the pages, not `newestId`: a live message that arrives meanwhile
    // is newer than the gap being filled.
    const catchUp = async (from: string | undefined) => {
      let after = from;
      for (;;) {
        if (after === undefined) {
          await loadNewest();
          return;
        }
        const page = await fetchMessages(dispatch, { after });
        if (!active || !page) return;
        receive(page);
        const last = page.at(-1);
        if (!last || page.length < CHAT_PAGE_SIZE) return;
        after = last._id;
      }
    };

    const socket = createChatSocket(token);
    socketRef.current = socket;

    // socket.io fires `connect` again after every reconnection: fetch what arrived while away. The first
    // connection may come after the history page was read, so it catches up too.
    const onConnect = () => {
      apply((current) => ({ ...current, connection: 'connected', refusal: null }));
      if (historyLoaded) void catchUp(newest?._id);
    };
    let sessionOver = false;
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      // A server that closes the connection itself (a restart) leaves reconnecting to the client; one that ended
      // the session has the room start over as a visitor's instead.
      if (reason === 'io server disconnect' && !sessionOver) socket.connect();
      apply((current) => ({ ...current, connection: 'reconnecting' }));
    };
    // The session is over (README "Live connections"): the page forgets it, so the token becomes a visitor's and
    // the room reopens as theirs, reading on live.
    const onSessionEnded = (notice: SessionEndedNotice) => {
      sessionOver = true;
      dispatch(sessionEndedByServer(notice.message));
    };
    // A refused handshake is not retried by socket.io, and its error says why; anything else is retried, and
    // stays "reconnecting".
    const onConnectError = (error: Error) => {
      if (!socket.active) apply((current) => ({ ...current, connection: 'offline', refusal: error.message || null }));
    };
    // A live message that skips places: unless the missing ones arrive meanwhile, fetch what follows the newest
    // message held before it (one check at a time; the catch-up fills every gap after that message).
    const onMessage = (message: ChatMessage) => {
      const before = newest;
      if (historyLoaded && before && leavesGap(before, message) && gapTimer === undefined) {
        gapTimer = setTimeout(() => {
          gapTimer = undefined;
          if (active && !holdsBetween(held, before.seq, message.seq)) void catchUp(before._id);
        }, GAP_WAIT_MS);
      }
      receive([message]);
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(SESSION_ENDED_EVENT, onSessionEnded);
    socket.on(CHAT_MESSAGE_EVENT, onMessage);
    // Connected before the history page came back: what was stored between the two is in neither.
    void loadNewest().then((page) => {
      if (page && active && socket.connected) void catchUp(page.at(-1)?._id);
    });

    return () => {
      active = false;
      clearTimeout(gapTimer);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(SESSION_ENDED_EVENT, onSessionEnded);
      socket.off(CHAT_MESSAGE_EVENT, onMessage);
      socket.disconnect();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [dispatch, token]);

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
      if (!isChatError(ack)) {
        setRoom(forViewer(token, (current) => ({ ...current, messages: mergeMessages(current.messages, [ack]) })));
      }
      return ack;
    },
    [token],
  );

  const oldestId = room.messages[0]?._id;
  /** Loads the page before the oldest message held; one request at a time. */
  const loadOlder = useCallback(async () => {
    if (oldestId === undefined || loadingOlderRef.current) return;
    loadingOlderRef.current = true;
    setRoom(forViewer(token, (current) => ({ ...current, loadingOlder: true })));
    const page = await fetchMessages(dispatch, { before: oldestId });
    loadingOlderRef.current = false;
    setRoom(
      forViewer(token, (current) =>
        page
          ? {
              ...current,
              loadingOlder: false,
              hasOlder: page.length >= CHAT_PAGE_SIZE,
              messages: mergeMessages(current.messages, page),
            }
          : { ...current, loadingOlder: false },
      ),
    );
  }, [dispatch, oldestId, token]);

  return {
    messages: room.messages,
    loaded: room.loaded,
    hasOlder: room.hasOlder,
    loadingOlder: room.loadingOlder,
    connection: room.connection,
    refusal: room.refusal,
    send,
    loadOlder,
  };
}
