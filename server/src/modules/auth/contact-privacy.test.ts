import type { AccountUpdateResponse } from '@campus/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { rentProducts, services } from '../../db/schema';
import { pageData } from '../../plugins/page-data';
import { bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, useTestApp, type TestApp } from '../../test/build-test-app';
import { seedProduct } from '../orders/test-fixtures';

const PHONE = '+91 90000 11122';
/** The messages-only owner's: the lists hold the first test's listings too. */
const QUIET_PHONE = '+91 90000 33344';

/** Every public answer that shows a listing's owner, by its path under /api/v1. */
function publicCalls(ids: { slug: string; rentId: string; serviceId: string }) {
  return [
    '/product/get-product',
    '/product/search?limit=24',
    `/product/get-product/${ids.slug}`,
    '/rent-product/get-rent-products',
    `/rent-product/get-rent-product/${ids.rentId}`,
    '/service/get-services',
    `/service/get-service/${ids.serviceId}`,
  ];
}

async function seedListings(t: TestApp, seller: SignedInUser) {
  const product = await seedProduct(t.app, { sellerId: seller.user._id });
  const [rent] = await t.app.db
    .insert(rentProducts)
    .values({ name: 'Camping tent', description: 'Two people', pricePaise: 15_000, category: 'Sports Equipment', sellerId: seller.user._id })
    .returning();
  const [service] = await t.app.db
    .insert(services)
    .values({ name: 'Guitar lessons', description: 'Beginners', pricePaise: 30_000, category: 'Music Lessons', sellerId: seller.user._id })
    .returning();
  if (!rent || !service) throw new Error('seeding listings failed');
  return { slug: product.slug, rentId: rent.id, serviceId: service.id };
}

/** How long a change may take to reach the caches, and how often to look. */
const WAIT = { timeout: 5_000, interval: 50 };

/** Whether the answer carries the phone: whole, or its digits alone. */
const carriesPhone = (body: string, phone = PHONE) => body.includes(phone) || body.replace(/\D/g, '').includes(phone.replace(/\D/g, ''));

/** Phones to logged-in members only; none when the owner takes messages only (docs/product-rules.md "Deviation 11"). */
describe.each(BACKENDS)("owners' phones on %s", (backend) => {
  const t = useTestApp(backend);
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

  it("gives a visitor no phone in any answer, cached or first paint, and a member every one", async () => {
    const seller = await signedInUser(t.app, { phone: PHONE });
    const reader = await signedInUser(t.app);
    const calls = publicCalls(await seedListings(t, seller));
    // A member first, so a cache filled for them would be what the visitor gets next.
    for (const url of calls) {
      const answer = await get(url, reader.token);
      expect(answer.statusCode, url).toBe(200);
      expect(carriesPhone(answer.body), url).toBe(true);
    }
    for (const url of calls) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(carriesPhone(answer.body), url).toBe(false);
    }
    // And the member again, after the visitor filled the caches.
    for (const url of calls) expect(carriesPhone((await get(url, reader.token)).body), url).toBe(true);
    // The whole list's copies differ, so their tags do: a member's tag never answers a visitor 304.
    const memberTag = (await get('/product/get-product', reader.token)).headers.etag;
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-product', headers: { 'if-none-match': String(memberTag) } });
    expect(visitor.statusCode).toBe(200);
    expect(carriesPhone(visitor.body)).toBe(false);
    expect(visitor.headers.vary).toContain('Authorization');
    // What the server embeds in the first paint of each page is a visitor's.
    for (const page of ['/', '/rent/products', '/service/products', `/product/${calls[2]?.split('/').at(-1)}`]) {
      const data = await pageData(t.app, page);
      expect(data.responses.length, page).toBeGreaterThan(0);
      expect(carriesPhone(JSON.stringify(data)), page).toBe(false);
    }
    // A visitor's product says whom to log in to see, with the seller's name.
    const product = (await get(calls[2] ?? '')).json<{ singleProduct: { sellerId: Record<string, unknown> } }>().singleProduct;
    expect(product.sellerId).toEqual({ _id: seller.user._id, name: seller.user.name });
  });

  it('gives nobody the phone or e-mail of an owner who takes messages only, and says so', async () => {
    const seller = await signedInUser(t.app, { phone: QUIET_PHONE });
    const reader = await signedInUser(t.app);
    const calls = publicCalls(await seedListings(t, seller));
    // Filled before the change: the change must reach the cached list and searches.
    for (const url of calls) expect(carriesPhone((await get(url, reader.token)).body, QUIET_PHONE), url).toBe(true);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/account',
      headers: bearer(seller.token),
      payload: { name: seller.user.name, phone: QUIET_PHONE, messagesOnly: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AccountUpdateResponse>().account.messagesOnly).toBe(true);
    // The database notifies the caches after the commit (on their own connection for PostgreSQL).
    await vi.waitFor(async () => {
      for (const token of [reader.token, undefined]) {
        for (const url of calls) {
          const body = (await get(url, token)).body;
          expect(carriesPhone(body, QUIET_PHONE), url).toBe(false);
          expect(body, url).not.toContain(seller.input.email);
          expect(body, url).toContain('"messagesOnly":true');
        }
      }
    }, WAIT);
    // Turned off again, members see the phone once more.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/account',
      headers: bearer(seller.token),
      payload: { name: seller.user.name, phone: QUIET_PHONE, messagesOnly: false },
    });
    await vi.waitFor(async () => {
      for (const url of calls) expect(carriesPhone((await get(url, reader.token)).body, QUIET_PHONE), url).toBe(true);
    }, WAIT);
  });
});
