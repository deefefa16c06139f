import type { Conversation, ConversationMessage, SessionUser } from '@campus/shared/contract';
import { renderWithProviders, session } from '@campus/shared/testing';
import App from '../../app/app';

export const CONVERSATION_ID = '5d0c7a3e-1f2b-4c3d-8e9f-0a1b2c3d4e5f';
export const LISTING_ID = '7e1d2c3b-4a5f-4e6d-9c8b-7a6f5e4d3c2b';
/** The other member: the seller of the listing, when the viewer is `student` (u1). */
export const SELLER = { _id: 's1', name: 'Meera Nair' };

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION_ID,
    listing: { kind: 'product', _id: LISTING_ID, name: 'Desk lamp', price: 450, hasPhoto: false, slug: 'desk-lamp' },
    other: SELLER,
    role: 'asker',
    lastMessage: null,
    unread: 0,
    otherReadUpTo: null,
    ...overrides,
  };
}

/** Message `n` (its id is n) of the conversation, by `senderId`. */
export function conversationMessage(n: number, senderId: string, content = `Message ${n}`): ConversationMessage {
  return { _id: String(n), conversationId: CONVERSATION_ID, senderId, content, timestamp: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString() };
}

/** Opens `route` of the Connect Zone as `user` (token `jwt-<id>`), or as a visitor. */
export function renderMessages(route: string, user: SessionUser | null) {
  return renderWithProviders(<App />, { route, preloadedState: session(user, user ? `jwt-${user._id}` : '') });
}
