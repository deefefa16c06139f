import type { BrowserContext, Page } from '@playwright/test';

/** One live connection of a page, as Chromium saw it. */
export interface PageSocket {
  /** The instance that took it: the `X-Upstream` header the README's nginx puts on every answer, the 101 included. */
  instance: string | null;
  /** Which of the page's connections it is, from its socket.io CONNECT packet: the notifications' says `chat: false`. */
  kind: 'chat' | 'notifications' | null;
  open: boolean;
}

/**
 * Watches the WebSockets `page` opens, through Chromium's DevTools protocol (Playwright's own WebSocket events give
 * neither the handshake's headers nor which instance answered): `openChat()` is the page's open chat connection.
 */
export async function watchSockets(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const sockets = new Map<string, PageSocket>();
  const socket = (id: string): PageSocket => {
    const known = sockets.get(id);
    if (known) return known;
    const made: PageSocket = { instance: null, kind: null, open: true };
    sockets.set(id, made);
    return made;
  };
  cdp.on('Network.webSocketCreated', ({ requestId }) => void socket(requestId));
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-upstream');
    socket(requestId).instance = header?.[1] ?? null;
  });
  cdp.on('Network.webSocketFrameSent', ({ requestId, response }) => {
    // socket.io's CONNECT to the main namespace: `40` and the handshake's auth as JSON.
    const frame = response.payloadData;
    if (!frame.startsWith('40')) return;
    const auth = (frame.length > 2 ? JSON.parse(frame.slice(2)) : {}) as { chat?: boolean };
    socket(requestId).kind = auth.chat === false ? 'notifications' : 'chat';
  });
  cdp.on('Network.webSocketClosed', ({ requestId }) => {
    socket(requestId).open = false;
  });
  // A new document in the page (a reload, a link followed) ends the old one's connections, of which Chromium reports
  // no close; a route change inside the page is another event (Page.navigatedWithinDocument) and keeps them.
  cdp.on('Page.frameNavigated', ({ frame }) => {
    if (frame.parentId) return;
    for (const entry of sockets.values()) entry.open = false;
  });
  await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable')]);
  return {
    all: () => [...sockets.values()],
    /** The instance of the page's open chat connection, or null while it has none. */
    openChat: () => [...sockets.values()].filter((entry) => entry.open && entry.kind === 'chat').at(-1)?.instance ?? null,
  };
}
