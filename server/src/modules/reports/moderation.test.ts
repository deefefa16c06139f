import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ChatMessageDeleted,
  CONVERSATION_EVENTS,
  type ConversationMessageDeleted,
  type Report,
  REPORT_ERRORS,
  type ResolveReportResponse,
  type SessionEndedNotice,
} from '@campus/shared/contract';
import { chatMessages, moderationActions, reports, users } from '../../db/schema';
import { ADMIN_ENV, bearer, loginAs, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { connectChat, listenLocally } from '../../test/chat-client';
import { openConversation, seedListing } from '../../test/conversations';

/** Several actions on one report (docs/product-rules.md "Reports and suspension"): delete the message and suspend its author. */
describe.each(BACKENDS)('several actions on one report on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const spammer = useMember(t, { name: 'Spam Sender' });
  const reader = useMember(t, { name: 'Rita Reader' });
  const asker = useMember(t, { name: 'Asif Asker' });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const postMessage = async (token: string, content: string) => (await call('POST', '/chats/messages', token, { content })).json<{ message: { _id: string } }>().message._id;
  const reportMessage = async (id: string) => {
    const response = await call('POST', '/reports', reader.token, { target: 'message', id, reason: 'Spam links' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ report: Report }>().report;
  };
  let listening: Promise<string> | undefined;
  const serve = () => (listening ??= listenLocally(t.app));
  const history = async () => (await call('GET', '/chats/messages', null)).json<{ messages: { _id: string }[] }>().messages.map((message) => message._id);

  it('deletes the message and suspends its author in one call, each action recorded, every open chat told live', async () => {
    const id = await postMessage(spammer.token, 'Cheap essays at spam.example');
    const onMessage = await reportMessage(id);
    const url = await serve();
    const visitor = await connectChat(url, {});
    const authorSocket = await connectChat(url, { token: spammer.token });
    const deleted = new Promise<ChatMessageDeleted>((resolve) => visitor.once('chatMessageDeleted', resolve));
    const ended = new Promise<SessionEndedNotice>((resolve) => authorSocket.once('sessionEnded', resolve));

    const done = await call('POST', `/reports/${onMessage._id}/resolve`, admin.token, { actions: ['delete-message', 'suspend-member'], note: 'Spam' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ResolveReportResponse>().group).toMatchObject({ status: 'resolved', action: 'delete-message', actions: ['delete-message', 'suspend-member'], note: 'Spam' });

    expect(await deleted).toEqual({ _id: id });
    expect(await ended).toHaveProperty('message');
    visitor.close();
    authorSocket.close();
    expect(await history()).not.toContain(id);
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, BigInt(id)))).toEqual([]);
    const [member] = await t.app.db.select().from(users).where(eq(users.id, spammer.user._id));
    expect(member).toMatchObject({ suspensionReason: 'Spam' });
    expect(member?.suspendedAt).not.toBeNull();
    const recorded = await t.app.db.select().from(moderationActions).where(eq(moderationActions.reportId, onMessage._id));
    expect(recorded.map((row) => row.action).sort()).toEqual(['delete-message', 'suspend-member']);
    const { user: me } = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    expect(recorded.every((row) => row.adminId === me._id && row.memberId === spammer.user._id && row.note === 'Spam')).toBe(true);
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, onMessage._id));
    expect(stored?.actions).toEqual(['delete-message', 'suspend-member']);
  });

  it('refuses sets that do not fit, and an admin author, changing nothing', async () => {
    const writer = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const id = await postMessage(writer.token, 'An admin message');
    const onMessage = await reportMessage(id);
    const resolve = (body: object) => call('POST', `/reports/${onMessage._id}/resolve`, admin.token, body);
    for (const body of [{ actions: ['dismiss', 'suspend-member'] }, { actions: ['hide-listing', 'suspend-member'] }, { actions: ['delete-message', 'dismiss'] }]) {
      const refused = await resolve(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: REPORT_ERRORS.mismatch });
    }
    expect((await resolve({ actions: [] })).statusCode).toBe(400);
    expect((await resolve({ actions: ['delete-message', 'delete-message'] })).statusCode).toBe(400);
    expect((await resolve({ action: 'dismiss', actions: ['dismiss'] })).statusCode).toBe(400);
    // The suspension is refused, so the deletion asked with it is not made either.
    const both = await resolve({ actions: ['delete-message', 'suspend-member'] });
    expect(both.json()).toEqual({ success: false, message: REPORT_ERRORS.adminTarget });
    expect(await history()).toContain(id);
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, onMessage._id));
    expect(stored).toMatchObject({ status: 'open', actions: [] });
    expect(await t.app.db.select().from(moderationActions).where(eq(moderationActions.reportId, onMessage._id))).toEqual([]);
    expect((await call('POST', `/reports/${onMessage._id}/resolve`, reader.token, { actions: ['delete-message'] })).statusCode).toBe(403);
    expect(await history()).toContain(id);
  });

  it("deletes one message of a reported conversation: gone from its history and from the two members' open screens", async () => {
    const owner = reader;
    const listing = await seedListing(t.app, 'service', owner.user._id, 'Tutoring');
    const conversation = await openConversation(t.app, asker.token, 'service', listing);
    const sent = await call('POST', `/conversations/${conversation._id}/messages`, asker.token, { content: 'Pay me at spam.example' });
    const messageId = sent.json<{ message: { _id: string } }>().message._id;
    const kept = (await call('POST', `/conversations/${conversation._id}/messages`, owner.token, { content: 'No thanks' })).json<{ message: { _id: string } }>().message._id;
    const remove = (reportId: string, id: string, token = admin.token) => t.app.inject({ method: 'DELETE', url: `/api/v1/reports/${reportId}/conversation-messages/${id}`, headers: bearer(token) });
    const onMessage = await reportMessage(await postMessage(asker.token, 'Unrelated'));
    // Only a conversation's report lets an admin delete in it.
    expect((await remove(onMessage._id, messageId)).statusCode).toBe(404);
    const reported = await call('POST', '/reports', owner.token, { target: 'conversation', id: conversation._id, reason: 'Asks to pay outside' });
    const reportId = reported.json<{ report: Report }>().report._id;

    const url = await serve();
    const screen = await connectChat(url, { token: owner.token });
    expect(await screen.timeout(5000).emitWithAck(CONVERSATION_EVENTS.join, { conversationId: conversation._id })).toEqual({ ok: true });
    const deleted = new Promise<ConversationMessageDeleted>((resolve) => screen.once('conversationMessageDeleted', resolve));

    expect((await remove(reportId, messageId, asker.token)).statusCode).toBe(403);
    expect((await remove(reportId, '999999999')).json()).toEqual({ success: false, message: REPORT_ERRORS.messageNotFound });
    const done = await remove(reportId, messageId);
    expect(done.statusCode, done.body).toBe(200);
    expect(await deleted).toEqual({ conversationId: conversation._id, _id: messageId });
    screen.close();
    const history = (await call('GET', `/conversations/${conversation._id}/messages`, owner.token)).json<{ messages: { _id: string }[] }>().messages;
    expect(history.map((message) => message._id)).toEqual([kept]);
    expect((await remove(reportId, messageId)).statusCode).toBe(404);
    const recorded = await t.app.db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId));
    expect(recorded).toMatchObject([{ action: 'delete-message', memberId: asker.user._id, target: 'conversation', targetId: conversation._id }]);
  });
});
