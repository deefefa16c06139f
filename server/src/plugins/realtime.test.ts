import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../test/build-test-app';
import { type ChatClient, connectChat, listenLocally } from '../test/chat-client';

describe.each(BACKENDS)('socket.io handshake on %s', (backend) => {
  let t: TestApp;
  let url: string;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    url = await listenLocally(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });

  /** Connects like the chat page does and resolves with the server's view of the socket. */
  const connectWith = async (auth: Record<string, unknown>) => {
    const client = await connectChat(url, auth);
    clients.push(client);
    const sockets = await t.app.io.fetchSockets();
    const serverSide = sockets.find((socket) => socket.id === client.id);
    if (!serverSide) throw new Error('the server does not know the connected socket');
    return serverSide;
  };

  it('attaches the session user of a valid token to the socket', async () => {
    const { user, token } = await signedInUser(t.app);
    expect((await connectWith({ token })).data.user).toEqual(user);
  });

  it('lets a bad token or no token connect as a visitor', async () => {
    expect((await connectWith({ token: 'not-a-session' })).data.user).toBeNull();
    expect((await connectWith({})).data.user).toBeNull();
    expect((await connectWith({ token: 42 })).data.user).toBeNull();
  });
});
