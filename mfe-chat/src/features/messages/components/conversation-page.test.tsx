import { CHAT_ERRORS, CHAT_PAGE_SIZE, CONVERSATION_EVENTS, REFUSED_HANDSHAKE_RETRY, SOCKET_ERRORS, type ConversationMessage } from '@campus/shared/contract';
import { mockHttp, student, type MockReply } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, latestSocket } from '../api/fake-conversation-socket';
import { conversationMessage, CONVERSATION_ID, makeConversation, renderMessages, SELLER } from '../test-utils';

vi.mock('../api/conversation-socket', () => import('../api/fake-conversation-socket'));

afterEach(() => {
  fakeSockets.length = 0;
});

const ROUTE = `/messages/${CONVERSATION_ID}`;
const base = `/conversations/${CONVERSATION_ID}`;

/** Serves the conversation and its `stored` messages (pages as the server cuts them); `send` answers the POST. */
function serve(stored: ConversationMessage[], send?: (content: string) => MockReply, conversation = makeConversation()) {
  return mockHttp({
    [`GET ${base}`]: () => ({ status: 200, body: { success: true, conversation } }),
    [`GET ${base}/messages`]: ({ query }) => {
      const before = query.get('before');
      const older = stored.filter((message) => !before || BigInt(message._id) < BigInt(before));
      return { status: 200, body: { success: true, messages: older.slice(-CHAT_PAGE_SIZE) } };
    },
    [`POST ${base}/read`]: () => ({ status: 200, body: { success: true, readUpTo: stored.at(-1)?._id ?? null } }),
    [`POST ${base}/messages`]: ({ data }) => send?.((data as { content: string }).content) ?? { status: 500 },
  });
}

const bubbles = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');
const texts = () => bubbles().map((item) => item.querySelector('p')?.textContent);

describe('a conversation', () => {
  it('heads it with the other member and the listing, shows the history and joins its room', async () => {
    const http = serve([conversationMessage(1, 'u1', 'Hello'), conversationMessage(2, 's1', 'Hi! <script>alert(1)</script>')]);
    renderMessages(ROUTE, student);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/desk-lamp');
    expect(screen.getByText('₹450.00')).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['Hello', 'Hi! <script>alert(1)</script>']));
    expect(document.querySelector('script')).toBeNull();
    const [mine, theirs] = bubbles();
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(theirs).toHaveAttribute('data-own', 'false');
    // A message from the other member was on screen: it is read now.
    await waitFor(() => expect(http.calls.some((call) => call.method === 'POST' && call.url === `${base}/read`)).toBe(true));

    const socket = latestSocket();
    expect(socket.token).toBe('jwt-u1');
    act(() => socket.serverConnect());
    expect(socket.emit).toHaveBeenCalledWith(CONVERSATION_EVENTS.join, { conversationId: CONVERSATION_ID }, expect.any(Function));
    expect(document.title).toMatch(/^Messages: Meera Nair about Desk lamp/);
  });

  it("separates the days: 'Yesterday' and 'Today' above each day's first message", async () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    serve([
      { ...conversationMessage(1, 'u1', 'Is it still there?'), timestamp: yesterday.toISOString() },
      { ...conversationMessage(2, 's1', 'Yes it is'), timestamp: new Date(yesterday.getTime() + 60_000).toISOString() },
      { ...conversationMessage(3, 'u1', 'Coming today'), timestamp: now.toISOString() },
    ]);
    renderMessages(ROUTE, student);
    await waitFor(() => expect(texts()).toEqual(['Is it still there?', 'Yes it is', 'Coming today']));
    const marks = bubbles().map((item) => (item.querySelectorAll('time').length === 2 ? item.querySelector('time')?.textContent : null));
    expect(marks).toEqual(['Yesterday', null, 'Today']);
  });

  it("shows messages live, marks the other's read and puts 'Seen' under the last own message they read", async () => {
    const http = serve([conversationMessage(1, 'u1', 'Is it still there?')]);
    renderMessages(ROUTE, student);
    await waitFor(() => expect(texts()).toEqual(['Is it still there?']));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    const reads = () => http.calls.filter((call) => call.url === `${base}/read`).length;
    const before = reads();

    act(() => socket.deliver(conversationMessage(2, 'u1', 'I can pick it up today')));
    act(() => socket.deliver(conversationMessage(3, 's1', 'Yes, come by at 5')));
    await waitFor(() => expect(texts()).toEqual(['Is it still there?', 'I can pick it up today', 'Yes, come by at 5']));
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(screen.queryByText('Seen')).not.toBeInTheDocument();

    act(() => socket.read({ conversationId: CONVERSATION_ID, readerId: 's1', upTo: '2' }));
    const seen = await screen.findByText('Seen');
    expect(bubbles()[1]).toContainElement(seen);
    // Another conversation's events are not this one's.
    act(() => socket.deliver({ ...conversationMessage(4, 's1', 'elsewhere'), conversationId: '00000000-0000-4000-8000-000000000000' }));
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('drops a message an admin deleted at once, and only from its own conversation', async () => {
    serve([conversationMessage(1, 'u1', 'Hello'), conversationMessage(2, 's1', 'Pay me outside the site')]);
    renderMessages(ROUTE, student);
    await waitFor(() => expect(texts()).toEqual(['Hello', 'Pay me outside the site']));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    act(() => socket.deleteMessage('00000000-0000-4000-8000-000000000000', '1'));
    act(() => socket.deleteMessage(CONVERSATION_ID, '2'));
    await waitFor(() => expect(texts()).toEqual(['Hello']));
  });

  it('sends with Enter (Shift+Enter breaks the line), shows the message once, and keeps the text of a refused one', async () => {
    const user = userEvent.setup();
    let answer: MockReply = { status: 201, body: { success: true, message: conversationMessage(5, 'u1', 'Line one\nline two') } };
    const http = serve([], () => answer);
    renderMessages(ROUTE, student);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText(/No messages yet/);

    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Line one\nline two']));
    expect(http.calls.find((call) => call.method === 'POST' && call.url === `${base}/messages`)?.data).toEqual({ content: 'Line one\nline two' });
    expect(box).toHaveValue('');
    act(() => latestSocket().deliver(conversationMessage(5, 'u1', 'Line one\nline two')));
    expect(bubbles()).toHaveLength(1);

    answer = { status: 429, body: { success: false, message: CHAT_ERRORS.rateLimited } };
    await user.type(box, 'Too fast{Enter}');
    expect(await screen.findByText(CHAT_ERRORS.rateLimited)).toBeInTheDocument();
    expect(box).toHaveValue('Too fast');
  });

  it('loads earlier messages on request, a page at a time', async () => {
    const user = userEvent.setup();
    const stored = Array.from({ length: CHAT_PAGE_SIZE + 3 }, (_, i) => conversationMessage(i + 1, i % 2 ? 's1' : 'u1'));
    const http = serve(stored);
    renderMessages(ROUTE, student);
    await waitFor(() => expect(bubbles()).toHaveLength(CHAT_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(CHAT_PAGE_SIZE + 3));
    expect(texts()[0]).toBe('Message 1');
    expect(http.calls.some((call) => call.query.get('before') === '4')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('says when it is not live, reconnects after a server restart and catches up on joining again', async () => {
    const stored = [conversationMessage(1, 'u1', 'Hello')];
    const http = serve(stored);
    renderMessages(ROUTE, student);
    await waitFor(() => expect(texts()).toEqual(['Hello']));
    const socket = latestSocket();
    act(() => socket.serverConnect());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => socket.drop('io server disconnect'));
    expect(status).toHaveTextContent('Reconnecting…');
    expect(socket.connect).toHaveBeenCalled();
    stored.push(conversationMessage(2, 's1', 'Sent while you were away'));
    const pages = http.calls.filter((call) => call.url === `${base}/messages`).length;
    act(() => socket.serverConnect());
    await waitFor(() => expect(texts()).toEqual(['Hello', 'Sent while you were away']));
    expect(http.calls.filter((call) => call.url === `${base}/messages`).length).toBe(pages + 1);
    expect(status).toHaveTextContent('');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => socket.refuse(SOCKET_ERRORS.tooManyForMember));
    expect(status).toHaveTextContent(SOCKET_ERRORS.tooManyForMember);
    // The page's own retry, after its back-off, gets in once a place is free.
    const calls = socket.connect.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.firstDelayMs));
    expect(socket.connect).toHaveBeenCalledTimes(calls + 1);
    act(() => socket.serverConnect());
    expect(status).toHaveTextContent('');
    vi.useRealTimers();
  });

  // docs/product-rules.md "Campus-verified accounts": the badge under the other member's name, on a campus site only.
  it.each([
    ['a verified member on a campus site', { verified: true, campus: 'Hill College' }, true],
    ['an unverified member on a campus site', { verified: false, campus: 'Hill College' }, false],
    ['a member on a site that takes any address', {}, false],
  ])("heads the conversation with %s's name, badged only when verified", async (_, badge, shown) => {
    serve([], undefined, makeConversation({ other: { ...SELLER, ...badge } }));
    renderMessages(ROUTE, student);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Meera Nair' });
    const verified = screen.queryByText('Verified student of Hill College');
    expect(Boolean(verified)).toBe(shown);
    if (verified) expect(heading.nextElementSibling).toBe(verified);
  });

  it("answers a conversation that is not the member's as not found", async () => {
    mockHttp({});
    renderMessages(ROUTE, student);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/messages');
  });

  it('asks a visitor to log in and opens no connection', () => {
    renderMessages(ROUTE, null);
    expect(screen.getByRole('link', { name: 'Log in to see your messages' })).toHaveAttribute('href', '/login');
    expect(fakeSockets).toHaveLength(0);
  });
});
