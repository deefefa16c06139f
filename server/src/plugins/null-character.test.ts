import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NUL,
  nulMessage,
  SANDBOX_CARDS,
  type ChatMessageAck,
  type ChatMessageInput,
  type CreateOrderResponse,
  type RentProductMutationResponse,
  type ServiceMutationResponse,
} from '@campus/shared/contract';
import * as schema from '../db/schema';
import { hmacHex } from '../modules/payments/provider';
import { createOrder, seedProduct } from '../modules/orders/test-fixtures';
import { ADMIN_ENV, adminToken, bearer, signedInUser, userInput, type SignedInUser } from '../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../test/build-test-app';
import { connectChat, listenLocally, type ChatClient } from '../test/chat-client';
import { formData } from '../test/multipart';
import { UNSTORABLE_TEXT_MESSAGE } from './errors';
import { NUL_IN_ADDRESS, NUL_IN_HEADER } from './null-character';

/** A text a client could send with U+0000 in the middle of it. */
const WITH_NUL = `before${NUL}after`;

/** Every table a write path of the API can change. */
const TABLES = [
  schema.users,
  schema.contactMessages,
  schema.categories,
  schema.products,
  schema.events,
  schema.payments,
  schema.orders,
  schema.webhookEvents,
  schema.rentProducts,
  schema.services,
  schema.chatMessages,
] as const;

/** Everything stored, to tell that a refused request changed nothing. */
async function storedRows(app: FastifyInstance): Promise<string> {
  const contents = await Promise.all(TABLES.map((table) => app.db.select().from(table)));
  return JSON.stringify(contents);
}

/** `body` with the value at `path` (dot-separated) replaced. */
function withField(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  const inner = body[head];
  return {
    ...body,
    [head]: rest.length === 0 ? value : withField(inner as Record<string, unknown>, rest.join('.'), value),
  };
}

const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const unique = () => randomBytes(4).toString('hex');

interface Context {
  app: FastifyInstance;
  member: SignedInUser;
  buyer: SignedInUser;
  admin: string;
  categoryId: string;
  productId: string;
  rentProductId: string;
  serviceId: string;
  razorpayOrderId: string;
}

interface WriteCase {
  /** The route and the field, as the test is named. */
  name: string;
  /** The label the field's message names. */
  label: string;
  send: (context: Context, value: string) => Promise<Response>;
}

/** A JSON write: `fields` are put, one at a time, into a valid body. */
function jsonWrite(
  route: string,
  method: 'POST' | 'PUT',
  url: (context: Context) => string,
  body: (context: Context) => Record<string, unknown>,
  fields: Record<string, string>,
  token: (context: Context) => string | null = () => null,
): WriteCase[] {
  return Object.entries(fields).map(([field, label]) => ({
    name: `${route} ${field}`,
    label,
    send: (context, value) => {
      const bearerToken = token(context);
      return context.app.inject({
        method,
        url: url(context),
        headers: bearerToken ? bearer(bearerToken) : {},
        payload: withField(body(context), field, value),
      });
    },
  }));
}

/** A multipart listing form: each text field in turn holds the value. */
function formWrite(
  route: string,
  method: 'POST' | 'PUT',
  url: (context: Context) => string,
  fields: (context: Context) => Record<string, string | number>,
  token: (context: Context) => string = (context) => context.member.token,
): WriteCase[] {
  return [
    ['name', 'Name'],
    ['description', 'Description'],
  ].map(([field = '', label = '']) => ({
    name: `${route} ${field} (multipart)`,
    label,
    send: (context, value) =>
      context.app.inject({
        method,
        url: url(context),
        headers: bearer(token(context)),
        payload: formData({ ...fields(context), [field]: value }),
      }),
  }));
}

const member = (context: Context) => context.member.token;
const buyer = (context: Context) => context.buyer.token;
const admin = (context: Context) => context.admin;
const api = (path: string) => () => `/api/v1${path}`;

const listing = { description: 'Good as new', pricePerDay: 50 };

/** Every text field of every write path of the API (server/src/modules/*\/routes*.ts). */
const WRITES: WriteCase[] = [
  ...jsonWrite('register', 'POST', api('/auth/register'), () => ({ ...userInput() }), {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    phone: 'Phone number',
  }),
  ...jsonWrite('login', 'POST', api('/auth/login'), (c) => ({ email: c.member.input.email, password: c.member.input.password }), {
    email: 'Email',
    password: 'Password',
  }),
  ...jsonWrite('google-login', 'POST', api('/auth/google-login'), () => ({ token: 'a-google-credential' }), {
    token: 'Google credential',
  }),
  ...jsonWrite(
    'contact',
    'POST',
    api('/contact'),
    () => ({ firstName: 'Asha', email: 'asha@campus.test', phoneNumber: '+91 98765 43210', message: 'Is the lamp still there?' }),
    { firstName: 'First name', email: 'Email', phoneNumber: 'Phone number', message: 'Message' },
  ),
  ...jsonWrite('create-category', 'POST', api('/category/create-category'), () => ({ name: `Lamps ${unique()}` }), { name: 'Category name' }, admin),
  ...jsonWrite(
    'update-category',
    'PUT',
    (c) => `/api/v1/category/update-category/${c.categoryId}`,
    () => ({ name: `Lamps ${unique()}` }),
    { name: 'Category name' },
    admin,
  ),
  ...jsonWrite(
    'events',
    'POST',
    api('/events'),
    () => ({ title: 'Quiz night', description: 'Bring a pen', place: 'Library', startsAt: future(24), endsAt: future(26) }),
    { title: 'Title', description: 'Description', place: 'Place', startsAt: 'Start time', endsAt: 'End time' },
    member,
  ),
  ...jsonWrite('cancel-checkout', 'POST', api('/order/cancel-checkout'), (c) => ({ razorpayOrderId: c.razorpayOrderId }), { razorpayOrderId: 'razorpayOrderId' }, buyer),
  ...jsonWrite(
    'verify-payment',
    'POST',
    api('/order/verify-payment'),
    (c) => ({ razorpayOrderId: c.razorpayOrderId, razorpayPaymentId: 'pay_test', razorpaySignature: 'f'.repeat(64) }),
    { razorpayOrderId: 'razorpayOrderId', razorpayPaymentId: 'razorpayPaymentId', razorpaySignature: 'razorpaySignature' },
    buyer,
  ),
  ...jsonWrite(
    'sandbox pay',
    'POST',
    api('/payments/sandbox/pay'),
    (c) => ({ razorpayOrderId: c.razorpayOrderId, card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123' } }),
    { razorpayOrderId: 'razorpayOrderId', 'card.number': 'Card number', 'card.expiry': 'Expiry', 'card.cvc': 'CVC' },
    buyer,
  ),
  ...formWrite('create-product', 'POST', api('/product/create-product'), (c) => ({
    name: 'Desk lamp',
    description: 'Warm light',
    price: 250,
    quantity: 1,
    category: c.categoryId,
    shipping: 'Yes',
  })),
  ...formWrite('update-product', 'PUT', (c) => `/api/v1/product/update-product/${c.productId}`, () => ({ name: 'Desk lamp' })),
  ...formWrite('create-rent-product', 'POST', api('/rent-product/create-rent-product'), () => ({ name: 'Cycle', ...listing, category: 'Transport' })),
  ...formWrite('update-rent-product', 'PUT', (c) => `/api/v1/rent-product/update-rent-product/${c.rentProductId}`, () => ({ name: 'Cycle' })),
  ...formWrite('create-service', 'POST', api('/service/create-service'), () => ({ name: 'Maths tutoring', ...listing, category: 'Tutoring' })),
  ...formWrite('update-service', 'PUT', (c) => `/api/v1/service/update-service/${c.serviceId}`, () => ({ name: 'Maths tutoring' })),
];

/** Path parameters and query values: the address carries U+0000 as %00. */
const ADDRESSES = [
  ['GET', '/api/v1/product/get-product/%00'],
  ['GET', '/api/v1/product/get-product/lamp%00'],
  ['GET', '/api/v1/product/search?search=lamp%00'],
  ['GET', '/api/v1/product/search?cursor=%00'],
  ['GET', '/api/v1/chats/messages?before=1%00'],
  ['GET', '/api/v1/rent-product/get-rent-product/%00'],
  ['GET', '/api/v1/product/get-product-photo/%00?size=card'],
  ['DELETE', '/api/v1/category/delete-category/%00'],
  ['GET', '/api/v1/no-such-route/%00'],
  ['GET', '/product/%00'],
] as const;

describe.each(BACKENDS)('U+0000 refused on %s', (backend) => {
  let t: TestApp;
  let context: Context;

  beforeAll(async () => {
    t = await buildTestApp(backend, ADMIN_ENV, {
      // The safety net's test route: a text handed to the database as it came, past every schema.
      beforeReady: (app) => {
        app.post('/test/store-text', async (request) => {
          const { text, as } = request.body as { text: string; as: 'text' | 'jsonb' };
          await app.db.execute(as === 'jsonb' ? sql`select ${text}::jsonb` : sql`select ${text}::text`);
          return { success: true };
        });
      },
    });
    const { app } = t;
    const seller = await signedInUser(app);
    const product = await seedProduct(app, { sellerId: seller.user._id, quantity: 5 });
    const rent = await app.inject({
      method: 'POST',
      url: '/api/v1/rent-product/create-rent-product',
      headers: bearer(seller.token),
      payload: formData({ name: 'Cycle', ...listing, category: 'Transport' }),
    });
    const service = await app.inject({
      method: 'POST',
      url: '/api/v1/service/create-service',
      headers: bearer(seller.token),
      payload: formData({ name: 'Maths tutoring', ...listing, category: 'Tutoring' }),
    });
    const shopper = await signedInUser(app);
    const checkout = await createOrder(app, shopper.token, { productId: product.id });
    expect([rent.statusCode, service.statusCode, checkout.statusCode]).toEqual([201, 201, 201]);
    context = {
      app,
      member: seller,
      buyer: shopper,
      admin: await adminToken(app),
      categoryId: product.categoryId,
      productId: product.id,
      rentProductId: rent.json<RentProductMutationResponse>().rentProduct._id,
      serviceId: service.json<ServiceMutationResponse>().service._id,
      razorpayOrderId: checkout.json<CreateOrderResponse>().razorpayOrderId,
    };
  });
  afterAll(() => t.close());

  it.each(WRITES)('$name: 400 naming the field, nothing stored', async ({ name, label, send }) => {
    const before = await storedRows(t.app);
    const response = await send(context, WITH_NUL);
    expect(response.statusCode).toBe(400);
    const message = nulMessage(label);
    // The contact form's failures repeat the message as `error` (README "The API reference").
    expect(response.json()).toEqual(name.startsWith('contact') ? { success: false, message, error: message } : { success: false, message });
    expect(await storedRows(t.app)).toBe(before);
  });

  it.each(ADDRESSES)('%s %s: 400, the address named', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: bearer(context.admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_IN_ADDRESS });
  });

  it('a header holding the character: 400, before anything reads it', async () => {
    const before = await storedRows(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'x-razorpay-event-id': `evt_${NUL}` },
      payload: { firstName: 'Asha', email: 'asha@campus.test', phoneNumber: '12345', message: 'Hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_IN_HEADER, error: NUL_IN_HEADER });
    expect(await storedRows(t.app)).toBe(before);
  });

  it('a chat message over the socket: refused with the message, nothing stored', async () => {
    const url = await listenLocally(t.app);
    // Connecting stamps the member's presence (README "E-mail"): that write lands first, then the refused message's (none).
    const seen = async () =>
      (await t.app.db.select({ seenAt: schema.users.seenAt }).from(schema.users).where(eq(schema.users.id, context.member.user._id)))[0]?.seenAt?.getTime();
    const unseen = await seen();
    const client: ChatClient = await connectChat(url, { token: context.member.token });
    try {
      await vi.waitFor(async () => expect(await seen()).not.toBe(unseen));
      const before = await storedRows(t.app);
      const ack: ChatMessageAck = await client.timeout(5000).emitWithAck('chatMessage', { content: WITH_NUL } as ChatMessageInput);
      expect(ack).toEqual({ error: nulMessage('A message') });
      expect(await storedRows(t.app)).toBe(before);
    } finally {
      client.disconnect();
    }
  });

  it.each([
    ['text', WITH_NUL],
    ['jsonb', JSON.stringify({ note: WITH_NUL })],
  ] as const)('the database refusing a character (%s) is a 400, not a 500', async (as, text) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/store-text', payload: { text, as } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('U+0000 in a Razorpay webhook', () => {
  const webhookSecret = 'whsec_test_0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    });
  });
  afterAll(() => t.close());

  it('an event whose ids hold the character is refused before anything is recorded', async () => {
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: `pay_${NUL}`, order_id: `order_${NUL}` } } },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/razorpay-webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, Buffer.from(raw)), 'x-razorpay-event-id': 'evt_1' },
      payload: raw,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The webhook body is not a Razorpay event.' });
    expect(await t.app.db.select().from(schema.webhookEvents)).toEqual([]);
  });
});
