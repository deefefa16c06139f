import { REFUSED_HANDSHAKE_RETRY, SOCKET_ERRORS, type ChatMessage } from '@campus/shared/contract';
import { loggedIn, loggedOut } from '@campus/shared/store';
import { chatMessage, chatMessages, student } from '@campus/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, latestSocket } from '../api/fake-chat-socket';
import { dayOf } from '../../../components/day-mark';
import { GAP_WAIT_MS } from '../hooks/use-chat-room';
import { historyOf, renderChat, serveHistory } from '../test-utils';

vi.mock('../api/chat-socket', () => import('../api/fake-chat-socket'));

let server: ReturnType<typeof serveHistory> | undefined;
afterEach(() => {
  fakeSockets.length = 0;
  vi.restoreAllMocks();
});

/** Serves `stored` (read at each request, so a test can add to it) and opens the chat. */
function openChat(stored: ChatMessage[], user: Parameters<typeof renderChat>[0] = null) {
  server = serveHistory(historyOf(() => stored));
  return renderChat(user);
}

/** Opens the chat on messages 1 to 3 and connects it: the page asks once for what came after 3. */
async function openConnected() {
  const stored = chatMessages(1, 3);
  openChat(stored);
  await screen.findByText('Message 3');
  const socket = latestSocket();
  act(() => socket.serverConnect());
  await waitFor(() => expect(server?.queries).toEqual(['', 'after=3']));
  return { stored, socket };
}

const items = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');
/** Each message's text: the last paragraph of its item (after the sender's name). */
const contents = () => items().map((item) => within(item).getAllByText(/./, { selector: 'p' }).at(-1)?.textContent);
const timeOfDay = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

describe('Community Chat', () => {
  it('shows the history oldest first with each sender and time of day, the own messages marked', async () => {
    const mine = chatMessage(12, { content: 'Anyone selling a cycle?', senderName: 'Asha Rao', isBuyer: true });
    const { container } = openChat([chatMessage(11, { content: 'Hello all' }), mine, chatMessage(10, { content: 'First!' })], student);

    expect(container.querySelector('[data-remote="chat"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Community Chat' })).toBeInTheDocument();
    expect(await screen.findByText('Hello all')).toBeInTheDocument();

    expect(contents()).toEqual(['First!', 'Hello all', 'Anyone selling a cycle?']);
    const [first, , own] = items();
    expect(first).toHaveAttribute('data-own', 'false');
    expect(within(first!).getByText('Meera Nair')).toBeInTheDocument();
    // The message's own time is its last: the first message of a day carries the day above it (day-mark.tsx).
    const time = [...first!.querySelectorAll('time')].at(-1);
    expect(time).toHaveAttribute('datetime', chatMessage(10).timestamp);
    expect(time).toHaveTextContent(timeOfDay(chatMessage(10).timestamp));

    expect(own).toHaveAttribute('data-own', 'true');
    expect(within(own!).queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(getComputedStyle(own!).alignItems).toBe('flex-end');
    expect(getComputedStyle(first!).alignItems).toBe('flex-start');

    expect(latestSocket().token).toBe('jwt-u1');
    expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();
  });

  it("separates the days: 'Today', 'Yesterday' and a date above each day's first message", async () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    const long = new Date(Date.UTC(2024, 2, 5, 12));
    openChat([
      chatMessage(1, { content: 'Long ago', timestamp: long.toISOString() }),
      chatMessage(2, { content: 'Yesterday noon', timestamp: yesterday.toISOString() }),
      chatMessage(3, { content: 'This morning', timestamp: new Date(now.getTime() - 1000).toISOString() }),
      chatMessage(4, { content: 'Just now', timestamp: now.toISOString() }),
    ]);
    await screen.findByText('Just now');
    const marks = items().map((item) => (item.querySelectorAll('time').length === 2 ? item.querySelector('time')?.textContent : null));
    const longAgo = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(long);
    expect(marks).toEqual([longAgo, 'Yesterday', 'Today', null]);
    expect(items()[2]?.querySelector('time')).toHaveAttribute('datetime', dayOf(now));
  });

  it('says so when nobody has written yet', async () => {
    openChat([]);
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('lets visitors read along and offers them a login link instead of the message box', async () => {
    openChat([chatMessage(1, { content: 'Welcome' })]);

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(latestSocket().token).toBe('');
  });

  it('shows markup in a message as text', async () => {
    const { container } = openChat([chatMessage(1, { content: '<script>alert("hi")</script>\n<b>bold</b>' })]);

    expect(await screen.findByText(/<script>alert\("hi"\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('appends live messages, each once', async () => {
    openChat([chatMessage(1)]);
    await screen.findByText('Message 1');
    const socket = latestSocket();
    act(() => socket.serverConnect());

    act(() => socket.deliver(chatMessage(2, { content: 'Just arrived' })));
    act(() => socket.deliver(chatMessage(2, { content: 'Just arrived' })));

    expect(await screen.findByText('Just arrived')).toBeInTheDocument();
    expect(contents()).toEqual(['Message 1', 'Just arrived']);
  });

  it('drops a message an admin deleted at once', async () => {
    const { socket } = await openConnected();
    expect(contents()).toEqual(['Message 1', 'Message 2', 'Message 3']);

    act(() => socket.deleteMessage('2'));
    await waitFor(() => expect(contents()).toEqual(['Message 1', 'Message 3']));
  });

  it('keeps a message deleted while the history page was on its way out of that page', async () => {
    openChat(chatMessages(1, 3));
    act(() => latestSocket().deleteMessage('2'));
    await screen.findByText('Message 3');
    expect(contents()).toEqual(['Message 1', 'Message 3']);
  });

  it('shows messages in the order they were stored, not by id (README "Chat order")', async () => {
    // Id 8 committed before id 7: its place is 2, id 7's is 3; id 6 committed after both.
    openChat([chatMessage(5, { seq: 1 }), chatMessage(8, { seq: 2 }), chatMessage(7, { seq: 3 })]);
    await screen.findByText('Message 7');
    const socket = latestSocket();
    act(() => socket.serverConnect());
    act(() => socket.deliver(chatMessage(6, { seq: 4 })));
    expect(await screen.findByText('Message 6')).toBeInTheDocument();
    expect(contents()).toEqual(['Message 5', 'Message 8', 'Message 7', 'Message 6']);
  });

  it('fetches a message that a live one skipped over when it does not arrive live', async () => {
    const { stored, socket } = await openConnected();

    // Place 4 is stored, but only place 5 is delivered live (say its event from another server was lost).
    stored.push(...chatMessages(4, 2));
    act(() => socket.deliver(chatMessage(5)));
    await screen.findByText('Message 5');
    expect(screen.queryByText('Message 4')).not.toBeInTheDocument();

    await waitFor(() => expect(server?.queries).toEqual(['', 'after=3', 'after=3']), { timeout: GAP_WAIT_MS + 2_000 });
    expect(await screen.findByText('Message 4')).toBeInTheDocument();
    expect(contents()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  }, 10_000);

  it('fetches what it missed after a reconnection, page by page, without showing anything twice', async () => {
    const { stored, socket } = await openConnected();

    act(() => socket.drop());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    // While the page was away: 60 new messages. Back online, the newest also arrives live before the
    // missed ones are in; the gap is still filled from where the page left off.
    stored.push(...chatMessages(4, 60));
    act(() => socket.serverConnect());
    act(() => socket.deliver(chatMessage(63)));

    await screen.findByText('Message 62');
    expect(server?.queries.slice(2)).toEqual(['after=3', 'after=53']);
    expect(contents()).toEqual(chatMessages(1, 63).map((message) => message.content));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('loads the older page when the reader scrolls to the top, and stops at the first message', async () => {
    const stored = chatMessages(1, 70);
    openChat(stored);
    await screen.findByText('Message 70');
    expect(contents()).toHaveLength(50);
    const log = screen.getByRole('log', { name: 'Messages' });

    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    fireEvent.scroll(log, { target: { scrollTop: 0 } });

    await screen.findByText('Message 1');
    expect(server?.queries).toEqual(['', 'before=21']);
    expect(contents()).toEqual(chatMessages(1, 70).map((message) => message.content));

    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    await act(() => Promise.resolve());
    expect(server?.queries).toEqual(['', 'before=21']);
  });

  it('keeps the messages being read in place when older ones go in above', async () => {
    openChat(chatMessages(1, 60));
    await screen.findByText('Message 60');
    const log = screen.getByRole('log', { name: 'Messages' });
    // jsdom lays nothing out: give every message 40 px.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => items().length * 40 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });

    log.scrollTop = 10;
    fireEvent.scroll(log);
    await screen.findByText('Message 1');

    expect(log.scrollTop).toBe(10 + 10 * 40);
  });

  it('follows new messages unless the reader scrolled up, and always shows their own', async () => {
    openChat(chatMessages(1, 20), student);
    await screen.findByText('Message 20');
    const log = screen.getByRole('log', { name: 'Messages' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => items().length * 40 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    const socket = latestSocket();

    act(() => socket.deliver(chatMessage(21)));
    expect(log.scrollTop).toBe(21 * 40);

    log.scrollTop = 100;
    fireEvent.scroll(log);
    act(() => socket.deliver(chatMessage(22)));
    expect(log.scrollTop).toBe(100);

    act(() => socket.deliver(chatMessage(23, { isBuyer: true, senderName: 'Asha Rao' })));
    expect(log.scrollTop).toBe(23 * 40);
  });

  it('stops listening and disconnects on leaving the page', async () => {
    const { unmount } = openChat([]);
    await screen.findByText('No messages yet.');
    const socket = latestSocket();
    expect(socket.listenerCount()).toBeGreaterThan(0);

    unmount();

    expect(socket.listenerCount()).toBe(0);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('reconnects as the new viewer and reloads the history when the session changes', async () => {
    // The server marks a message as the viewer's own from the bearer token.
    let viewerIsAsha = false;
    const stored = [chatMessage(1, { content: 'From Asha', senderName: 'Asha Rao' })];
    server = serveHistory(historyOf(() => stored.map((message) => ({ ...message, isBuyer: viewerIsAsha }))));
    const { store } = renderChat();
    await screen.findByText('From Asha');
    expect(items()[0]).toHaveAttribute('data-own', 'false');
    const visitorSocket = latestSocket();

    viewerIsAsha = true;
    act(() => {
      store.dispatch(loggedIn({ user: student, token: 'jwt-u1' }));
    });

    await waitFor(() => expect(items()[0]).toHaveAttribute('data-own', 'true'));
    expect(visitorSocket.disconnect).toHaveBeenCalled();
    expect(latestSocket().token).toBe('jwt-u1');
    expect(server.queries).toEqual(['', '']);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();

    viewerIsAsha = false;
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-own', 'false'));
    expect(latestSocket().token).toBe('');
  });

  it('reads on as a visitor when the server ends the session, says why, and offers to log in again', async () => {
    const { store } = openChat([chatMessage(1, { content: 'Mine', senderName: 'Asha Rao', isBuyer: true })], student);
    await screen.findByText('Mine');
    const memberSocket = latestSocket();
    act(() => memberSocket.serverConnect());
    await waitFor(() => expect(server?.queries).toEqual(['', 'after=1']));

    // The token expired: the server says so, then disconnects the socket.
    act(() => memberSocket.endSession());

    expect(await screen.findByText(SOCKET_ERRORS.sessionEnded)).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    // Not back with the dead token: a new connection, a visitor's.
    expect(memberSocket.connect).not.toHaveBeenCalled();
    expect(memberSocket.disconnect).toHaveBeenCalled();
    expect(memberSocket.listenerCount()).toBe(0);
    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-u1', '']));
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

    act(() => latestSocket().serverConnect());
    act(() => latestSocket().deliver(chatMessage(2, { content: 'Still live' })));
    expect(await screen.findByText('Still live')).toBeInTheDocument();
  });

  it("keeps the page's new session when the previous room's connection hears of the old session's end", async () => {
    const { store } = openChat([chatMessage(1, { content: 'Mine', senderName: 'Asha Rao', isBuyer: true })], student);
    await screen.findByText('Mine');
    const previous = latestSocket();
    act(() => previous.serverConnect());

    // The page got a new session (a password reset or a Google sign-in answered one); the end of every earlier one
    // reaches this room's connection before the page has closed it.
    store.dispatch(loggedIn({ user: student, token: 'jwt-after-reset' }));
    previous.endSession();

    await waitFor(() => expect(fakeSockets.map((socket) => socket.token)).toEqual(['jwt-u1', 'jwt-after-reset']));
    expect(store.getState().auth).toEqual({ user: student, token: 'jwt-after-reset' });
    expect(screen.queryByText(SOCKET_ERRORS.sessionEnded)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('says why the server refused the connection, and tries again after a back-off until it is let in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openChat([chatMessage(1, { content: 'Welcome' })]);
    await screen.findByText('Welcome');
    const socket = latestSocket();

    act(() => socket.refuse(SOCKET_ERRORS.tooManyFromAddress));

    expect(screen.getByRole('status')).toHaveTextContent(SOCKET_ERRORS.tooManyFromAddress);
    // Not at once: a refused handshake waits its back-off (socket.io itself would never try again).
    expect(socket.connect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.firstDelayMs));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    act(() => socket.serverConnect());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(fakeSockets).toHaveLength(1);
    vi.useRealTimers();
  });

  it('does not retry a connection refused because the session has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openChat([chatMessage(1, { content: 'Welcome' })]);
    await screen.findByText('Welcome');
    const socket = latestSocket();
    act(() => socket.refuse(SOCKET_ERRORS.sessionEnded));
    await act(() => vi.advanceTimersByTimeAsync(REFUSED_HANDSHAKE_RETRY.maxDelayMs * 2));
    expect(socket.connect).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('only logs a failed history load, and still shows live messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = serveHistory(() => ({ status: 500, body: { success: false, message: 'Database down' } }));
    renderChat();

    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to fetch messages');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();

    act(() => latestSocket().deliver(chatMessage(5, { content: 'Still here' })));
    expect(await screen.findByText('Still here')).toBeInTheDocument();
  });

  it('logs a history load that never reached the server with its error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = serveHistory(() => 'network-error');
    renderChat();

    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Error fetching messages:', expect.objectContaining({ status: 0 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
