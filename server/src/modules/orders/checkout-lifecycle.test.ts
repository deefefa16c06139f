import { and, eq } from 'drizzle-orm';
import type {
  CheckoutResponse,
  CreateOrderResponse,
  CurrentCheckoutResponse,
  OrdersResponse,
  SandboxPayResponse,
} from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { ADMIN_ENV, signedInUser, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import {
  buy,
  cancelCheckout,
  createOrder,
  getOrderApi,
  readProduct,
  sandboxPay,
  seedProduct,
  storedPayment,
  verifyPayment,
} from './test-fixtures';

describe.each(BACKENDS)('one checkout per buyer on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const seller = useMember(t, { name: 'Ravi Iyer', phone: '+91 90000 11111' });
  const admin = useAdmin(t);

  const checkout = async (token: string, payload: object) => {
    const response = await createOrder(t.app, token, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreateOrderResponse>();
  };
  const pendingOf = (buyerId: string) =>
    t.app.db.select({ id: payments.id }).from(payments).where(and(eq(payments.buyerId, buyerId), eq(payments.status, 'pending')));

  it('cancels a checkout at once, for its buyer only, and lets them check out again immediately', async () => {
    const buyer = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = await checkout(buyer.token, { productId: product.id });
    expect(await readProduct(t.app, product.id)).toMatchObject({ reserved: 1 });

    // Nobody else can cancel it, and trying changes nothing.
    const stranger = await signedInUser(t.app);
    const refused = await cancelCheckout(t.app, stranger.token, razorpayOrderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: 'Checkout not found' });
    expect((await cancelCheckout(t.app, null, razorpayOrderId)).statusCode).toBe(401);
    expect((await cancelCheckout(t.app, buyer.token, '')).statusCode).toBe(400);
    expect((await storedPayment(t.app, razorpayOrderId))?.status).toBe('pending');
    expect(await readProduct(t.app, product.id)).toMatchObject({ reserved: 1 });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cancelled = await cancelCheckout(t.app, buyer.token, razorpayOrderId);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ success: true, message: 'Checkout cancelled.' });
    }
    expect((await storedPayment(t.app, razorpayOrderId))?.status).toBe('cancelled');
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    // A cancelled checkout cannot be paid any more.
    expect((await sandboxPay(t.app, buyer.token, razorpayOrderId)).statusCode).toBe(409);

    const again = await checkout(buyer.token, { productId: product.id });
    const signed = (await sandboxPay(t.app, buyer.token, again.razorpayOrderId)).json<SandboxPayResponse>();
    expect((await verifyPayment(t.app, buyer.token, { razorpayOrderId: again.razorpayOrderId, ...signed })).statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });

    const paidCancel = await cancelCheckout(t.app, buyer.token, again.razorpayOrderId);
    expect(paidCancel.statusCode).toBe(409);
    expect(paidCancel.json().message).toBe('This checkout has been paid and can no longer be cancelled.');
  });

  it('replaces the buyer\'s previous checkout with a new one, releasing what it held in the same transaction', async () => {
    const buyer = await signedInUser(t.app);
    const lamp = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const book = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 3 });
    const first = await checkout(buyer.token, { items: [{ productId: lamp.id, quantity: 1 }, { productId: book.id, quantity: 2 }] });
    const second = await checkout(buyer.token, { productId: book.id, quantity: 3 });
    expect(await readProduct(t.app, lamp.id)).toMatchObject({ reserved: 0 });
    expect(await readProduct(t.app, book.id)).toMatchObject({ reserved: 3 });
    expect((await storedPayment(t.app, first.razorpayOrderId))?.status).toBe('cancelled');
    expect((await storedPayment(t.app, second.razorpayOrderId))?.status).toBe('pending');
    // The replaced checkout can no longer be paid; the new one can.
    expect((await sandboxPay(t.app, buyer.token, first.razorpayOrderId)).statusCode).toBe(409);

    // Its own hold counts as free for the buyer's next checkout: the last unit can be checked out again.
    const third = await checkout(buyer.token, { productId: lamp.id });
    expect(await readProduct(t.app, book.id)).toMatchObject({ reserved: 0 });
    expect(await readProduct(t.app, lamp.id)).toMatchObject({ reserved: 1 });
    const fourth = await checkout(buyer.token, { productId: lamp.id });
    expect(await readProduct(t.app, lamp.id)).toMatchObject({ reserved: 1 });
    expect((await storedPayment(t.app, third.razorpayOrderId))?.status).toBe('cancelled');
    expect(await pendingOf(buyer.user._id)).toEqual([{ id: (await storedPayment(t.app, fourth.razorpayOrderId))?.id }]);
  });

  it('keeps the previous checkout when the new one is refused', async () => {
    const buyer = await signedInUser(t.app);
    const lamp = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const first = await checkout(buyer.token, { productId: lamp.id });
    const tooMany = await createOrder(t.app, buyer.token, { productId: lamp.id, quantity: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^Only 1 of /);
    expect((await storedPayment(t.app, first.razorpayOrderId))?.status).toBe('pending');
    expect(await readProduct(t.app, lamp.id)).toMatchObject({ reserved: 1 });
  });

  it('lets one member hold at most one checkout\'s stock, however many checkouts they start at once', async () => {
    const hoarder = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 5 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => createOrder(t.app, hoarder.token, { productId: product.id, quantity: 2 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 5, reserved: 2, isSold: false });
    expect(await pendingOf(hoarder.user._id)).toHaveLength(1);

    // Everyone else can still buy what is left.
    const other = await signedInUser(t.app);
    expect((await createOrder(t.app, other.token, { productId: product.id, quantity: 3 })).statusCode).toBe(201);
  });

  it('answers the buyer\'s current checkout with Pay details, and nobody else\'s', async () => {
    const buyer = await signedInUser(t.app);
    const current = async (token: string) => (await getOrderApi(t.app, 'current-checkout', token)).json<CurrentCheckoutResponse>();
    expect(await current(buyer.token)).toEqual({ success: true, checkout: null });
    expect((await getOrderApi(t.app, 'current-checkout', null)).statusCode).toBe(401);

    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2, pricePaise: 12_500, name: 'Casio fx-991ES' });
    const created = await checkout(buyer.token, { productId: product.id, quantity: 2 });
    const { checkout: open } = await current(buyer.token);
    expect(open).toMatchObject({
      reference: created.reference,
      razorpayOrderId: created.razorpayOrderId,
      status: 'pending',
      amount: 250,
      currency: 'INR',
      provider: 'sandbox',
      key: 'rzp_sandbox',
      paidAt: null,
      lines: [
        {
          product: { _id: product.id, name: 'Casio fx-991ES', price: 125 },
          quantity: 2,
          amount: 250,
          status: 'Pending',
          refund: null,
          seller: { _id: seller.user._id, name: 'Ravi Iyer', email: seller.user.email, phone: '+91 90000 11111' },
        },
      ],
    });
    expect(Date.parse(open?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect((await current((await signedInUser(t.app)).token)).checkout).toBeNull();

    // Past its reservation it is no longer current, even before the sweep has run.
    await t.app.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.providerOrderId, created.razorpayOrderId));
    expect((await current(buyer.token)).checkout).toBeNull();
  });

  it('keeps a paid checkout as its buyer\'s confirmation, by reference, for them alone', async () => {
    const buyer = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise: 49_950, name: 'Desk lamp' });
    const created = await checkout(buyer.token, { productId: product.id });
    const signed = (await sandboxPay(t.app, buyer.token, created.razorpayOrderId)).json<SandboxPayResponse>();
    const verified = await verifyPayment(t.app, buyer.token, { razorpayOrderId: created.razorpayOrderId, ...signed });
    expect(verified.json()).toMatchObject({ reference: created.reference });

    const read = await getOrderApi(t.app, `checkouts/${created.reference}`, buyer.token);
    expect(read.statusCode).toBe(200);
    const { checkout: confirmation } = read.json<CheckoutResponse>();
    expect(confirmation).toMatchObject({
      reference: created.reference,
      status: 'paid',
      amount: 499.5,
      lines: [{ product: { name: 'Desk lamp', price: 499.5 }, quantity: 1, amount: 499.5, status: 'Pending', seller: { name: 'Ravi Iyer' } }],
    });
    expect(Date.parse(confirmation.paidAt ?? '')).not.toBeNaN();
    expect((await getOrderApi(t.app, 'current-checkout', buyer.token)).json<CurrentCheckoutResponse>().checkout).toBeNull();

    for (const token of [seller.token, admin.token]) {
      expect((await getOrderApi(t.app, `checkouts/${created.reference}`, token)).statusCode).toBe(404);
    }
    expect((await getOrderApi(t.app, 'checkouts/CM-00000000', buyer.token)).statusCode).toBe(404);
    expect((await getOrderApi(t.app, 'checkouts/not-a-reference', buyer.token)).statusCode).toBe(400);
  });

  it('shows checkouts awaiting payment in no order list and no total', async () => {
    const buyer = await signedInUser(t.app);
    const shop = await signedInUser(t.app);
    const paid = await seedProduct(t.app, { sellerId: shop.user._id, quantity: 2, pricePaise: 10_000 });
    const unpaid = await seedProduct(t.app, { sellerId: shop.user._id, quantity: 1, pricePaise: 5_000 });
    await buy(t.app, buyer.token, paid.id);
    const abandoned = await checkout(buyer.token, { productId: unpaid.id });
    const cancelled = await checkout(buyer.token, { productId: paid.id });
    expect((await cancelCheckout(t.app, buyer.token, cancelled.razorpayOrderId)).statusCode).toBe(200);
    await checkout(buyer.token, { productId: unpaid.id });
    expect(abandoned.razorpayOrderId).not.toBe(cancelled.razorpayOrderId);

    const lists = [
      await getOrderApi(t.app, 'seller-orders', shop.token),
      await getOrderApi(t.app, 'buyer-orders', buyer.token),
      await getOrderApi(t.app, 'manage-order', admin.token),
    ].map((response) => response.json<OrdersResponse>());
    for (const [index, list] of lists.entries()) {
      const mine = list.orders.filter((order) => order.buyer._id === buyer.user._id);
      expect(mine.map((order) => [order.product._id, order.payment])).toEqual([[paid.id, 'paid']]);
      if (index < 2) expect(list.totalSales).toBe(100);
    }
  });
});
