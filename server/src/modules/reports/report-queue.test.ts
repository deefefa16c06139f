import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ERRORS, REPORT_GROUP_REASONS, type ReportGroup, type ReportsResponse, type ResolveReportResponse } from '@campus/shared/contract';
import { products, reports, users } from '../../db/schema';
import { ADMIN_ENV, bearer, signedInUser, useAdmin, useMember, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { openConversation, seedListing } from '../../test/conversations';

/**
 * The report queue cannot be flooded (docs/product-rules.md "Reports and suspension"): one open report per member and
 * target, the admins' list grouped by target and paged with its totals, the oldest first, a group resolved whole.
 */
describe.each(BACKENDS)('the report queue on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const seller = useMember(t, { name: 'Sam Seller' });
  const members: SignedInUser[] = [];

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const reportListing = (member: SignedInUser, id: string, reason = 'A fake') => call('POST', '/reports', member.token, { target: 'listing', id, reason });
  const list = async (query = '') => {
    const response = await call('GET', `/reports${query}`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportsResponse>();
  };
  /** Every open group, page after page. */
  const everyGroup = async (limit: number) => {
    const groups: ReportGroup[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ReportsResponse = await list(`?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      groups.push(...page.groups);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return groups;
  };
  const groupOf = async (targetId: string) => (await everyGroup(100)).find((group) => group.targetId === targetId);
  const stored = (reporterId: string, targetId: string) =>
    t.app.db.select().from(reports).where(and(eq(reports.reporterId, reporterId), eq(reports.targetId, targetId)));

  beforeAll(async () => {
    for (const name of ['Asha', 'Bala', 'Chitra']) members.push(await signedInUser(t.app, { name }));
  });

  it("stores one of a member's 100 concurrent identical reports and answers the others 409, changing nothing", async () => {
    const listing = await seedListing(t.app, 'product', seller.user._id, 'Flooded phone');
    const [asha] = members as [SignedInUser];
    const answers = await Promise.all(Array.from({ length: 100 }, () => reportListing(asha, listing)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(99);
    expect(refused[0]?.json()).toEqual({ success: false, message: 'You have already reported this listing: an admin will look at it.' });
    expect(await stored(asha.user._id, listing)).toHaveLength(1);
    // A message and a member have their own words.
    const again = await call('POST', '/reports', asha.token, { target: 'member', id: seller.user._id, reason: 'Rude' });
    expect(again.statusCode).toBe(201);
    const repeat = await call('POST', '/reports', asha.token, { target: 'member', id: seller.user._id, reason: 'Still rude' });
    expect(repeat.json()).toEqual({ success: false, message: REPORT_ERRORS.alreadyReported.member });
  });

  it('lets the member report it again once their report was resolved', async () => {
    const listing = await seedListing(t.app, 'rent', seller.user._id, 'Dodgy drill');
    const [asha] = members as [SignedInUser];
    expect((await reportListing(asha, listing)).statusCode).toBe(201);
    const group = await groupOf(listing);
    expect((await call('POST', `/reports/${group?._id}/resolve`, admin.token, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await reportListing(asha, listing, 'Still a fake')).statusCode).toBe(201);
    expect((await reportListing(asha, listing, 'And again')).statusCode).toBe(409);
    expect((await stored(asha.user._id, listing)).map((row) => row.status).sort()).toEqual(['open', 'resolved']);
  });

  it('groups open reports by target: how many members, their reasons, first and last reported', async () => {
    const listing = await seedListing(t.app, 'service', seller.user._id, 'Essay writing');
    for (const [i, member] of members.entries()) expect((await reportListing(member, listing, `Reason ${i}`)).statusCode).toBe(201);
    const group = await groupOf(listing);
    expect(group).toMatchObject({ target: 'listing', listingKind: 'service', count: 3, status: 'open', subject: { _id: seller.user._id, name: 'Sam Seller' } });
    expect(group?.content).toContain('Essay writing');
    expect(group?.reports.map((one) => [one.reporter.name, one.reason])).toEqual([['Asha', 'Reason 0'], ['Bala', 'Reason 1'], ['Chitra', 'Reason 2']]);
    expect(group?._id).toBe(group?.reports[2]?._id);
    expect(group?.firstReportedAt).toBe(group?.reports[0]?.createdAt);
    expect(group?.lastReportedAt).toBe(group?.reports[2]?.createdAt);
  });

  it('pages through every open report however many there are, the oldest first, with the totals (no silent cut)', async () => {
    const listing = await seedListing(t.app, 'product', seller.user._id, 'The oldest report');
    const [asha, bala] = members as [SignedInUser, SignedInUser];
    const reporters = [asha, bala];
    // The oldest open report, then 520 newer reports of 520 messages by one member (the old list cut at 500, newest first).
    const oldest = new Date(Date.now() - 86_400_000);
    await t.app.db.insert(reports).values({ reporterId: asha.user._id, target: 'listing', targetId: listing, listingKind: 'product', reason: 'First', content: 'x', createdAt: oldest });
    await t.app.db.insert(reports).values(
      Array.from({ length: 520 }, (_, i) => ({
        reporterId: reporters[i % 2]!.user._id,
        target: 'message' as const,
        targetId: String(900_000 + Math.floor(i / 2)),
        reason: `Spam ${i}`,
        content: 'Buy now',
        createdAt: new Date(oldest.getTime() + 1000 + i),
      })),
    );
    const first = await list('?limit=7');
    expect(first.groups).toHaveLength(7);
    expect(first.nextCursor).not.toBeNull();
    const open = await t.app.db.select().from(reports).where(eq(reports.status, 'open'));
    expect(first.openReports).toBe(open.length);
    const groups = await everyGroup(100);
    expect(groups).toHaveLength(first.total);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(first.openReports);
    expect(new Set(groups.map((group) => group._id)).size).toBe(groups.length);
    expect(groups.map((group) => group.firstReportedAt)).toEqual(groups.map((group) => group.firstReportedAt).sort());
    expect(groups[0]).toMatchObject({ targetId: listing, firstReportedAt: oldest.toISOString() });
    // The 520 reports of 260 messages: 260 groups of two.
    expect(groups.filter((group) => group.target === 'message' && Number(group.targetId) >= 900_000).map((group) => group.count)).toEqual(Array(260).fill(2));
  });

  it('carries the latest reasons of a large group, the newest last, and its count', async () => {
    const listing = await seedListing(t.app, 'product', seller.user._id, 'Widely reported');
    const crowd = await t.app.db
      .insert(users)
      .values(Array.from({ length: REPORT_GROUP_REASONS + 5 }, (_, i) => ({ name: `Crowd ${i}`, email: `crowd-${i}-${crypto.randomUUID()}@campus.test` })))
      .returning({ id: users.id });
    const reporterIds = crowd.map((row) => row.id);
    await t.app.db.insert(reports).values(reporterIds.map((reporterId, i) => ({ reporterId, target: 'listing' as const, targetId: listing, listingKind: 'product' as const, reason: `R${i}`, content: 'x', subjectId: seller.user._id, createdAt: new Date(Date.now() - 60_000 + i) })));
    const group = await groupOf(listing);
    expect(group?.count).toBe(REPORT_GROUP_REASONS + 5);
    expect(group?.reports.map((one) => one.reason)).toEqual(Array.from({ length: REPORT_GROUP_REASONS }, (_, i) => `R${i + 5}`));
    expect(group?._id).toBe(group?.reports.at(-1)?._id);
    expect(group?.firstReportedAt).not.toBe(group?.reports[0]?.createdAt);
  });

  it('resolves a group whole with its action once; a report made after the admin looked stays open', async () => {
    const listing = await seedListing(t.app, 'product', seller.user._id, 'Counterfeit watch');
    const [asha, bala, chitra] = members as [SignedInUser, SignedInUser, SignedInUser];
    for (const member of [asha, bala]) expect((await reportListing(member, listing)).statusCode).toBe(201);
    const seen = await groupOf(listing);
    expect(seen?.count).toBe(2);
    expect((await reportListing(chitra, listing, 'Seen later')).statusCode).toBe(201);

    const done = await call('POST', `/reports/${seen?._id}/resolve`, admin.token, { action: 'hide-listing' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ResolveReportResponse>().group).toMatchObject({ targetId: listing, count: 2, status: 'resolved', action: 'hide-listing' });
    expect((await t.app.db.select({ hidden: products.hidden }).from(products).where(eq(products.id, listing)))[0]?.hidden).toBe(true);
    const rows = await t.app.db.select().from(reports).where(eq(reports.targetId, listing));
    expect(rows.filter((row) => row.status === 'resolved').map((row) => row.reporterId).sort()).toEqual([asha.user._id, bala.user._id].sort());
    const left = await groupOf(listing);
    expect(left).toMatchObject({ count: 1, reports: [{ reason: 'Seen later' }] });
    // Resolved is resolved: the same group again is 409, and a member's report of the resolved group does not block a new one.
    expect((await call('POST', `/reports/${seen?._id}/resolve`, admin.token, { action: 'dismiss' })).statusCode).toBe(409);
  });

  it('lets one of two admins resolving a group at once win; the other is told 409', async () => {
    const listing = await seedListing(t.app, 'rent', seller.user._id, 'Contested tent');
    for (const member of members) expect((await reportListing(member, listing)).statusCode).toBe(201);
    const group = await groupOf(listing);
    const answers = await Promise.all(['dismiss', 'hide-listing', 'dismiss'].map((action) => call('POST', `/reports/${group?._id}/resolve`, admin.token, { action })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.app.db.select().from(reports).where(eq(reports.targetId, listing));
    expect(new Set(rows.map((row) => `${row.status} ${row.action}`)).size).toBe(1);
  });

  it("keeps the two members' reports of one conversation apart: each is about the other", async () => {
    const [asha] = members as [SignedInUser];
    const listing = await seedListing(t.app, 'product', seller.user._id, 'Talked about');
    const conversation = await openConversation(t.app, asha.token, 'product', listing);
    for (const member of [asha, seller]) {
      const sent = await call('POST', '/reports', member.token, { target: 'conversation', id: conversation._id, reason: `By ${member.user.name}` });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const groups = (await everyGroup(100)).filter((group) => group.targetId === conversation._id);
    expect(groups.map((group) => [group.subject?.name, group.count, group.reports[0]?.reason])).toEqual([
      ['Sam Seller', 1, 'By Asha'],
      ['Asha', 1, 'By Sam Seller'],
    ]);
    const dismissed = await call('POST', `/reports/${groups[1]?._id}/resolve`, admin.token, { action: 'dismiss' });
    expect(dismissed.json<ResolveReportResponse>().group).toMatchObject({ subject: { name: 'Asha' }, count: 1, status: 'resolved' });
    expect((await everyGroup(100)).filter((group) => group.targetId === conversation._id).map((group) => group.subject?.name)).toEqual(['Sam Seller']);
  });

  it('refuses a bad page, and members, changing nothing', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?cursor=not-a-cursor']) {
      const response = await call('GET', `/reports${query}`, admin.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await call('GET', '/reports', members[0]!.token)).statusCode).toBe(403);
  });
});
