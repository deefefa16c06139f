import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationResponse, ConversationsResponse } from '@campus/shared/contract';
import { users } from '../../db/schema';
import { ADMIN_ENV, bearer, loginAs, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp, type TestApp } from '../../test/build-test-app';
import { openConversation, seedListing } from '../../test/conversations';

const CAMPUS = 'Hill College';
const campusAddress = () => `student-${randomBytes(4).toString('hex')}@college.edu`;

/** Every answer that carries a conversation, as `token`'s member gets it: the open, the list's entry and the one. */
async function answersOf(t: TestApp, token: string, listingId: string, kind: 'product' | 'rent' = 'product'): Promise<Conversation[]> {
  const opened = await openConversation(t.app, token, kind, listingId);
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: bearer(token) });
  const entry = list.json<ConversationsResponse>().conversations.find((one) => one._id === opened._id);
  const one = await t.app.inject({ method: 'GET', url: `/api/v1/conversations/${opened._id}`, headers: bearer(token) });
  expect(one.statusCode, one.body).toBe(200);
  return [opened, entry as Conversation, one.json<ConversationResponse>().conversation];
}

const setVerified = (t: TestApp, id: string, verified: boolean) =>
  t.app.db.update(users).set({ emailVerifiedAt: verified ? new Date() : null }).where(eq(users.id, id));

// docs/product-rules.md "Campus-verified accounts": the badge beside the other member's name in conversations.
describe.each(BACKENDS)("the other member's verified badge in conversations on %s", (backend) => {
  describe('on a campus site', () => {
    const overrides = {
      ...ADMIN_ENV,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-conversation-badge-')),
      PUBLIC_URL: 'https://market.college.edu',
      CAMPUS_EMAIL_DOMAINS: 'college.edu',
      CAMPUS_NAME: CAMPUS,
    };
    const t = useTestApp(backend, overrides);
    const seller = useMember(t, { name: 'Vera Verified', email: campusAddress() });
    const buyer = useMember(t, { name: 'Uma Unverified', email: campusAddress() });
    const other = useMember(t, { name: 'Ravi Verified', email: campusAddress() });

    it('says verified and the campus of a verified member, in every answer', async () => {
      await Promise.all([setVerified(t, seller.user._id, true), setVerified(t, buyer.user._id, true)]);
      const listing = await seedListing(t.app, 'product', seller.user._id, 'Desk lamp');
      for (const answer of await answersOf(t, buyer.token, listing)) {
        expect(answer.other).toEqual({ _id: seller.user._id, name: 'Vera Verified', verified: true, campus: CAMPUS });
      }
    });

    it("says unverified of a member whose address is not verified, each conversation of the list its own member's", async () => {
      await Promise.all([setVerified(t, seller.user._id, true), setVerified(t, buyer.user._id, true), setVerified(t, other.user._id, true)]);
      const listing = await seedListing(t.app, 'rent', seller.user._id, 'Tent');
      const [fromBuyer, fromOther] = [await openConversation(t.app, buyer.token, 'rent', listing), await openConversation(t.app, other.token, 'rent', listing)];
      await setVerified(t, buyer.user._id, false);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: bearer(seller.token) });
      const others = Object.fromEntries(list.json<ConversationsResponse>().conversations.map((one) => [one._id, one.other]));
      expect(others[fromBuyer._id]).toEqual({ _id: buyer.user._id, name: 'Uma Unverified', verified: false, campus: CAMPUS });
      expect(others[fromOther._id]).toEqual({ _id: other.user._id, name: 'Ravi Verified', verified: true, campus: CAMPUS });
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/conversations/${fromBuyer._id}`, headers: bearer(seller.token) });
      expect(one.json<ConversationResponse>().conversation.other).toMatchObject({ verified: false, campus: CAMPUS });
    });

    it('counts the ADMIN_EMAIL admin as verified whatever its domain, as the listing badge does', async () => {
      await setVerified(t, buyer.user._id, true);
      const admin = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
      expect(ADMIN_ENV.ADMIN_EMAIL.endsWith('@college.edu')).toBe(false);
      const listing = await seedListing(t.app, 'product', admin.user._id, 'Projector');
      for (const answer of await answersOf(t, buyer.token, listing)) {
        expect(answer.other).toEqual({ _id: admin.user._id, name: ADMIN_ENV.ADMIN_NAME, verified: true, campus: CAMPUS });
      }
    });
  });

  describe('on a site that takes any address', () => {
    const t = useTestApp(backend);
    const seller = useMember(t, { name: 'Sita Seller' });
    const buyer = useMember(t, { name: 'Bala Buyer' });

    it('carries neither field, verified address or not', async () => {
      await setVerified(t, seller.user._id, true);
      const listing = await seedListing(t.app, 'product', seller.user._id);
      for (const answer of await answersOf(t, buyer.token, listing)) {
        expect(answer.other).toEqual({ _id: seller.user._id, name: 'Sita Seller' });
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: bearer(seller.token) });
      expect(list.json<ConversationsResponse>().conversations[0]?.other).toEqual({ _id: buyer.user._id, name: 'Bala Buyer' });
    });
  });
});
