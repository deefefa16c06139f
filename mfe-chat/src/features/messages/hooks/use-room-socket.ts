import { CONVERSATION_EVENTS, type ConversationMessage, type ConversationReadEvent } from '@campus/shared/contract';
import { useEffect, useRef } from 'react';
import { createConversationSocket } from '../api/conversation-socket';

export interface RoomHandlers {
  /** At the start and at every join of the room (again after a drop): whatever was said meanwhile has to be asked for. */
  catchUp: () => void;
  onMessage: (message: ConversationMessage) => void;
  onRead: (event: ConversationReadEvent) => void;
}

/**
 * A member's connection to one conversation's room while the screen is open: it joins on every (re)connection (the
 * server lets in the conversation's two members only) and hands the room's events of this conversation to `handlers`;
 * `catchUp` runs at once too, so the history loads while the connection opens.
 */
export function useRoomSocket(id: string, token: string, handlers: RoomHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    latest.current.catchUp();
    if (!token) return;
    const socket = createConversationSocket(token);
    const onConnect = () => {
      socket.emit(CONVERSATION_EVENTS.join, { conversationId: id }, (answer) => {
        if ('ok' in answer) latest.current.catchUp();
      });
    };
    const onMessage = (message: ConversationMessage) => {
      if (message.conversationId === id) latest.current.onMessage(message);
    };
    const onRead = (event: ConversationReadEvent) => {
      if (event.conversationId === id) latest.current.onRead(event);
    };
    socket.on('connect', onConnect);
    socket.on(CONVERSATION_EVENTS.message, onMessage);
    socket.on(CONVERSATION_EVENTS.read, onRead);
    return () => {
      socket.off('connect', onConnect);
      socket.off(CONVERSATION_EVENTS.message, onMessage);
      socket.off(CONVERSATION_EVENTS.read, onRead);
      socket.disconnect();
    };
  }, [id, token]);
}
