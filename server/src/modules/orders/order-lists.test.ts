import { eq } from 'drizzle-orm';
import type { CreateOrderResponse, Order, OrdersResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOrder, paidOrderLine, readProduct, seedProduct } from './test-fixtures';

describe.each(BACKENDS)('order lists and management on %s', (backend) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let stranger: SignedInUser;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(backend, ADMIN_ENV);
    seller = await signedInUser(t.app);
    buyer = await signedInUser(t.app);
    stranger = await signedInUser(t.app);
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

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

  it('lists the seller\'s, the buyer\'s and (for admins) all lines with the paid total', async () => {
    const paid = await paidLine(2);
    const pendingProduct = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise: 5_000 });
    expect((await createOrder(t.app, buyer.token, { productId: pendingProduct.id })).statusCode).toBe(201);

    const sellerList = (await get('seller-orders', seller.token)).json<OrdersResponse>();
    const buyerList = (await get('buyer-orders', buyer.token)).json<OrdersResponse>();
    const adminList = await get('manage-order', admin);
    expect(adminList.statusCode).toBe(200);
    for (const list of [sellerList, buyerList, adminList.json<OrdersResponse>()]) {
      const ids = list.orders.map((order) => order._id);
      expect(ids).toContain(paid);
      // Newest first: the pending checkout came last.
      expect(list.orders[0]).toMatchObject({ payment: 'pending', product: { _id: pendingProduct.id, price: 50 } });
      expect(list.totalSales).toBe(200);
    }
    const line = sellerList.orders.find((order) => order._id === paid) as Order;
    expect(line).toMatchObject({
      buyer: { _id: buyer.user._id, name: buyer.user.name },
      seller: { _id: seller.user._id },
      quantity: 2,
      amount: 200,
      status: 'Pending',
      payment: 'paid',
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
    expect((await setStatus(id, admin, 'Delivered')).statusCode).toBe(200);
    expect(await lineStatus(id)).toBe('Delivered');
    expect((await setStatus(id, seller.token, 'Lost')).statusCode).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('refuses a status change of an unpaid line', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const [line] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .where(eq(payments.providerOrderId, razorpayOrderId));
    const response = await setStatus(line?.id ?? '', seller.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only paid orders can change status.');
  });

  it('lets the buyer, the seller or an admin delete a line, nobody else', async () => {
    const [first, second, third] = [await paidLine(), await paidLine(), await paidLine()];
    if (!first || !second || !third) throw new Error('no lines');
    expect((await remove(first, null)).statusCode).toBe(401);
    expect((await remove(first, stranger.token)).statusCode).toBe(403);
    expect(await lineStatus(first)).toBe('Pending');
    for (const [id, token] of [[first, buyer.token], [second, seller.token], [third, admin]] as const) {
      const response = await remove(id, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Order deleted successfully.' });
      expect(await lineStatus(id)).toBeUndefined();
    }
    expect((await remove(first, admin)).statusCode).toBe(404);
  });

  it('releases the reservation when a pending line is deleted', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    expect(await readProduct(t.app, product.id)).toMatchObject({ reserved: 1 });
    const [line] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .where(eq(payments.providerOrderId, razorpayOrderId));
    expect((await remove(line?.id ?? '', buyer.token)).statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    expect((await createOrder(t.app, stranger.token, { productId: product.id })).statusCode).toBe(201);
  });
});
