import { NOTIFICATION_EVENT, type Notification } from '@campus/shared/contract';
import { FakeSocket } from '@campus/shared/testing';

/**
 * Test double of the live connection, for
 * `vi.mock('../api/notification-socket', () => import('../api/fake-notification-socket'))`: no network in
 * jsdom. The test plays the server with `serverConnect()`, `drop()` and `deliver(notification)`.
 */
export class FakeNotificationSocket extends FakeSocket {
  /** The server sends the member a stored notification. */
  deliver(notification: Notification) {
    this.fire(NOTIFICATION_EVENT, notification);
  }
}

/** Every socket the page opened, oldest first; tests empty it before each test. */
export const fakeSockets: FakeNotificationSocket[] = [];

/** Stands in for the real factory, which first loads socket.io-client: the socket comes a tick later. */
export async function openNotificationSocket(token: string, signal: AbortSignal): Promise<FakeNotificationSocket | null> {
  await Promise.resolve();
  if (signal.aborted) return null;
  const socket = new FakeNotificationSocket(token);
  fakeSockets.push(socket);
  return socket;
}

/** The socket opened last. */
export function latestSocket(): FakeNotificationSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('The page opened no notification socket');
  return socket;
}
