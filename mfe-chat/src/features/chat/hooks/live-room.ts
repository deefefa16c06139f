import {
  CHAT_MESSAGE_DELETED_EVENT,
  CHAT_MESSAGE_EVENT,
  CHAT_PAGE_SIZE,
  SESSION_ENDED_EVENT,
  type ChatMessage,
  type ChatMessageDeleted,
  type SessionEndedNotice,
} from '@campus/shared/contract';
import { retryRefusedHandshakes } from '@campus/shared/api';
import { sessionEndedByServer, type AppDispatch } from '@campus/shared/store';
import type { Socket } from 'socket.io-client';
import { createChatSocket, type ChatSocket } from '../api/chat-socket';
import { holdsBetween, leavesGap, mergeMessages } from '../utils/merge-messages';
import type { RoomChange, RoomState } from './chat-room-state';
import { fetchMessages } from './fetch-messages';

/**
 * How long a live message that skipped places waits for the missing ones to arrive live (from another server
 * they can come a moment later) before the room asks for them.
 */
export const GAP_WAIT_MS = 2_000;

/**
 * The room's history and live connection for one viewer, from `start()` to `stop()`: loads the newest history
 * page, then listens live; fetches what a dropped connection missed and what a live message skipped. What it
 * learns goes to `apply`; it keeps for itself only what its checks need before React's state lands.
 */
export class LiveRoom {
  readonly socket: ChatSocket;
  private active = true;
  private historyLoaded = false;
  private sessionOver = false;
  /** The newest message received, and every one (for the gap check). */
  private newest: ChatMessage | undefined;
  private held: readonly ChatMessage[] = [];
  /** Messages an admin deleted while the room was open: a history page read before the deletion brings none back. */
  private readonly deleted = new Set<string>();
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private stopRetrying: () => void = () => undefined;

  constructor(
    private readonly token: string,
    private readonly dispatch: AppDispatch,
    private readonly applyChange: (change: RoomChange) => void,
  ) {
    this.socket = createChatSocket(token);
  }

  start(): void {
    this.stopRetrying = retryRefusedHandshakes(this.socket);
    this.socket.on('connect', this.onConnect);
    this.socket.on('disconnect', this.onDisconnect);
    this.socket.on('connect_error', this.onConnectError);
    this.socket.on(SESSION_ENDED_EVENT, this.onSessionEnded);
    this.socket.on(CHAT_MESSAGE_EVENT, this.onMessage);
    this.socket.on(CHAT_MESSAGE_DELETED_EVENT, this.onDeleted);
    // Connected before the history page came back: what was stored between the two is in neither.
    void this.loadNewest().then((page) => {
      if (page && this.active && this.socket.connected) void this.catchUp(page.at(-1)?._id);
    });
  }

  stop(): void {
    this.active = false;
    clearTimeout(this.gapTimer);
    this.stopRetrying();
    this.socket.off('connect', this.onConnect);
    this.socket.off('disconnect', this.onDisconnect);
    this.socket.off('connect_error', this.onConnectError);
    this.socket.off(SESSION_ENDED_EVENT, this.onSessionEnded);
    this.socket.off(CHAT_MESSAGE_EVENT, this.onMessage);
    this.socket.off(CHAT_MESSAGE_DELETED_EVENT, this.onDeleted);
    this.socket.disconnect();
  }

  private apply(change: RoomChange): void {
    if (this.active) this.applyChange(change);
  }

  private receive(arrived: readonly ChatMessage[], patch: Partial<RoomState> = {}): void {
    const messages = this.deleted.size === 0 ? arrived : arrived.filter((message) => !this.deleted.has(message._id));
    for (const message of messages) {
      if (this.newest === undefined || message.seq > this.newest.seq) this.newest = message;
    }
    this.held = mergeMessages(this.held, messages);
    this.apply((current) => ({ ...current, ...patch, messages: mergeMessages(current.messages, messages) }));
  }

  private async loadNewest(): Promise<ChatMessage[] | null> {
    const page = await fetchMessages(this.dispatch);
    if (!this.active) return null;
    this.historyLoaded = true;
    if (page) this.receive(page, { loaded: true, hasOlder: page.length >= CHAT_PAGE_SIZE });
    else this.apply((current) => ({ ...current, loaded: true }));
    return page;
  }

  /**
   * Everything stored after `from` (the newest page when nothing is held), a page at a time while pages come
   * back full. The cursor follows the pages, not the newest message: a live message that arrives meanwhile is
   * newer than the gap being filled.
   */
  private async catchUp(from: string | undefined): Promise<void> {
    let after = from;
    for (;;) {
      if (after === undefined) {
        await this.loadNewest();
        return;
      }
      const page = await fetchMessages(this.dispatch, { after });
      if (!this.active || !page) return;
      this.receive(page);
      const last = page.at(-1);
      if (!last || page.length < CHAT_PAGE_SIZE) return;
      after = last._id;
    }
  }

  // socket.io fires `connect` again after every reconnection: fetch what arrived while away. The first
  // connection may come after the history page was read, so it catches up too.
  private readonly onConnect = () => {
    this.apply((current) => ({ ...current, connection: 'connected', refusal: null }));
    if (this.historyLoaded) void this.catchUp(this.newest?._id);
  };

  private readonly onDisconnect = (reason: Socket.DisconnectReason) => {
    // A server that closes the connection itself (a restart) leaves reconnecting to the client; one that ended
    // the session has the room start over as a visitor's instead.
    if (reason === 'io server disconnect' && !this.sessionOver) this.socket.connect();
    this.apply((current) => ({ ...current, connection: 'reconnecting' }));
  };

  // The session this room connected with is over (README "Live connections"): the page forgets it, unless it has a
  // new one by now, so the token becomes a visitor's and the room reopens as theirs, reading on live.
  private readonly onSessionEnded = (notice: SessionEndedNotice) => {
    this.sessionOver = true;
    this.dispatch(sessionEndedByServer(notice.message, this.token));
  };

  // A refused handshake is not retried by socket.io, and its error says why, shown until the page's own retry
  // (retryRefusedHandshakes, started with the room) connects; anything else socket.io retries, and stays "reconnecting".
  private readonly onConnectError = (error: Error) => {
    if (!this.socket.active) this.apply((current) => ({ ...current, connection: 'offline', refusal: error.message || null }));
  };

  // An admin deleted a message (docs/product-rules.md "Reports and suspension"): it leaves the room at once.
  private readonly onDeleted = ({ _id }: ChatMessageDeleted) => {
    this.deleted.add(_id);
    this.held = this.held.filter((message) => message._id !== _id);
    this.apply((current) => ({ ...current, messages: current.messages.filter((message) => message._id !== _id) }));
  };

  // A live message that skips places: unless the missing ones arrive meanwhile, fetch what follows the newest
  // message held before it (one check at a time; the catch-up fills every gap after that message).
  private readonly onMessage = (message: ChatMessage) => {
    const before = this.newest;
    if (this.historyLoaded && before && leavesGap(before, message) && this.gapTimer === undefined) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = undefined;
        if (this.active && !holdsBetween(this.held, before.seq, message.seq)) void this.catchUp(before._id);
      }, GAP_WAIT_MS);
    }
    this.receive([message]);
  };
}
