import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { testEnv } from '../../env';
import { bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { reportProblem, resolveCase } from '../orders/case-service';
import { issueDueRefunds, issueRefunds } from '../orders/refund-service';
import {
  cancelCheckout,
  createOrder,
  lineIdsOf,
  readProduct,
  sandboxPay,
  seedProduct,
  storedPayment,
  verifyPayment,
} from '../orders/test-fixtures';
import { checkoutSignature, hmacHex } from './provider';
import { RECORDED_ORDER, RECORDED_REFUND, startRazorpayReplay } from './razorpay-replay';

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

  const paymentOf = (razorpayOrderId: string) => storedPayment(t.app, razorpayOrderId);

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

  /** A purchase paid through Razorpay's checkout (signed as its window signs it); returns the order line and payment ids. */
  const paidThroughRazorpay = async (pricePaise: number, razorpayPaymentId: string) => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const razorpaySignature = checkoutSignature(KEYS.RAZORPAY_KEY_SECRET, razorpayOrderId, razorpayPaymentId);
    expect((await verifyPayment(t.app, buyer.token, { razorpayOrderId, razorpayPaymentId, razorpaySignature })).statusCode).toBe(200);
    const [line] = await lineIdsOf(t.app, razorpayOrderId);
    if (!line) throw new Error('no order line');
    return { line, product };
  };
  const cancel = (line: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/order/update-status/${line}`, headers: bearer(seller.token), payload: { status: 'Cancelled' } });
  const refundOf = async (line: string) => (await t.app.db.select().from(refunds).where(eq(refunds.orderId, line)))[0];

  it('refunds a cancelled sale through Razorpay\'s refund API with an idempotency key', async () => {
    const { line, product } = await paidThroughRazorpay(45_050, 'pay_refund_1');
    const before = replay.refundCount();
    const response = await cancel(line);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { status: 'Cancelled', refund: { status: 'issued', amount: 450.5 } } });

    const refund = await refundOf(line);
    const sent = replay.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_refund_1/refund',
      body: { amount: 45_050, speed: 'normal', receipt: refund?.id },
    });
    expect(sent?.headers['x-refund-idempotency']).toBe(refund?.id);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEYS.RAZORPAY_KEY_ID}:${KEYS.RAZORPAY_KEY_SECRET}`).toString('base64')}`);
    expect(refund).toMatchObject({ status: 'issued', amountPaise: 45_050, providerRefundId: `${RECORDED_REFUND.id}${before + 1}`, attempts: 0 });
    expect(replay.refundCount()).toBe(before + 1);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
  });

  it('keeps a refund owed while Razorpay refuses, and makes it exactly once when it answers again', async () => {
    const { line } = await paidThroughRazorpay(20_000, 'pay_refund_2');
    const before = replay.refundCount();
    replay.setFailing(true);
    let response;
    try {
      response = await cancel(line);
    } finally {
      replay.setFailing(false);
    }
    // The sale is cancelled and the money owed on record, whatever the provider said.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { status: 'Cancelled', refund: { status: 'pending', amount: 200 } } });
    const owed = await refundOf(line);
    expect(owed).toMatchObject({ status: 'pending', attempts: 1, providerRefundId: null, lastError: expect.stringContaining('Authentication failed') });
    const retryAt = owed?.nextAttemptAt ?? new Date(0);
    expect(retryAt.getTime()).toBeGreaterThan(Date.now());

    const context = { db: t.app.db, provider: t.app.paymentProvider, log: t.app.log };
    // Not due yet: the sweep leaves it alone.
    await issueDueRefunds(context, new Date());
    expect((await refundOf(line))?.status).toBe('pending');
    await issueDueRefunds(context, new Date(retryAt.getTime() + 1));
    const issued = await refundOf(line);
    expect(issued).toMatchObject({ status: 'issued', providerRefundId: expect.stringMatching(/^rfnd_/), nextAttemptAt: null });

    // A retry whose answer was lost asks again with the same key: Razorpay answers the same refund.
    const retried = await t.app.paymentProvider.refund({ providerPaymentId: 'pay_refund_2', amountPaise: 20_000, idempotencyKey: issued?.id ?? '' });
    expect(retried.providerRefundId).toBe(issued?.providerRefundId);
    expect(replay.refundCount()).toBe(before + 1);
  });

  it("pays a case's partial refund through Razorpay with its amount and own key, retried once owed, and a later cancel only the rest", async () => {
    // docs/product-rules.md "A buyer's recourse".
    const { line } = await paidThroughRazorpay(30_000, 'pay_case_1');
    const ship = await t.app.inject({ method: 'PUT', url: `/api/v1/order/update-status/${line}`, headers: bearer(seller.token), payload: { status: 'Shipped' } });
    expect(ship.statusCode).toBe(200);
    const now = new Date();
    const { caseId } = await reportProblem(t.app.db, { orderId: line, buyerId: buyer.user._id, reason: 'not-as-described', details: 'Scratched all over.', now });
    const before = replay.refundCount();
    const { refundId } = await resolveCase(t.app.db, { caseId, adminId: seller.user._id, refundPaise: 12_345, note: 'Part back.', now });
    const context = { db: t.app.db, provider: t.app.paymentProvider, log: t.app.log };
    replay.setFailing(true);
    try {
      await issueRefunds(context, [refundId], now);
    } finally {
      replay.setFailing(false);
    }
    const owed = (await t.app.db.select().from(refunds).where(eq(refunds.id, refundId)))[0];
    expect(owed).toMatchObject({ status: 'pending', attempts: 1, caseId, amountPaise: 12_345 });
    // Two processes sweeping at once when it is due: one call.
    const due = new Date((owed?.nextAttemptAt ?? now).getTime() + 1);
    await Promise.all([issueDueRefunds(context, due), issueDueRefunds(context, due)]);
    const calls = replay.requests.filter((request) => request.headers['x-refund-idempotency'] === refundId);
    expect(calls).toHaveLength(2);
    expect(calls.at(-1)).toMatchObject({ url: '/v1/payments/pay_case_1/refund', body: { amount: 12_345, receipt: refundId } });
    expect(replay.refundCount()).toBe(before + 1);
    expect((await t.app.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]).toMatchObject({ status: 'issued' });

    expect((await cancel(line)).statusCode).toBe(200);
    const rest = (await t.app.db.select().from(refunds).where(eq(refunds.orderId, line))).find((row) => row.id !== refundId);
    expect(rest).toMatchObject({ amountPaise: 30_000 - 12_345, status: 'issued', caseId: null });
    expect(replay.requests.at(-1)).toMatchObject({ url: '/v1/payments/pay_case_1/refund', body: { amount: 17_655, receipt: rest?.id } });
    expect(replay.refundCount()).toBe(before + 2);
  });

  it('refunds a payment whose checkout was cancelled and whose stock went to someone else', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise: 15_000 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    // The buyer closed Razorpay's window; someone else bought the last unit; then Razorpay reports the payment.
    expect((await cancelCheckout(t.app, buyer.token, razorpayOrderId)).statusCode).toBe(200);
    const rival = await signedInUser(t.app);
    const taken = (await createOrder(t.app, rival.token, { productId: product.id })).json<CreateOrderResponse>();
    const rivalSignature = checkoutSignature(KEYS.RAZORPAY_KEY_SECRET, taken.razorpayOrderId, 'pay_rival');
    expect((await verifyPayment(t.app, rival.token, { razorpayOrderId: taken.razorpayOrderId, razorpayPaymentId: 'pay_rival', razorpaySignature: rivalSignature })).statusCode).toBe(200);

    const response = await webhook(captured(razorpayOrderId, 'pay_late_1'), { eventId: 'evt_late_1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/your payment is being refunded\.$/);
    const payment = await paymentOf(razorpayOrderId);
    expect(payment).toMatchObject({ status: 'cancelled', providerPaymentId: 'pay_late_1' });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment?.id ?? ''));
    expect(refund).toMatchObject({ orderId: null, amountPaise: 15_000, status: 'issued' });
    expect(replay.requests.at(-1)).toMatchObject({ url: '/v1/payments/pay_late_1/refund', body: { amount: 15_000 } });
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
