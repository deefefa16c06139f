import { io as connect } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import {
  type LoginResponse,
  SIGNED_OUT_EVERYWHERE,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { booked, dayAfter, moved, seedRentItem } from '../modules/bookings/test-fixtures';
import { ADMIN_ENV, bearer, issueLink, loginAs, signedInUser, useAdmin, useMember } from '../test/auth-helpers';
import { BACKENDS } from '../test/build-test-app';
import { useChatServer } from '../test/chat-client';
import { openConversation } from '../test/conversations';
import { endedAndDeaf, joinConversation, listen, within } from '../test/session-ends';

const realClock = { now: () => new Date() };

/**
 * Ended sessions stop listening (README "Live connections"): a password reset, a suspension and "sign out everywhere"
 * end the member's sockets within 2 s, telling each page first, and nothing private reaches them afterwards; a socket
 * of the browser's new session stays. The same across instances: realtime-end.cluster.test.ts.
 */
describe.each(BACKENDS)('ended sessions end their sockets on %s', (backend) => {
  const server = useChatServer(backend, { overrides: ADMIN_ENV, disconnect: 'afterEach' });
  const { t } = server;
  const admin = useAdmin(t);
  const talker = useMember(t, { name: 'Tom Talker' });

  const post = (url: string, token: string | null, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /**
   * A member with their page's sockets open (the notifications one, and a conversation screen's one in its room), who
   * talks with `talker` about the talker's rent item and has asked to book it.
   */
  const memberListening = async (daysAhead: number) => {
    const member = await signedInUser(t.app, { name: 'Mia Member' });
    const item = await seedRentItem(t.app, { sellerId: talker.user._id });
    const conversation = await openConversation(t.app, member.token, 'rent', item);
    const day = dayAfter(realClock, daysAhead);
    const booking = await booked(t.app, member.token, { kind: 'rent', listingId: item, start: day, end: day });
    const notifications = await server.connect({ token: member.token, chat: false });
    const room = await server.connectAs(member.token);
    await joinConversation(room, conversation._id);
    return { member, conversation, booking, sockets: [notifications, room], ears: [listen(notifications), listen(room)] };
  };

  /** `talker` writes in the conversation and declines the booking: a private message and a notification for the member. */
  const somethingPrivate = async (conversationId: string, bookingId: string, content: string) => {
    const sent = await post(`/conversations/${conversationId}/messages`, talker.token, { content });
    expect(sent.statusCode, sent.body).toBe(201);
    await moved(t.app, talker.token, bookingId, 'decline');
  };

  /** A socket of the new session, in the conversation's room; it hears what follows. */
  const newSession = async (token: string, conversationId: string) => {
    const client = await server.connectAs(token);
    await joinConversation(client, conversationId);
    return { client, ears: listen(client), member: true };
  };

  it("a password reset ends the member's earlier sockets; the resetting browser's new socket stays and hears on", async () => {
    const { member, conversation, booking, ears } = await memberListening(3);
    const link = await issueLink(t.app, member.user._id, 'password-reset');
    const at = Date.now();
    const reset = await post('/auth/reset-password', null, { token: link, password: 'a-new-secret-1' });
    expect(reset.statusCode).toBe(200);
    const fresh = await newSession(reset.json<LoginResponse>().token, conversation._id);
    await endedAndDeaf(ears, at, fresh, () => somethingPrivate(conversation._id, booking._id, 'after the reset'));
  });

  it('"sign out everywhere" ends every socket of the member, its own browser\'s too, and every session', async () => {
    const { member, conversation, booking, ears } = await memberListening(4);
    const at = Date.now();
    const response = await post('/auth/sign-out-everywhere', member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SIGNED_OUT_EVERYWHERE });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(member.token) })).statusCode).toBe(401);
    // Logging in again is a new session, whose socket the end leaves alone.
    const again = await loginAs(t.app, member.input.email, member.input.password);
    const fresh = await newSession(again.token, conversation._id);
    await endedAndDeaf(ears, at, fresh, () => somethingPrivate(conversation._id, booking._id, 'after signing out everywhere'));
  });

  it("a suspension ends every socket of the member: nothing private reaches them afterwards", async () => {
    const { member, conversation, booking, ears } = await memberListening(5);
    const report = await post('/reports', talker.token, { target: 'member', id: member.user._id, reason: 'Spam' });
    expect(report.statusCode, report.body).toBe(201);
    const at = Date.now();
    const resolved = await post(`/reports/${report.json<{ report: { _id: string } }>().report._id}/resolve`, admin.token, { action: 'suspend-member' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const talkerSocket = await server.connectAs(talker.token);
    await joinConversation(talkerSocket, conversation._id);
    const witness = { client: talkerSocket, ears: listen(talkerSocket), member: false };
    await endedAndDeaf(ears, at, witness, () => somethingPrivate(conversation._id, booking._id, 'after the suspension'));
  });

  it("leaves the member's other sessions' sockets alone when only older ones end, and other members' alone always", async () => {
    const { member, sockets } = await memberListening(6);
    const bystander = await server.connectAs(talker.token);
    const visitor = await server.connectAs();
    // An end below the version the tokens carry (0) ends none of them.
    t.app.endSessions({ userId: member.user._id, belowVersion: 0 });
    t.app.endSessions({ userId: talker.user._id, belowVersion: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...sockets, bystander, visitor].map((client) => client.connected)).toEqual([true, true, true, true]);
    // The member's own end leaves the others connected.
    t.app.endSessions({ userId: member.user._id, belowVersion: null });
    await vi.waitFor(() => expect(sockets.map((client) => client.connected)).toEqual([false, false]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([bystander.connected, visitor.connected]).toEqual([true, true]);
  });

  it('ends on arrival a socket whose handshake read the session just before the end went by', async () => {
    const { member } = await memberListening(7);
    // The end of every session below version 1 goes by before the change it follows is visible to the handshake's
    // read (another instance committed it a moment ago): the socket still arriving with a version-0 token ends.
    t.app.endSessions({ userId: member.user._id, belowVersion: 1 });
    // Listening before the handshake: the end comes with the connection.
    const client = server.keep(connect(server.url, { path: '/socket.io', auth: { token: member.token }, transports: ['websocket'], reconnection: false }));
    const late = listen(client);
    const end = await within(2_000, late.ended);
    expect(end.notice).toEqual({ message: SOCKET_ERRORS.sessionEnded });
  });
});
