import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS, type CreateOrderResponse, type SandboxPayResponse } from '@campus/shared/contract';
import { categories, orders, payments, products } from '../../db/schema';
import { bearer } from '../../test/auth-helpers';

/** A product written straight to the database (the product endpoints are tested on their own). */
export async function seedProduct(
  app: FastifyInstance,
  input: { sellerId: string; quantity?: number; pricePaise?: number; name?: string },
) {
  const id = randomBytes(4).toString('hex');
  const [category] = await app.db.insert(categories).values({ name: `Category ${id}`, slug: `category-${id}` }).returning();
  if (!category) throw new Error('seeding a category failed');
  const name = input.name ?? `Desk lamp ${id}`;
  const [product] = await app.db
    .insert(products)
    .values({
      name,
      slug: `product-${id}`,
      description: 'Barely used',
      pricePaise: input.pricePaise ?? 24_950,
      quantity: input.quantity ?? 1,
      categoryId: category.id,
      sellerId: input.sellerId,
    })
    .returning();
  if (!product) throw new Error('seeding a product failed');
  return product;
}

export async function readProduct(app: FastifyInstance, id: string) {
  const [product] = await app.db
    .select({ quantity: products.quantity, reserved: products.reserved, isSold: products.isSold })
    .from(products)
    .where(eq(products.id, id));
  return product ?? null;
}

export const createOrder = (app: FastifyInstance, token: string | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: token ? bearer(token) : {},
    payload,
  });

export const cancelCheckout = (app: FastifyInstance, token: string | null, razorpayOrderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/order/cancel-checkout',
    headers: token ? bearer(token) : {},
    payload: { razorpayOrderId },
  });

export const getOrderApi = (app: FastifyInstance, path: string, token: string | null) =>
  app.inject({ method: 'GET', url: `/api/v1/order/${path}`, headers: token ? bearer(token) : {} });

/** The stored payment row of a checkout, by the provider's order id. */
export async function storedPayment(app: FastifyInstance, razorpayOrderId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.providerOrderId, razorpayOrderId));
  return row;
}

/** The ids of a checkout's order lines. */
export async function lineIdsOf(app: FastifyInstance, razorpayOrderId: string): Promise<string[]> {
  const rows = await app.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(payments, eq(orders.paymentId, payments.id))
    .where(eq(payments.providerOrderId, razorpayOrderId));
  return rows.map((row) => row.id);
}

export const sandboxPay = (app: FastifyInstance, token: string, razorpayOrderId: string, number: string = SANDBOX_CARDS.success, expiry = '12/39') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/pay',
    headers: bearer(token),
    payload: { razorpayOrderId, card: { number, expiry, cvc: '123' } },
  });

export const verifyPayment = (
  app: FastifyInstance,
  token: string | null,
  payload: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string },
) =>
  app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', headers: token ? bearer(token) : {}, payload });

/** create-order, sandbox pay and verify: a completed purchase; fails the test on any other answer. */
export async function buy(app: FastifyInstance, token: string, productId: string, quantity = 1) {
  const created = await createOrder(app, token, { productId, quantity });
  if (created.statusCode !== 201) throw new Error(`create-order: ${created.statusCode} ${created.body}`);
  const { razorpayOrderId } = created.json<CreateOrderResponse>();
  const paid = await sandboxPay(app, token, razorpayOrderId);
  if (paid.statusCode !== 200) throw new Error(`sandbox pay: ${paid.statusCode} ${paid.body}`);
  const { razorpayPaymentId, razorpaySignature } = paid.json<SandboxPayResponse>();
  const verified = await verifyPayment(app, token, { razorpayOrderId, razorpayPaymentId, razorpaySignature });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { razorpayOrderId, razorpayPaymentId, razorpaySignature };
}

/** A product of `sellerId` bought and paid for by the holder of `buyerToken`; returns the order line's id. */
export async function paidOrderLine(
  app: FastifyInstance,
  input: { sellerId: string; buyerToken: string; quantity?: number; pricePaise?: number; name?: string },
): Promise<string> {
  const { buyerToken, quantity = 1, ...product } = input;
  const seeded = await seedProduct(app, { ...product, quantity: quantity + 2 });
  const { razorpayOrderId } = await buy(app, buyerToken, seeded.id, quantity);
  const [line] = await lineIdsOf(app, razorpayOrderId);
  if (!line) throw new Error('no order line');
  return line;
}
