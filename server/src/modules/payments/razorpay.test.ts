import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { testEnv } from '../../env';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOrder, readProduct, sandboxPay, seedProduct, verifyPayment } from '../orders/test-fixtures';
import { checkoutSignature, hmacHex } from './provider';
import { RECORDED_ORDER, startRazorpayReplay } from './razorpay-replay';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisthekeysecretoftests',
  RAZORPAY_WEBHOOK_SECRET: 'thisisthewebhooksecretoftests',
};

describe('razorpay configuration', () => {
  it('refuses to start without the three keys', () => {
    expect(() => testEnv({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
    expect(testEnv().PAYMENT_PROVIDER).toBe('sandbox');
  });
});

describe.each(BACKENDS)('razorpay provider on %s', (backend) => {
  let t: TestApp;
  let replay: Awaited<ReturnType<typeof startRazorpayReplay>>;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  beforeAll(async () => {
    replay = await startRazorpayReplay();
    t = await buildTestApp(backend, { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_API_URL: replay.url, ...KEYS });
    seller = await signedInUser(t.app);
    buyer = await signedInUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });

  const paymentOf = async (razorpayOrderId: string) =>
    (await t.app.db.select().from(payments).where(eq(payments.providerOrderId, razorpayOrderId)))[0];

  const webhook = (event: object, options: { eventId: string; secret?: string }) => {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/order/razorpay-webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': options.eventId,
        'x-razorpay-signature': hmacHex(options.secret ?? KEYS.RAZORPAY_WEBHOOK_SECRET, body),
      },
      payload: body,
    });
  };

  /** Razorpay's `payment.captured` event, shaped as its webhook documentation records it. */
  const captured = (orderId: string, paymentId: string) => ({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount: 24_950, currency: 'INR', status: 'captured', order_id: orderId, method: 'card' },
      },
    },
    created_at: 1_567_674_606,
  });

  it('creates the order through the SDK with the server-side amount and the key id', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2, pricePaise: 24_950 });
    const response = await createOrder(t.app, buyer.token, { productId: product.id, amount: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateOrderResponse>();
    expect(body).toMatchObject({ provider: 'razorpay', key: KEYS.RAZORPAY_KEY_ID, order: { amount: 24_950, currency: 'INR' } });
    expect(body.razorpayOrderId.startsWith(RECORDED_ORDER.id)).toBe(true);
    const sent = replay.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/orders', body: { amount: 24_950, currency: 'INR' } });
    const credentials = Buffer.from(`${KEYS.RAZORPAY_KEY_ID}:${KEYS.RAZORPAY_KEY_SECRET}`).toString('base64');
    expect(sent?.headers.authorization).toBe(`Basic ${credentials}`);
    expect((await paymentOf(body.razorpayOrderId))?.id).toBe((sent?.body as { receipt: string }).receipt);

    const razorpayPaymentId = 'pay_29QQoUBi66xm2f';
    const signature = checkoutSignature(KEYS.RAZORPAY_KEY_SECRET, body.razorpayOrderId, razorpayPaymentId);
    const verified = await verifyPayment(t.app, buyer.token, { razorpayOrderId: body.razorpayOrderId, razorpayPaymentId, razorpaySignature: signature });
    expect(verified.statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
  });

  it('answers 502 and reserves nothing when Razorpay refuses', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    replay.setFailing(true);
    try {
      const response = await createOrder(t.app, buyer.token, { productId: product.id });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ success: false, message: 'Payment provider unavailable, please try again.' });
    } finally {
      replay.setFailing(false);
    }
    expect(await readProduct(t.app, product.id)).toMatchObject({ reserved: 0 });
  });

  it('has no sandbox card form', async () => {
    expect((await sandboxPay(t.app, buyer.token, 'order_anything')).statusCode).toBe(404);
  });

  it('completes an order from a signed webhook, once per event id', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const event = captured(razorpayOrderId, 'pay_webhook_1');

    const forged = await webhook(event, { eventId: 'evt_forged', secret: 'not-the-webhook-secret' });
    expect(forged.statusCode).toBe(400);
    expect((await paymentOf(razorpayOrderId))?.status).toBe('pending');

    const first = await webhook(event, { eventId: 'evt_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Payment recorded' });
    expect(await paymentOf(razorpayOrderId)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_webhook_1' });
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });

    const again = await webhook(event, { eventId: 'evt_1' });
    expect(again.json()).toEqual({ success: true, message: 'Duplicate event ignored' });
    // The buyer's own verify arriving after the webhook is harmless.
    const signature = checkoutSignature(KEYS.RAZORPAY_KEY_SECRET, razorpayOrderId, 'pay_webhook_1');
    const verified = await verifyPayment(t.app, buyer.token, { razorpayOrderId, razorpayPaymentId: 'pay_webhook_1', razorpaySignature: signature });
    expect(verified.statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });
  });

  it('acknowledges events it does not act on', async () => {
    const response = await webhook({ event: 'payment.failed', payload: {} }, { eventId: 'evt_failed' });
    expect(response.json()).toEqual({ success: true, message: 'Event ignored' });
  });
});

describe('webhook with the sandbox', () => {
  it('does not exist', async () => {
    const t = await buildTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/order/razorpay-webhook', payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
