import { eq } from 'drizzle-orm';
import type { OrderCasesResponse, OrdersResponse, OrderStatusResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { notifications, orderCases, orders, refunds } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { sandboxRefundId } from '../payments/sandbox-provider';
import { paidOrderLine, readProduct } from './test-fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** docs/product-rules.md "A buyer's recourse": the buyer's cancel, receipt and report, and the admins' cases. */
describe.each(BACKENDS)("a buyer's recourse after paying on %s", (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const seller = useMember(t);
  const buyer = useMember(t);
  const stranger = useMember(t);
  const admin = useAdmin(t);

  const post = (url: string, token: string | null, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/order/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const setStatus = (id: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/order/update-status/${id}`, headers: bearer(seller.token), payload: { status } });
  const report = (id: string, token: string | null = buyer.token, body: object = { reason: 'not-as-described', details: 'The lamp has a cracked base.' }) =>
    post(`report-problem/${id}`, token, body);
  const cases = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/order/cases', headers: bearer(admin.token) })).json<OrderCasesResponse>().cases;
  const caseOf = async (orderId: string) => (await cases()).find((item) => item.order._id === orderId);
  const resolve = (caseId: string, body: object, token = admin.token) => post(`resolve-case/${caseId}`, token, body);
  const refundsOf = (orderId: string) => t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const line = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
  const toldTo = async (userId: string, orderId: string) =>
    (await t.app.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((row) => row.orderId === orderId).map((row) => row.message);

  /** A paid line of 2 units at ₹100 each (₹200 paid). */
  const paidLine = () => paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, quantity: 2, pricePaise: 10_000, name: 'Desk lamp' });
  const shippedLine = async () => {
    const id = await paidLine();
    expect((await setStatus(id, 'Shipped')).statusCode).toBe(200);
    return id;
  };

  it('lets the buyer cancel before Shipped: refunded in full through the provider, stock back, the seller told', async () => {
    const id = await paidLine();
    const productId = (await line(id))?.productId ?? '';
    const before = await readProduct(t.app, productId);
    const answer = await post(`cancel-order/${id}`, buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<OrderStatusResponse>().order).toMatchObject({ status: 'Cancelled', refund: { status: 'issued', amount: 200 } });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amountPaise: 20_000, status: 'issued', caseId: null });
    expect(refund?.providerRefundId).toBe(sandboxRefundId(t.app.secrets.sandboxPaymentSecret, refund?.id ?? ''));
    expect((await readProduct(t.app, productId))?.quantity).toBe((before?.quantity ?? 0) + 2);
    expect(await toldTo(seller.user._id, id)).toContainEqual(expect.stringMatching(/cancelled their order for Desk lamp; ₹200\.00 is being refunded/));
    // Once cancelled, a second cancel changes nothing.
    expect((await post(`cancel-order/${id}`, buyer.token)).statusCode).toBe(409);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('refuses a cancel once Shipped, and every cancel or confirm but the buyer\'s', async () => {
    const id = await paidLine();
    for (const token of [seller.token, stranger.token, admin.token]) {
      expect((await post(`cancel-order/${id}`, token)).statusCode).toBe(403);
      expect((await post(`confirm-receipt/${id}`, token)).statusCode).toBe(403);
    }
    expect((await post(`cancel-order/${id}`, null)).statusCode).toBe(401);
    expect((await post('cancel-order/00000000-0000-4000-8000-000000000000', buyer.token)).statusCode).toBe(404);
    expect((await setStatus(id, 'Shipped')).statusCode).toBe(200);
    const refused = await post(`cancel-order/${id}`, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'An order that is Shipped can no longer be cancelled; report a problem instead.' });
    expect((await line(id))?.status).toBe('Shipped');
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it('records when an order is shipped and delivered; the buyer confirming receipt makes it Delivered and tells the seller', async () => {
    const id = await shippedLine();
    expect((await line(id))?.shippedAt).toBeInstanceOf(Date);
    const answer = await post(`confirm-receipt/${id}`, buyer.token);
    expect(answer.statusCode).toBe(200);
    const order = answer.json<OrderStatusResponse>().order;
    expect(order).toMatchObject({ status: 'Delivered', deliveredAt: expect.any(String) });
    expect(new Date(order.reportableUntil ?? 0).getTime() - new Date(order.deliveredAt ?? 0).getTime()).toBe(7 * DAY);
    expect(await toldTo(seller.user._id, id)).toContainEqual(expect.stringMatching(/received Desk lamp: the order is Delivered/));
    expect((await post(`confirm-receipt/${id}`, buyer.token)).statusCode).toBe(409);
  });

  it('opens one case when the buyer reports a problem within 7 days of Shipped, and tells the seller', async () => {
    const id = await shippedLine();
    const answer = await report(id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<OrderStatusResponse>().order.case).toMatchObject({ reason: 'not-as-described', details: 'The lamp has a cracked base.', status: 'open', resolution: null });
    expect(await toldTo(seller.user._id, id)).toContainEqual(expect.stringMatching(/reported a problem with Desk lamp: Not as described/));
    const again = await report(id, buyer.token, { reason: 'not-received', details: 'It never came at all.' });
    expect(again.statusCode).toBe(409);
    expect(await t.app.db.select().from(orderCases).where(eq(orderCases.orderId, id))).toHaveLength(1);
    // The admins see it with both parties and what can still be refunded.
    expect(await caseOf(id)).toMatchObject({
      status: 'open',
      details: 'The lamp has a cracked base.',
      buyer: { _id: buyer.user._id, email: buyer.user.email },
      seller: { _id: seller.user._id, email: seller.user.email },
      order: { _id: id, amount: 200, refundable: 200, status: 'Shipped' },
    });
  });

  it('refuses a report from anyone but the buyer, before Shipped, after 7 days, or with bad input', async () => {
    const id = await paidLine();
    expect((await report(id)).statusCode).toBe(409);
    expect((await setStatus(id, 'Shipped')).statusCode).toBe(200);
    expect((await report(id, seller.token)).statusCode).toBe(403);
    expect((await report(id, stranger.token)).statusCode).toBe(403);
    expect((await report(id, null)).statusCode).toBe(401);
    const bad = await report(id, buyer.token, { reason: 'changed-my-mind', details: 'I do not want it any more.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('Choose what went wrong') });
    expect((await report(id, buyer.token, { reason: 'not-received', details: 'short' })).statusCode).toBe(400);
    await t.app.db.update(orders).set({ shippedAt: new Date(Date.now() - 7 * DAY - 60_000) }).where(eq(orders.id, id));
    const late = await report(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/within 7 days/);
    expect(await t.app.db.select().from(orderCases).where(eq(orderCases.orderId, id))).toHaveLength(0);
  });

  it('lets an admin resolve a case with a partial refund and a note both parties see; the refund goes through the provider', async () => {
    const id = await shippedLine();
    expect((await report(id)).statusCode).toBe(201);
    const opened = await caseOf(id);
    const answer = await resolve(opened?._id ?? '', { refund: 75.5, note: 'Partial refund for the cracked base.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().case).toMatchObject({ status: 'resolved', resolution: { refund: 75.5, note: 'Partial refund for the cracked base.' }, order: { refundable: 124.5 } });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amountPaise: 7_550, status: 'issued', caseId: opened?._id });
    expect(refund?.providerRefundId).toBe(sandboxRefundId(t.app.secrets.sandboxPaymentSecret, refund?.id ?? ''));
    for (const member of [buyer, seller]) {
      const list = member === buyer ? 'buyer-orders' : 'seller-orders';
      const orderList = (await t.app.inject({ method: 'GET', url: `/api/v1/order/${list}`, headers: bearer(member.token) })).json<OrdersResponse>();
      const shown = orderList.orders.find((order) => order._id === id);
      expect(shown).toMatchObject({ refund: { amount: 75.5, status: 'issued' }, case: { status: 'resolved', resolution: { note: 'Partial refund for the cracked base.', refund: 75.5 } } });
      expect(await toldTo(member.user._id, id)).toContainEqual(expect.stringMatching(/₹75\.50 is refunded to the buyer\. Note: Partial refund for the cracked base\./));
    }
    // Resolved once: a second resolution is refused, and nothing more is refunded.
    expect((await resolve(opened?._id ?? '', { refund: 10, note: 'Again' })).statusCode).toBe(409);
    expect(await refundsOf(id)).toHaveLength(1);
    // A new problem may be reported; it can refund at most what is left, and a cancellation only refunds the rest.
    expect((await report(id, buyer.token, { reason: 'not-received', details: 'The spare bulb never came.' })).statusCode).toBe(201);
    const second = (await cases()).find((item) => item.order._id === id && item.status === 'open');
    const tooMuch = await resolve(second?._id ?? '', { refund: 124.51, note: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ success: false, message: 'The refund can be at most ₹124.50, what was paid and not yet refunded.' });
    expect((await setStatus(id, 'Cancelled')).statusCode).toBe(200);
    expect((await refundsOf(id)).map((row) => row.amountPaise).sort((a, b) => a - b)).toEqual([7_550, 12_450]);
    const nothingLeft = await resolve(second?._id ?? '', { refund: 1, note: 'Nothing left' });
    expect(nothingLeft.statusCode).toBe(409);
  });

  it('refuses a resolution by anyone but an admin, and bad amounts or notes', async () => {
    const id = await shippedLine();
    expect((await report(id)).statusCode).toBe(201);
    const opened = await caseOf(id);
    const caseId = opened?._id ?? '';
    for (const token of [buyer.token, seller.token]) {
      expect((await resolve(caseId, { refund: 200, note: 'Mine' }, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/order/cases', headers: bearer(token) })).statusCode).toBe(403);
    }
    for (const body of [{ refund: 0, note: 'Nothing' }, { refund: -5, note: 'Less' }, { refund: 10.005, note: 'Odd' }, { refund: 10, note: '  ' }, { refund: '10', note: 'Text' }]) {
      const answer = await resolve(caseId, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    expect((await resolve(caseId, { refund: 200.01, note: 'Over' })).statusCode).toBe(400);
    expect((await resolve('00000000-0000-4000-8000-000000000000', { refund: 1, note: 'None' })).statusCode).toBe(404);
    expect((await caseOf(id))?.status).toBe('open');
    expect(await refundsOf(id)).toHaveLength(0);
    // The whole amount is a full refund.
    expect((await resolve(caseId, { refund: 200, note: 'Full refund.' })).statusCode).toBe(200);
    expect((await refundsOf(id)).map((row) => row.amountPaise)).toEqual([20_000]);
  });

  it('pays a case once when two resolutions arrive at the same time', async () => {
    const id = await shippedLine();
    expect((await report(id)).statusCode).toBe(201);
    const caseId = (await caseOf(id))?._id ?? '';
    const answers = await Promise.all([resolve(caseId, { refund: 50, note: 'First' }), resolve(caseId, { refund: 60, note: 'Second' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(id)).toHaveLength(1);
  });
});
