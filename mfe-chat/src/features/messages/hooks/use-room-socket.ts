import { retryRefusedHandshakes } from '@campus/shared/api';
import {
  CONVERSATION_EVENTS,
  SESSION_ENDED_EVENT,
  type ConversationMessage,
  type ConversationMessageDeleted,
  type ConversationReadEvent,
} from '@campus/shared/contract';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { createConversationSocket } from '../api/conversation-socket';

export interface RoomHandlers {
  /** At the start and at every join of the room (again after a drop): whatever was said meanwhile has to be asked for. */
  catchUp: () => void;
  onMessage: (message: ConversationMessage) => void;
  onRead: (event: ConversationReadEvent) => void;
  /** An admin deleted a message of this (reported) conversation (docs/product-rules.md "Reports and suspension"). */
  onDeleted: (messageId: string) => void;
}

/** What the screen says of its live connection: nothing while it is up, why not when it is not. */
export type RoomConnection = { state: 'connecting' | 'connected' | 'reconnecting' } | { state: 'offline'; reason: string | null };

/**
 * A member's connection to one conversation's room while the screen is open: it joins on every (re)connection (the
 * server lets in the conversation's two members only) and hands the room's events of this conversation to `handlers`;
 * `catchUp` runs at once too, so the history loads while the connection opens. A server that closes the connection
 * itself (a restart) leaves reconnecting to the page, which does so unless it ended the session (README "Live
 * connections": the shell then forgets the session, and this screen with it).
 */
export function useRoomSocket(id: string, token: string, handlers: RoomHandlers): RoomConnection {
  const latest = useRef(handlers);
  const [connection, setConnection] = useState<RoomConnection>({ state: 'connecting' });
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    latest.current.catchUp();
    if (!token) return;
    const socket = createConversationSocket(token);
    let sessionOver = false;
    const onConnect = () => {
      setConnection({ state: 'connected' });
      socket.emit(CONVERSATION_EVENTS.join, { conversationId: id }, (answer) => {
        if ('ok' in answer) latest.current.catchUp();
      });
    };
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      if (reason === 'io server disconnect' && !sessionOver) socket.connect();
      setConnection({ state: 'reconnecting' });
    };
    // A refused handshake (too many connections open) is not retried by socket.io: say why until the page's own retry
    // connects.
    const stopRetrying = retryRefusedHandshakes(socket);
    const onConnectError = (error: Error) => {
      if (!socket.active) setConnection({ state: 'offline', reason: error.message || null });
    };
    const onSessionEnded = () => {
      sessionOver = true;
    };
    const onMessage = (message: ConversationMessage) => {
      if (message.conversationId === id) latest.current.onMessage(message);
    };
    const onRead = (event: ConversationReadEvent) => {
      if (event.conversationId === id) latest.current.onRead(event);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(SESSION_ENDED_EVENT, onSessionEnded);
    const onDeleted = (event: ConversationMessageDeleted) => {
      if (event.conversationId === id) latest.current.onDeleted(event._id);
    };
    socket.on(CONVERSATION_EVENTS.message, onMessage);
    socket.on(CONVERSATION_EVENTS.read, onRead);
    socket.on(CONVERSATION_EVENTS.deleted, onDeleted);
    return () => {
      stopRetrying();
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(SESSION_ENDED_EVENT, onSessionEnded);
      socket.off(CONVERSATION_EVENTS.message, onMessage);
      socket.off(CONVERSATION_EVENTS.read, onRead);
      socket.off(CONVERSATION_EVENTS.deleted, onDeleted);
      socket.disconnect();
    };
  }, [id, token]);

  return connection;
}
