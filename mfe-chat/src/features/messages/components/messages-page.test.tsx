import { mockHttp, student } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationMessage, CONVERSATION_ID, makeConversation, renderMessages } from '../test-utils';

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
