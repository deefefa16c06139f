import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_ERRORS, type MemberResponse, type MembersResponse, type SessionEndedNotice, suspendedMessage } from '@campus/shared/contract';
import { moderationActions, users } from '../../db/schema';
import { ADMIN_ENV, bearer, loginAs, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { connectChat, listenLocally } from '../../test/chat-client';
import { seedListing } from '../../test/conversations';

/** The admins' Members screen's calls (docs/product-rules.md "Reports and suspension"). */
describe.each(BACKENDS)('members: search, suspend with a reason, lift on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const target = useMember(t, { name: 'Zara Zebrafinch' });
  const other = useMember(t, { name: 'Omar Other' });
  const bystander = useMember(t, { name: 'Bea Bystander' });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const login = () => call('POST', '/auth/login', null, { email: target.input.email, password: target.input.password });

  it('finds members by part of the name or the e-mail, any case, with their listings and the reports about them', async () => {
    const listing = await seedListing(t.app, 'rent', target.user._id, 'Zebra tent');
    const reported = await call('POST', '/reports', other.token, { target: 'member', id: target.user._id, reason: 'Rude in chat' });
    expect(reported.statusCode).toBe(201);

    const byName = (await call('GET', '/members?q=zEbRaF', admin.token)).json<MembersResponse>();
    expect(byName).toMatchObject({ total: 1, members: [{ _id: target.user._id, name: 'Zara Zebrafinch', listings: 1, openReports: 1, suspendedAt: null }] });
    const byMail = (await call('GET', `/members?q=${encodeURIComponent(target.input.email.toUpperCase())}`, admin.token)).json<MembersResponse>();
    expect(byMail.members.map((member) => member._id)).toEqual([target.user._id]);
    expect((await call('GET', '/members?q=%25', admin.token)).json<MembersResponse>().total).toBe(0);
    const everyone = (await call('GET', '/members?limit=1', admin.token)).json<MembersResponse>();
    expect(everyone.members).toHaveLength(1);
    expect(everyone.total).toBeGreaterThanOrEqual(3);

    const detail = (await call('GET', `/members/${target.user._id}`, admin.token)).json<MemberResponse>().member;
    expect(detail.listingRows).toEqual([{ _id: listing, kind: 'rent', name: 'Zebra tent', slug: null, hidden: false }]);
    expect(detail.reports).toMatchObject([{ target: 'member', reason: 'Rude in chat', reporter: 'Omar Other', status: 'open', actions: [] }]);
    expect((await call('GET', `/members/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/members?limit=0', admin.token)).statusCode).toBe(400);
  });

  it('suspends a member with a reason and no report: sessions and sockets end, login says why; then lifts it', async () => {
    const url = await listenLocally(t.app);
    const socket = await connectChat(url, { token: target.token });
    const ended = new Promise<SessionEndedNotice>((resolve) => socket.once('sessionEnded', resolve));

    expect((await call('POST', `/members/${target.user._id}/suspend`, admin.token, { reason: '   ' })).statusCode).toBe(400);
    const suspended = await call('POST', `/members/${target.user._id}/suspend`, admin.token, { reason: ' Selling exam answers ' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const member = suspended.json<MemberResponse>().member;
    expect(member).toMatchObject({ suspensionReason: 'Selling exam answers', history: [{ action: 'suspend-member', note: 'Selling exam answers' }] });
    expect(member.suspendedAt).not.toBeNull();
    expect(await ended).toHaveProperty('message');
    socket.close();
    expect((await call('GET', '/auth/user-auth', target.token)).statusCode).toBe(401);
    expect((await login()).json()).toEqual({ success: false, message: suspendedMessage('Selling exam answers') });
    const again = await call('POST', `/members/${target.user._id}/suspend`, admin.token, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: MEMBER_ERRORS.alreadySuspended });

    const lifted = await call('POST', `/members/${target.user._id}/lift-suspension`, admin.token);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<MemberResponse>().member).toMatchObject({ suspendedAt: null, suspensionReason: null, history: [{ action: 'lift-suspension' }, { action: 'suspend-member' }] });
    const back = await login();
    expect(back.statusCode, back.body).toBe(200);
    // The session the suspension ended stays ended: the member logs in again.
    expect((await call('GET', '/auth/user-auth', target.token)).statusCode).toBe(401);
    expect((await call('GET', '/auth/user-auth', back.json<{ token: string }>().token)).statusCode).toBe(200);
    const liftAgain = await call('POST', `/members/${target.user._id}/lift-suspension`, admin.token);
    expect(liftAgain.statusCode).toBe(409);
    expect(liftAgain.json()).toEqual({ success: false, message: MEMBER_ERRORS.notSuspended });
    const { user: me } = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const recorded = await t.app.db.select().from(moderationActions).where(eq(moderationActions.memberId, target.user._id));
    expect(recorded.map((row) => [row.action, row.adminId]).sort()).toEqual([
      ['lift-suspension', me._id],
      ['suspend-member', me._id],
    ]);
  });

  it('never suspends an admin, and answers members 403 and visitors 401 on every call, changing nothing', async () => {
    const { user: me } = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const onAdmin = await call('POST', `/members/${me._id}/suspend`, admin.token, { reason: 'Bossy' });
    expect(onAdmin.statusCode).toBe(400);
    expect(onAdmin.json()).toEqual({ success: false, message: MEMBER_ERRORS.admin });
    for (const [method, url, body] of [
      ['GET', '/members', undefined],
      ['GET', `/members/${other.user._id}`, undefined],
      ['POST', `/members/${other.user._id}/suspend`, { reason: 'Because' }],
      ['POST', `/members/${other.user._id}/lift-suspension`, undefined],
    ] as const) {
      expect((await call(method, url, bystander.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.user._id));
    expect(row?.suspendedAt).toBeNull();
  });
});
