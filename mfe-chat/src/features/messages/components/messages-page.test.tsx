import { mockHttp, student } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@campus/shared/contract';
import { conversationMessage, CONVERSATION_ID, makeConversation, renderMessages, SELLER } from '../test-utils';

describe('Messages list', () => {
  it('lists the conversations with the other member, the listing, the last message and the unread count', async () => {
    const other = makeConversation({
      _id: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
      listing: { kind: 'rent', _id: 'r1', name: 'Camera', price: 200, hasPhoto: false, slug: null },
      other: { _id: 'o2', name: 'Kiran Das' },
      lastMessage: conversationMessage(3, 'u1', 'Is it free on Friday?'),
    });
    mockHttp({
      'GET /conversations': () => ({
        status: 200,
        body: {
          success: true,
          conversations: [makeConversation({ unread: 2, lastMessage: conversationMessage(9, 's1', '<b>Still</b> there') }), other],
        },
      }),
    });
    renderMessages('/messages', student);

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName('Meera Nair about Desk lamp, 2 unread');
    expect(first).toHaveAttribute('href', `/messages/${CONVERSATION_ID}`);
    // Text only: markup someone typed shows as typed.
    expect(first).toHaveTextContent('<b>Still</b> there');
    expect(first).toHaveTextContent('2');
    expect(second).toHaveAccessibleName('Kiran Das about Camera');
    expect(second).toHaveTextContent('You: Is it free on Friday?');
    expect(document.title).toMatch(/^Messages/);
  });

  it("badges a verified other member with their campus, on a campus site only (docs/product-rules.md \"Campus-verified accounts\")", async () => {
    const conversation = (n: number, other: Conversation['other']) =>
      makeConversation({ _id: `0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6${n}`, other, listing: { ...makeConversation().listing, name: `Lamp ${n}` } });
    const conversations = [
      conversation(1, { ...SELLER, verified: true, campus: 'Hill College' }),
      conversation(2, { _id: 'o2', name: 'Kiran Das', verified: false, campus: 'Hill College' }),
      conversation(3, { _id: 'o3', name: 'Tara Rao' }),
    ];
    mockHttp({ 'GET /conversations': () => ({ status: 200, body: { success: true, conversations } }) });
    renderMessages('/messages', student);

    const [verified, unverified, anySite] = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(verified).toHaveTextContent('Verified student of Hill College');
    expect(verified).toHaveAccessibleName('Meera Nair, verified student of Hill College, about Lamp 1');
    expect(within(verified as HTMLElement).getByText('Meera Nair · Lamp 1')).toBeInTheDocument();
    for (const [link, name] of [[unverified, 'Kiran Das about Lamp 2'], [anySite, 'Tara Rao about Lamp 3']] as const) {
      expect(link).not.toHaveTextContent(/Verified student/);
      expect(link).toHaveAccessibleName(name);
    }
  });

  it('says so when there is no conversation yet', async () => {
    mockHttp({ 'GET /conversations': () => ({ status: 200, body: { success: true, conversations: [] } }) });
    renderMessages('/messages', student);
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('asks a visitor to log in, and to come back here after', () => {
    const http = mockHttp({});
    renderMessages('/messages', null);
    expect(screen.getByRole('link', { name: 'Log in to see your messages' })).toHaveAttribute('href', '/login');
    expect(http.calls).toEqual([]);
  });
});
