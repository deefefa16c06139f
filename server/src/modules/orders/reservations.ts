import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';

export interface CartLine {
  productId: string;
  quantity: number;
}

/**
 * One line per product, sorted by id. Every transaction that touches several products locks them in
 * this order, so two concurrent checkouts of the same products cannot deadlock.
 */
export function normaliseLines(lines: CartLine[]): CartLine[] {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct.entries()]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

export interface ReservedLine extends CartLine {
  name: string;
  slug: string;
  sellerId: string;
  pricePaise: number;
}

/**
 * Holds `quantity` units for the buyer in one conditional update, so concurrent buyers can never take
 * more than the stock: the row lock makes the second one re-check `quantity - reserved`. When nothing
 * was reserved the product is read again only to say why.
 */
export async function reserveLine(tx: Db, buyerId: string, line: CartLine): Promise<ReservedLine> {
  const [row] = await tx
    .update(products)
    .set({ reserved: sql`${products.reserved} + ${line.quantity}` })
    .where(
      and(
        eq(products.id, line.productId),
        ne(products.sellerId, buyerId),
        eq(products.isSold, false),
        sql`${products.quantity} - ${products.reserved} >= ${line.quantity}`,
      ),
    )
    .returning({ name: products.name, slug: products.slug, sellerId: products.sellerId, pricePaise: products.pricePaise });
  if (row) return { ...line, ...row };

  const [product] = await tx
    .select({ name: products.name, sellerId: products.sellerId, quantity: products.quantity, reserved: products.reserved, isSold: products.isSold })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!product) throw notFound('Product not found');
  if (product.sellerId === buyerId) throw badRequest('You cannot buy your own product.');
  const left = product.isSold ? 0 : Math.max(product.quantity - product.reserved, 0);
  if (left === 0) throw conflict(`${product.name} is sold out`);
  throw conflict(`Only ${left} of ${product.name} left`);
}

/** Gives the stock held by these payments' lines back (their payments are no longer pending). */
export async function releaseLines(tx: Db, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const held = await tx
    .select({ productId: orders.productId, quantity: sql<number>`sum(${orders.quantity})::int` })
    .from(orders)
    .where(and(inArray(orders.paymentId, paymentIds), isNotNull(orders.productId)))
    .groupBy(orders.productId)
    .orderBy(asc(orders.productId));
  for (const { productId, quantity } of held) {
    if (!productId) continue;
    // `greatest`: a sweep must never fail on a row someone repaired by hand, or every checkout would fail.
    await tx
      .update(products)
      .set({ reserved: sql`greatest(${products.reserved} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/**
 * Expires pending payments whose reservation ran out and releases their stock. Rows another transaction
 * is working on are skipped (`skip locked`): the next sweep gets them. Returns how many expired.
 */
export async function releaseExpiredReservations(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, now)))
      .orderBy(asc(payments.id))
      .for('update', { skipLocked: true });
    const ids = due.map((payment) => payment.id);
    if (ids.length === 0) return 0;
    await tx.update(payments).set({ status: 'expired' }).where(inArray(payments.id, ids));
    await releaseLines(tx, ids);
    return ids.length;
  });
}
