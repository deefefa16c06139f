import type {
  ChatMessagesResponse,
  EventsResponse,
  ProductsResponse,
  RentProductsResponse,
  ServiceAvailabilityResponse,
  ServicesResponse,
} from '@campus/shared/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories, chatMessages, events, products, rentProducts, services, users } from '../../db/schema';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventsRepository } from '../events/repository';
import { demoEventStart } from './community';
import { DEMO_EVENTS, DEMO_MESSAGES } from './community-data';
import { DEMO_CATEGORIES, DEMO_MEMBERS, DEMO_PRODUCTS } from './data';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES } from './rentals-data';
import { seedDemoData } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;

const memberName = (key: string) => DEMO_MEMBERS.find((member) => member.key === key)?.name;

const totals = async (app: TestApp['app']) => ({
  categories: (await app.db.select({ n: count() }).from(categories))[0]?.n,
  products: (await app.db.select({ n: count() }).from(products))[0]?.n,
  users: (await app.db.select({ n: count() }).from(users))[0]?.n,
  chatMessages: (await app.db.select({ n: count() }).from(chatMessages))[0]?.n,
  events: (await app.db.select({ n: count() }).from(events))[0]?.n,
});

const SEEDED = {
  categories: DEMO_CATEGORIES.length,
  products: DEMO_PRODUCTS.length,
  users: DEMO_MEMBERS.length,
  chatMessages: DEMO_MESSAGES.length,
  events: DEMO_EVENTS.length,
};
const EMPTY = { categories: 0, products: 0, users: 0, chatMessages: 0, events: 0 };

describe('a site started on an empty embedded database with DEMO_DATA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { DEMO_DATA: 'true' });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

  it('has listings with photos and a sold-out product, by demo members nobody can sign in as', async () => {
    expect(await totals(t.app)).toEqual(SEEDED);
    const { getProduct } = await get<ProductsResponse>('/api/v1/product/get-product');
    expect(getProduct.every((product) => product.hasPhoto)).toBe(true);
    expect(getProduct.filter((product) => product.isSold).map((product) => product.quantity)).toEqual([0]);
    expect(new Set(getProduct.map((product) => product.category.name)).size).toBe(DEMO_CATEGORIES.length);

    const { rentProducts: rentItems } = await get<RentProductsResponse>('/api/v1/rent-product/get-rent-products');
    const { services: offered } = await get<ServicesResponse>('/api/v1/service/get-services');
    expect(rentItems.map((item) => item.name).sort()).toEqual(DEMO_RENT_PRODUCTS.map((item) => item.name).sort());
    expect(offered.map((item) => item.name).sort()).toEqual(DEMO_SERVICES.map((item) => item.name).sort());
    const members = await t.app.db.select().from(users);
    const demoMembers = new Set(members.filter((user) => user.email.endsWith('@demo.campus')).map((user) => user.id));
    expect([...rentItems, ...offered].every((item) => item.hasPhoto && demoMembers.has(item.sellerId._id))).toBe(true);
    expect(members.map((user) => user.email).sort()).toEqual(DEMO_MEMBERS.map((member) => member.email).sort());
    expect(members.every((user) => user.passwordHash === null && user.googleSubject === null)).toBe(true);
  });

  it('can be booked: every service has opening hours, and items carry deposits', async () => {
    const { services: offered } = await get<ServicesResponse>('/api/v1/service/get-services');
    for (const service of offered) {
      const { weekly } = await get<ServiceAvailabilityResponse>(`/api/v1/service/${service._id}/availability`);
      expect(weekly.length, service.name).toBeGreaterThan(0);
    }
    const { rentProducts: rentItems } = await get<RentProductsResponse>('/api/v1/rent-product/get-rent-products');
    expect(rentItems.filter((item) => item.deposit > 0).map((item) => item.name).sort()).toEqual([
      'Canon EOS 1500D DSLR kit',
      'Hero Sprint geared bicycle',
    ]);
  });

  it('stores every photo as a drawing in WebP, in the page and the card size', async () => {
    const { getProduct } = await get<ProductsResponse>('/api/v1/product/get-product');
    const { rentProducts: rentItems } = await get<RentProductsResponse>('/api/v1/rent-product/get-rent-products');
    const { services: offered } = await get<ServicesResponse>('/api/v1/service/get-services');
    const photoUrls = [
      ...getProduct.map((product) => `/api/v1/product/get-product-photo/${product._id}`),
      ...rentItems.map((item) => `/api/v1/rent-product/get-rent-product-photo/${item._id}`),
      ...offered.map((item) => `/api/v1/service/get-service-photo/${item._id}`),
    ];
    expect(photoUrls).toHaveLength(DEMO_PRODUCTS.length + DEMO_RENT_PRODUCTS.length + DEMO_SERVICES.length);
    for (const url of photoUrls) {
      const page = await t.app.inject({ method: 'GET', url });
      const card = await t.app.inject({ method: 'GET', url: `${url}?size=card` });
      expect(page.headers['content-type'], url).toBe('image/webp');
      expect(await sharp(page.rawPayload).metadata(), url).toMatchObject({ format: 'webp', width: 800, height: 800 });
      expect(await sharp(card.rawPayload).metadata(), url).toMatchObject({ format: 'webp', width: 400, height: 400 });
      // The old monograms (a flat square, a shape and two letters) measured about 1.1 bits; the drawings over 5.
      expect((await sharp(page.rawPayload).stats()).entropy, url).toBeGreaterThan(3);
    }
  });

  it('has a conversation among demo members in the chat, oldest first, ending a little before the start', async () => {
    const { messages } = await get<ChatMessagesResponse>('/api/v1/chats/messages');
    expect(messages.map((message) => message.content)).toEqual(DEMO_MESSAGES.map((message) => message.content));
    expect(messages.map((message) => message.senderName)).toEqual(DEMO_MESSAGES.map((message) => memberName(message.from)));
    expect(messages.every((message) => !message.isBuyer)).toBe(true);

    const times = messages.map((message) => Date.parse(message.timestamp));
    const ids = messages.map((message) => BigInt(message._id));
    expect(times.every((time, index) => index === 0 || time > (times[index - 1] ?? Infinity))).toBe(true);
    expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? id))).toBe(true);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 3 * DAY_MS);

    // A client catching up after the first message gets the rest, in order.
    const { messages: rest } = await get<ChatMessagesResponse>(`/api/v1/chats/messages?after=${messages[0]?._id ?? ''}`);
    expect(rest.map((message) => message.content)).toEqual(DEMO_MESSAGES.slice(1).map((message) => message.content));
  });

  it('lists upcoming events organised by demo members, days to weeks ahead', async () => {
    const now = Date.now();
    const { events: upcoming } = await get<EventsResponse>('/api/v1/events');
    expect(upcoming.map((event) => event.title)).toEqual(DEMO_EVENTS.map((event) => event.title));
    expect(upcoming.map((event) => event.organizer.name)).toEqual(DEMO_EVENTS.map((event) => memberName(event.organizer)));
    expect(upcoming.every((event) => Date.parse(event.startsAt) > now + DAY_MS)).toBe(true);
    expect(upcoming.every((event) => event.endsAt === null || Date.parse(event.endsAt) > Date.parse(event.startsAt))).toBe(true);
    expect(upcoming.filter((event) => event.endsAt !== null && event.description !== '').length).toBeGreaterThanOrEqual(3);
    expect(upcoming.find((event) => event.title === 'Sunrise ride to the lake')?.place).toBe('Main gate');

    // A demo site left running for two weeks still has something coming up.
    expect((await eventsRepository(t.app.db).upcoming(new Date(now + 14 * DAY_MS))).length).toBeGreaterThan(0);
  });

  it('adds nothing on a second start', async () => {
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect(await totals(t.app)).toEqual(SEEDED);
  });
});

describe('demo event times', () => {
  it('start on their day after seeding at their time of day on the campus (UTC+05:30)', () => {
    // 20:00 UTC on 10 January is already 01:30 on 11 January on the campus.
    const seededAt = new Date('2025-01-10T20:00:00Z');
    expect(demoEventStart({ inDays: 3, at: [10, 0] }, seededAt).toISOString()).toBe('2025-01-14T04:30:00.000Z');
    expect(demoEventStart({ inDays: 1, at: [6, 0] }, new Date('2025-01-10T12:00:00Z')).toISOString()).toBe('2025-01-11T00:30:00.000Z');
  });
});

describe('demo data left alone', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('leaves a database that already has a category alone', async () => {
    t = await buildTestApp('pglite');
    await t.app.db.insert(categories).values({ name: 'Mine', slug: 'mine' });
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect(await totals(t.app)).toEqual({ ...EMPTY, categories: 1 });
  });

  it('seeds again only once every listing, message and event is gone, reusing the demo members', async () => {
    t = await buildTestApp('pglite', { DEMO_DATA: '1' });
    await t.app.db.delete(products);
    await t.app.db.delete(categories);
    await t.app.db.delete(rentProducts);
    await t.app.db.delete(services);
    await t.app.db.delete(events);
    // No listings, but people talk in the chat: the site is in use.
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect(await totals(t.app)).toEqual({ ...EMPTY, users: DEMO_MEMBERS.length, chatMessages: DEMO_MESSAGES.length });

    await t.app.db.delete(chatMessages);
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(true);
    expect(await totals(t.app)).toEqual(SEEDED);
    const [rohan] = await t.app.db.select().from(users).where(eq(users.email, 'rohan.mehta@demo.campus'));
    expect(rohan?.name).toBe('Rohan Mehta');
  });

  it('leaves a site with only an upcoming event alone', async () => {
    t = await buildTestApp('pglite');
    const [organizer] = await t.app.db.insert(users).values({ name: 'Meera', email: 'meera@college.edu' }).returning({ id: users.id });
    if (!organizer) throw new Error('no organizer');
    await eventsRepository(t.app.db).create({
      title: 'Freshers night',
      description: '',
      place: 'Main hall',
      startsAt: new Date(Date.now() + DAY_MS),
      endsAt: null,
      organizerId: organizer.id,
    });
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect(await totals(t.app)).toEqual({ ...EMPTY, users: 1, events: 1 });
  });

  it('never seeds when DEMO_DATA is off (the test default)', async () => {
    t = await buildTestApp('pglite');
    expect(await totals(t.app)).toEqual(EMPTY);
    const { messages } = (await t.app.inject({ method: 'GET', url: '/api/v1/chats/messages' })).json<ChatMessagesResponse>();
    const { events: upcoming } = (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json<EventsResponse>();
    expect([messages, upcoming]).toEqual([[], []]);
  });

  it.skipIf(!BACKENDS.includes('postgres'))('never seeds a PostgreSQL server', async () => {
    t = await buildTestApp('postgres', { DEMO_DATA: 'true' });
    expect(await totals(t.app)).toEqual(EMPTY);
  });
});
