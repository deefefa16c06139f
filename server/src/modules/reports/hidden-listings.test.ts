import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_ERRORS, REPORT_ERRORS, type Conversation, type ListingKind } from '@campus/shared/contract';
import { conversations, products, rentProducts, reports, services, users } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { openConversation, seedListing } from '../../test/conversations';

const TABLES = { product: products, rent: rentProducts, service: services } as const;
const KINDS: ListingKind[] = ['product', 'rent', 'service'];

/**
 * A hidden listing (docs/product-rules.md "Reports and suspension", docs/decisions/0020-hidden-listings-derived.md)
 * answers 404 to everyone but its owner and admins on every route that reads it, with the not-found answer the route
 * gives for a listing that does not exist, and changes nothing.
 */
describe.each(BACKENDS)('hidden listings stay hidden on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const owner = useMember(t, { name: 'Olive Owner' });
  const member = useMember(t, { name: 'Mina Member' });
  const suspended = useMember(t, { name: 'Sid Suspended' });
  /** Per kind: a listing an admin hid, a visible one, and one whose owner is suspended. */
  const hidden = { product: '', rent: '', service: '' };
  const visible = { product: '', rent: '', service: '' };
  const ofSuspended = { product: '', rent: '', service: '' };

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const availability = (kind: 'rent' | 'service', id: string, token: string | null) =>
    call('GET', `/${kind === 'rent' ? 'rent-product' : 'service'}/${id}/availability`, token);
  const NOT_FOUND = { rent: 'Rent product not found', service: 'Service not found' } as const;

  beforeAll(async () => {
    for (const kind of KINDS) {
      hidden[kind] = await seedListing(t.app, kind, owner.user._id, `Hidden ${kind}`);
      visible[kind] = await seedListing(t.app, kind, owner.user._id, `Visible ${kind}`);
      ofSuspended[kind] = await seedListing(t.app, kind, suspended.user._id, `Suspended's ${kind}`);
      await t.app.db.update(TABLES[kind]).set({ hidden: true }).where(eq(TABLES[kind].id, hidden[kind]));
    }
    await t.app.db.update(users).set({ suspendedAt: new Date(), suspensionReason: 'Scams' }).where(eq(users.id, suspended.user._id));
  });

  it.each(KINDS)('POST /conversations about a hidden %s answers 404 and opens nothing', async (kind) => {
    const before = (await t.app.db.select().from(conversations)).length;
    for (const id of [hidden[kind], ofSuspended[kind]]) {
      const response = await call('POST', '/conversations', member.token, { listingKind: kind, listingId: id });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ success: false, message: CONVERSATION_ERRORS.listingNotFound });
    }
    expect((await t.app.db.select().from(conversations)).length).toBe(before);
    // A visible listing still opens one; an admin may still write to the owner of a hidden one.
    expect((await call('POST', '/conversations', member.token, { listingKind: kind, listingId: visible[kind] })).statusCode).toBe(200);
    expect((await call('POST', '/conversations', admin.token, { listingKind: kind, listingId: hidden[kind] })).statusCode).toBe(200);
  });

  it.each(KINDS)('POST /reports of a hidden %s answers 404 without its name or description, storing nothing', async (kind) => {
    const before = (await t.app.db.select().from(reports)).length;
    for (const body of [
      { target: 'listing', id: hidden[kind], reason: 'Bad' },
      { target: 'listing', id: hidden[kind], listingKind: kind, reason: 'Bad' },
      { target: 'listing', id: ofSuspended[kind], reason: 'Bad' },
    ]) {
      const response = await call('POST', '/reports', member.token, body);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ success: false, message: REPORT_ERRORS.targetNotFound });
    }
    expect((await t.app.db.select().from(reports)).length).toBe(before);
  });

  it.each(['rent', 'service'] as const)("GET /%s/{id}/availability of a hidden one answers 404 but to its owner and admins", async (kind) => {
    for (const id of [hidden[kind], ofSuspended[kind]]) {
      for (const token of [null, member.token]) {
        const response = await availability(kind, id, token);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toEqual({ success: false, message: NOT_FOUND[kind] });
      }
    }
    expect((await availability(kind, hidden[kind], owner.token)).statusCode).toBe(200);
    expect((await availability(kind, hidden[kind], admin.token)).statusCode).toBe(200);
    expect((await availability(kind, ofSuspended[kind], admin.token)).statusCode).toBe(200);
    expect((await availability(kind, visible[kind], null)).statusCode).toBe(200);
  });

  it("a conversation opened before the listing was hidden no longer shows it to the other member, only to its owner", async () => {
    const id = await seedListing(t.app, 'rent', owner.user._id, 'Soon hidden drill');
    const opened: Conversation = await openConversation(t.app, member.token, 'rent', id);
    expect(opened.listing).toMatchObject({ _id: id, name: 'Soon hidden drill' });
    await t.app.db.update(rentProducts).set({ hidden: true }).where(eq(rentProducts.id, id));

    const asker = (await call('GET', `/conversations/${opened._id}`, member.token)).json<{ conversation: Conversation }>().conversation;
    expect(asker.listing).toEqual({ kind: 'rent', _id: null, name: 'A listing that is no longer available', price: 0, hasPhoto: false, slug: null });
    const list = (await call('GET', '/conversations', member.token)).json<{ conversations: Conversation[] }>().conversations;
    expect(list.find((one) => one._id === opened._id)?.listing).toMatchObject({ _id: null, name: 'A listing that is no longer available' });
    expect(JSON.stringify(list)).not.toContain('Soon hidden drill');
    const own = (await call('GET', `/conversations/${opened._id}`, owner.token)).json<{ conversation: Conversation }>().conversation;
    expect(own.listing).toMatchObject({ _id: id, name: 'Soon hidden drill' });
  });
});
