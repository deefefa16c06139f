import { eq } from 'drizzle-orm';
import { RESERVATION_MINUTES, SANDBOX_CARDS, type CreateOrderResponse, type SandboxPayResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { payments, products, refunds } from '../../db/schema';
import { signedInUser, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { releaseExpiredReservations } from './reservations';
import { buy, createOrder, readProduct, sandboxPay, seedProduct, storedPayment, verifyPayment } from './test-fixtures';

describe.each(BACKENDS)('checkout on %s', (backend) => {
  const t = useTestApp(backend);
  const seller = useMember(t);
  const buyer = useMember(t);

  const paymentOf = (razorpayOrderId: string) => storedPayment(t.app, razorpayOrderId);

  it('prices the order from stored prices, ignoring a client amount, and reserves the stock', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 3, pricePaise: 24_950 });
    const response = await createOrder(t.app, buyer.token, { productId: product.id, quantity: 2, amount: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateOrderResponse>();
    expect(body).toMatchObject({ success: true, order: { amount: 49_900, currency: 'INR' }, key: 'rzp_sandbox', provider: 'sandbox' });
    expect(body.razorpayOrderId).toMatch(/^order_sbx_/);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 3, reserved: 2, isSold: false });
    const payment = await paymentOf(body.razorpayOrderId);
    expect(payment?.status).toBe('pending');
    const minutesLeft = ((payment?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(RESERVATION_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(RESERVATION_MINUTES);
  });

  it('checks out a whole cart as one payment', async () => {
    const lamp = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2, pricePaise: 10_000 });
    const book = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 5, pricePaise: 2_550 });
    const response = await createOrder(t.app, buyer.token, {
      items: [
        { productId: lamp.id, quantity: 1 },
        { productId: book.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreateOrderResponse>().order.amount).toBe(25_100);
    expect(await readProduct(t.app, lamp.id)).toMatchObject({ reserved: 2 });
  });

  it('refuses visitors, own products, missing products and more than the stock, reserving nothing', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2, name: 'Calculus textbook' });
    const other = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 5 });
    expect((await createOrder(t.app, null, { productId: product.id })).statusCode).toBe(401);
    const own = await createOrder(t.app, seller.token, { productId: product.id });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ success: false, message: 'You cannot buy your own product.' });
    const missing = await createOrder(t.app, buyer.token, { productId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    const tooMany = await createOrder(t.app, buyer.token, {
      items: [
        { productId: other.id, quantity: 1 },
        { productId: product.id, quantity: 3 },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 2 of Calculus textbook left');
    // The whole cart rolled back: the other line holds nothing either.
    expect(await readProduct(t.app, other.id)).toMatchObject({ reserved: 0 });
    await buy(t.app, buyer.token, product.id, 2);
    const soldOut = await createOrder(t.app, buyer.token, { productId: product.id });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Calculus textbook is sold out');
  });

  it('sells the last unit to exactly one of 20 racing buyers', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const racers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t.app)));
    const responses = await Promise.all(racers.map((racer) => createOrder(t.app, racer.token, { productId: product.id })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const winnerIndex = statuses.indexOf(201);
    const winner = racers[winnerIndex];
    const { razorpayOrderId } = responses[winnerIndex]?.json<CreateOrderResponse>() ?? { razorpayOrderId: '' };
    if (!winner) throw new Error('no winner');
    const paid = await sandboxPay(t.app, winner.token, razorpayOrderId);
    expect(paid.statusCode).toBe(200);
    const verified = await verifyPayment(t.app, winner.token, { razorpayOrderId, ...paid.json<SandboxPayResponse>() });
    expect(verified.statusCode).toBe(200);
    const { reference } = responses[winnerIndex]?.json<CreateOrderResponse>() ?? { reference: '' };
    expect(reference).toMatch(/^CM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(verified.json()).toEqual({ success: true, message: 'Payment verified and order placed successfully!', reference });
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });
  });

  it('refuses a forged signature and changes nothing; verifying twice is harmless', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 2 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const forged = await verifyPayment(t.app, buyer.token, {
      razorpayOrderId,
      razorpayPaymentId: 'pay_sbx_forged',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed.');
    expect((await paymentOf(razorpayOrderId))?.status).toBe('pending');
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 2, reserved: 1, isSold: false });

    const signed = (await sandboxPay(t.app, buyer.token, razorpayOrderId)).json<SandboxPayResponse>();
    // Someone else's session cannot verify the buyer's payment.
    const stranger = await signedInUser(t.app);
    expect((await verifyPayment(t.app, stranger.token, { razorpayOrderId, ...signed })).statusCode).toBe(404);
    expect((await verifyPayment(t.app, null, { razorpayOrderId, ...signed })).statusCode).toBe(401);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await verifyPayment(t.app, buyer.token, { razorpayOrderId, ...signed })).statusCode).toBe(200);
    }
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    const payment = await paymentOf(razorpayOrderId);
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: signed.razorpayPaymentId });
  });

  it('declines the sandbox decline card, unknown cards and expired cards', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const declined = await sandboxPay(t.app, buyer.token, razorpayOrderId, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const unknown = await sandboxPay(t.app, buyer.token, razorpayOrderId, '5555 5555 5555 4444');
    expect(unknown.statusCode).toBe(402);
    expect(unknown.json().message).toBe('Card not accepted by the sandbox. Use 4111 1111 1111 1111.');
    expect((await sandboxPay(t.app, buyer.token, razorpayOrderId, SANDBOX_CARDS.success, '01/20')).statusCode).toBe(400);
    const stranger = await signedInUser(t.app);
    expect((await sandboxPay(t.app, stranger.token, razorpayOrderId)).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/payments/sandbox/pay', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await paymentOf(razorpayOrderId))?.status).toBe('pending');
  });

  it('releases expired reservations; a payment that arrives later takes stock only if some is left', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const signed = (await sandboxPay(t.app, buyer.token, razorpayOrderId)).json<SandboxPayResponse>();
    await t.app.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.providerOrderId, razorpayOrderId));
    expect(await releaseExpiredReservations(t.app.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(razorpayOrderId))?.status).toBe('expired');
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    expect((await sandboxPay(t.app, buyer.token, razorpayOrderId)).statusCode).toBe(409);

    // Stock still free: the late payment completes the order.
    expect((await verifyPayment(t.app, buyer.token, { razorpayOrderId, ...signed })).statusCode).toBe(200);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });
  });

  it('answers 409 to a late payment whose stock went to someone else, and refunds it whole, once', async () => {
    const product = await seedProduct(t.app, { sellerId: seller.user._id, quantity: 1, pricePaise: 31_000 });
    const { razorpayOrderId } = (await createOrder(t.app, buyer.token, { productId: product.id })).json<CreateOrderResponse>();
    const signed = (await sandboxPay(t.app, buyer.token, razorpayOrderId)).json<SandboxPayResponse>();
    await t.app.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.providerOrderId, razorpayOrderId));
    // The next checkout sweeps first, so the expired reservation's unit is free for another buyer.
    const rival = await signedInUser(t.app);
    await buy(t.app, rival.token, product.id);
    const late = await verifyPayment(t.app, buyer.token, { razorpayOrderId, ...signed });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This checkout ended before your payment arrived and the item is no longer available; your payment is being refunded.',
    );
    const payment = await paymentOf(razorpayOrderId);
    expect(payment).toMatchObject({ status: 'expired', providerPaymentId: signed.razorpayPaymentId });
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 0, reserved: 0, isSold: true });

    // Verifying again, or the seller restocking meanwhile, neither sells it nor refunds it twice.
    await t.app.db.update(products).set({ quantity: 1, isSold: false }).where(eq(products.id, product.id));
    expect((await verifyPayment(t.app, buyer.token, { razorpayOrderId, ...signed })).statusCode).toBe(409);
    expect(await readProduct(t.app, product.id)).toEqual({ quantity: 1, reserved: 0, isSold: false });
    const owed = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment?.id ?? ''));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ orderId: null, amountPaise: 31_000, status: 'issued', providerRefundId: expect.stringMatching(/^rfnd_sbx_/) });
  });
});
