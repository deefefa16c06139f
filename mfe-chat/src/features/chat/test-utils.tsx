import { CHAT_PAGE_SIZE, type ChatMessage, type SessionUser } from '@campus/shared/contract';
import { mockHttp, renderWithProviders, session, type MockReply } from '@campus/shared/testing';
import App from '../../app/app';
import { compareMessages } from './utils/merge-messages';

/** What the server answers for a query, as docs/product-rules.md "API calls" and the contract say: pages of the stored messages. */
export function historyOf(stored: () => readonly ChatMessage[]) {
  return (query: URLSearchParams): MockReply => {
    const sorted = [...stored()].sort(compareMessages);
    const placeOf = (id: string | null) => sorted.find((message) => message._id === id)?.seq;
    const before = placeOf(query.get('before'));
    const after = placeOf(query.get('after'));
    const messages = query.has('after')
      ? sorted.filter((message) => after !== undefined && message.seq > after).slice(0, CHAT_PAGE_SIZE)
      : sorted.filter((message) => !query.has('before') || (before !== undefined && message.seq < before)).slice(-CHAT_PAGE_SIZE);
    return { status: 200, body: { success: true, messages } };
  };
}

/** Serves `GET /chats/messages`; `queries` lists each request's query ('' for the newest page). */
export function serveHistory(respond: (query: URLSearchParams) => MockReply | Promise<MockReply>) {
  const queries: string[] = [];
  const mock = mockHttp({
    'GET /chats/messages': (request) => {
      queries.push(request.query.toString());
      return respond(request.query);
    },
  });
  return { queries, restore: mock.restore };
}

/** Opens /chat as a member (token `jwt-<id>`) or a visitor. */
export function renderChat(user: SessionUser | null = null) {
  return renderWithProviders(<App />, {
    route: '/chat',
    preloadedState: session(user, `jwt-${user?._id}`),
  });
}
