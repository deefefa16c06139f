import { type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../test/build-test-app';

describe.each(BACKENDS)('socket.io handshake on %s', (backend) => {
  let t: TestApp;
  let url: string;
  const clients: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });

  /** Connects like the chat page does and resolves with the server's view of the socket. */
  const connectWith = async (auth: Record<string, unknown>) => {
    const client = connect(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
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
