import { eq } from 'drizzle-orm';
import type { CreateOrderResponse, Order, OrdersResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { orders, products, refunds } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { buy, createOrder, lineIdsOf, paidOrderLine, readProduct, seedProduct } from './test-fixtures';

describe.each(BACKENDS)('order lists and management on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const seller = useMember(t);
  const buyer = useMember(t);
  const stranger = useMember(t);
  const admin = useAdmin(t);

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url: `/api/v1/order/${url}`, headers: token ? bearer(token) : {} });
  const setStatus = (id: string, token: string | null, status = 'Shipped') =>
    t.app.inject({ method: 'PUT', url: `/api/v1/order/update-status/${id}`, headers: token ? bearer(token) : {}, payload: { status } });
  const remove = (id: string, token: string | null) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/order/delete-order/${id}`, headers: token ? bearer(token) : {} });
  const lineStatus = async (id: string) =>
    (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  /** A paid purchase of `quantity` units at ₹100 each; returns the order line's id. */
  const paidLine = (quantity = 1) =>
    paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, quantity, pricePaise: 10_000 });

  it('lists the seller\'s, the buyer\'s and (for admins) all paid lines with the paid total', async () => {
    const paid = await paidLine(2);
    const pendingProduct = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise: 5_000 });
    expect((await createOrder(t.app, buyer.token, { productId: pendingProduct.id })).statusCode).toBe(201);

    const sellerList = (await get('seller-orders', seller.token)).json<OrdersResponse>();
    const buyerList = (await get('buyer-orders', buyer.token)).json<OrdersResponse>();
    const adminList = await get('manage-order', admin.token);
    expect(adminList.statusCode).toBe(200);
    for (const list of [sellerList, buyerList, adminList.json<OrdersResponse>()]) {
      // Newest first; the checkout awaiting payment is no order.
      expect(list.orders[0]?._id).toBe(paid);
      expect(list.orders.every((order) => order.payment === 'paid')).toBe(true);
      expect(list.orders.some((order) => order.product._id === pendingProduct.id)).toBe(false);
    }
    expect(sellerList.totalSales).toBe(200);
    expect(buyerList.totalSales).toBe(200);
    const line = sellerList.orders.find((order) => order._id === paid) as Order;
    expect(line).toMatchObject({
      reference: expect.stringMatching(/^CM-/),
      buyer: { _id: buyer.user._id, name: buyer.user.name },
      seller: { _id: seller.user._id },
      quantity: 2,
      amount: 200,
      status: 'Pending',
      payment: 'paid',
      refund: null,
    });
    expect((await get('seller-orders', stranger.token)).json<OrdersResponse>()).toEqual({ success: true, orders: [], totalSales: 0 });
  });

  it('keeps a line after its listing is deleted, with the name and price it was bought at', async () => {
    const id = await paidLine();
    const [line] = await t.app.db.select({ productId: orders.productId, name: orders.productName }).from(orders).where(eq(orders.id, id));
    await t.app.db.delete(products).where(eq(products.id, line?.productId ?? ''));
    const listed = (await get('buyer-orders', buyer.token)).json<OrdersResponse>().orders.find((order) => order._id === id);
    expect(listed?.product).toMatchObject({ _id: null, name: line?.name, price: 100 });
  });

  it('requires a session for every list and an admin for the full one', async () => {
    for (const url of ['seller-orders', 'buyer-orders', 'manage-order']) expect((await get(url, null)).statusCode).toBe(401);
    expect((await get('manage-order', seller.token)).statusCode).toBe(403);
  });

  it('lets only the seller or an admin change a paid line\'s status', async () => {
    const id = await paidLine();
    expect((await setStatus(id, null)).statusCode).toBe(401);
    expect((await setStatus(id, stranger.token)).statusCode).toBe(403);
    expect((await setStatus(id, buyer.token)).statusCode).toBe(403);
    expect(await lineStatus(id)).toBe('Pending');
    const bySeller = await setStatus(id, seller.token, 'Shipped');
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json()).toMatchObject({ success: true, message: 'Order status updated successfully.', order: { _id: id, status: 'Shipped' } });
    expect((await setStatus(id, admin.token, 'Delivered')).statusCode).toBe(200);
    expect(await lineStatus(id)).toBe('Delivered');
    expect((await setStatus(id, seller.token, 'Lost')).statusCode).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
  });

  it('refuses a status change of an unpaid line', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const [line] = await lineIdsOf(t.app, razorpayOrderId);
    const response = await setStatus(line ?? '', seller.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only paid orders can change status.');
  });

  it('never destroys a paid order: a delete takes it off the caller\'s own list, the other party and admins keep it', async () => {
    const [first, second] = [await paidLine(), await paidLine()];
    if (!first || !second) throw new Error('no lines');
    const ids = async (url: string, token: string) => (await get(url, token)).json<OrdersResponse>().orders.map((order) => order._id);
    const totals = async () => [
      (await get('seller-orders', seller.token)).json<OrdersResponse>().totalSales,
      (await get('buyer-orders', buyer.token)).json<OrdersResponse>().totalSales,
    ];
    const before = await totals();

    expect((await remove(first, null)).statusCode).toBe(401);
    const byStranger = await remove(first, stranger.token);
    expect(byStranger.statusCode).toBe(403);
    const byAdmin = await remove(first, admin.token);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('A paid order stays on record: set its status to Cancelled to end the sale.');
    expect(await ids('buyer-orders', buyer.token)).toContain(first);

    for (const [id, token] of [[first, buyer.token], [second, seller.token]] as const) {
      const response = await remove(id, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Order deleted successfully.' });
      expect(await lineStatus(id)).toBe('Pending');
    }
    // Deleting again is harmless.
    expect((await remove(first, buyer.token)).statusCode).toBe(200);
    expect(await ids('buyer-orders', buyer.token)).not.toContain(first);
    expect(await ids('seller-orders', seller.token)).toContain(first);
    expect(await ids('seller-orders', seller.token)).not.toContain(second);
    expect(await ids('buyer-orders', buyer.token)).toContain(second);
    expect(await ids('manage-order', admin.token)).toEqual(expect.arrayContaining([first, second]));
    // A sale hidden from a list is still a sale.
    expect(await totals()).toEqual(before);
    // The seller can still ship the order the buyer hid.
    expect((await setStatus(first, seller.token, 'Shipped')).statusCode).toBe(200);
  });

  it('moves statuses forward only, Cancelled before delivery, answering 409 to anything else', async () => {
    const id = await paidLine();
    const expectRefused = async (status: string, message: string) => {
      const response = await setStatus(id, seller.token, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message });
    };
    expect((await setStatus(id, seller.token, 'Shipped')).statusCode).toBe(200);
    await expectRefused('Processing', 'An order that is Shipped cannot go back to Processing.');
    await expectRefused('Pending', 'An order that is Shipped cannot go back to Pending.');
    expect(await lineStatus(id)).toBe('Shipped');
    expect((await setStatus(id, admin.token, 'Delivered')).statusCode).toBe(200);
    await expectRefused('Cancelled', 'A delivered order cannot change status.');
    await expectRefused('Shipped', 'A delivered order cannot change status.');
    expect(await lineStatus(id)).toBe('Delivered');

    const cancelled = await paidLine();
    expect((await setStatus(cancelled, seller.token, 'Cancelled')).statusCode).toBe(200);
    for (const status of ['Pending', 'Processing', 'Delivered']) {
      const response = await setStatus(cancelled, admin.token, status);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A cancelled order cannot change status.');
    }
    expect(await lineStatus(cancelled)).toBe('Cancelled');
  });

  it('ends a paid sale with Cancelled: the stock comes back, the buyer is refunded and both parties see it', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2, pricePaise: 45_000 });
    const { razorpayOrderId } = await buy(t.app, buyer.token, product.id, 2);
    const [id] = await lineIdsOf(t.app, razorpayOrderId);
    if (!id) throw new Error('no line');
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });
    const totalBefore = (await get('seller-orders', seller.token)).json<OrdersResponse>().totalSales;

    const response = await setStatus(id, seller.token, 'Cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { _id: id, status: 'Cancelled', refund: { status: 'issued', amount: 900 } } });
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 2, reserved: 0, isSold: false });

    const owed = await t.app.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ amountPaise: 90_000, status: 'issued', providerRefundId: expect.stringMatching(/^rfnd_sbx_/) });
    // The sandbox answers the same refund for the same idempotency key, as Razorpay does.
    const again = await t.app.paymentProvider.refund({ providerPaymentId: 'pay_sbx_x', amountPaise: 90_000, idempotencyKey: owed[0]?.id ?? '' });
    expect(again.providerRefundId).toBe(owed[0]?.providerRefundId);

    for (const [url, token] of [['seller-orders', seller.token], ['buyer-orders', buyer.token], ['manage-order', admin.token]] as const) {
      const listed = (await get(url, token)).json<OrdersResponse>().orders.find((order) => order._id === id);
      expect(listed).toMatchObject({ status: 'Cancelled', refund: { status: 'issued', amount: 900 } });
    }
    expect((await get('seller-orders', seller.token)).json<OrdersResponse>().totalSales).toBe(totalBefore - 900);
    // Cancelling again changes nothing and refunds nothing more.
    expect((await setStatus(id, admin.token, 'Cancelled')).statusCode).toBe(200);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 2, reserved: 0, isSold: false });
  });

  it('cancels a line of the buyer\'s own checkout awaiting payment; nobody else can touch it', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const [line] = await lineIdsOf(t.app, razorpayOrderId);
    for (const token of [seller.token, admin.token, stranger.token]) expect((await remove(line ?? '', token)).statusCode).toBe(404);
    expect(await readProduct(t.app, product.id)).toMatchObject({ reserved: 1 });
    expect((await remove(line ?? '', buyer.token)).statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    // The line stays on record with its cancelled checkout, out of every list.
    expect(await lineStatus(line ?? '')).toBe('Pending');
    expect((await remove(line ?? '', buyer.token)).statusCode).toBe(404);
    expect((await createOrder(t.app, stranger.token, { productId: product.id })).statusCode).toBe(201);
  });
});
