import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { listingHidden, listingVisible } from '../reports/visibility';

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface ReservedLine extends CartLine {
  name: string;
  slug: string;
  sellerId: string;
  pricePaise: number;
}

/** What one checkout does to one product's hold: give back what the buyer's previous checkout held, take the new quantity. */
export interface HoldChange {
  productId: string;
  release: number;
  reserve: number;
}

/**
 * The net change per product of replacing the `previous` holds with the `next` lines: one entry per product,
 * sorted by id. Every transaction that touches several products locks them in this order, so two
 * concurrent checkouts of the same products cannot deadlock.
 */
export function holdChanges(previous: CartLine[], next: CartLine[]): HoldChange[] {
  const changes = new Map<string, HoldChange>();
  const at = (productId: string) => {
    let change = changes.get(productId);
    if (!change) changes.set(productId, (change = { productId, release: 0, reserve: 0 }));
    return change;
  };
  for (const line of previous) at(line.productId).release += line.quantity;
  for (const line of next) at(line.productId).reserve += line.quantity;
  return [...changes.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Applies a checkout's hold changes, product by product in id order so that concurrent checkouts cannot
 * deadlock. A product the buyer takes is held in one conditional update, so concurrent buyers can never
 * take more than the stock: the row lock makes the second one re-check what is left, counting what this
 * buyer's replaced checkout gives back. When a product cannot be held the caller's transaction must be
 * rolled back (the error says why); the lines held are returned with their stored name, seller and price.
 */
export async function applyHoldChanges(tx: Db, buyerId: string, changes: HoldChange[]): Promise<ReservedLine[]> {
  const reserved: ReservedLine[] = [];
  for (const { productId, release, reserve } of changes) {
    if (reserve === 0) {
      await releaseProduct(tx, productId, release);
      continue;
    }
    const [row] = await tx
      .update(products)
      .set({ reserved: sql`${products.reserved} - ${release} + ${reserve}` })
      .where(
        and(
          eq(products.id, productId),
          ne(products.sellerId, buyerId),
          eq(products.isSold, false),
          // A hidden product is not there to buy (docs/product-rules.md "Reports and suspension").
          listingVisible(products),
          sql`${products.quantity} - ${products.reserved} + ${release} >= ${reserve}`,
        ),
      )
      .returning({ name: products.name, slug: products.slug, sellerId: products.sellerId, pricePaise: products.pricePaise });
    if (!row) throw await whyNotHeld(tx, buyerId, { productId, release, reserve });
    reserved.push({ productId, quantity: reserve, ...row });
  }
  return reserved;
}

/** The refusal of a product that could not be held: missing, the buyer's own, sold out, or too few left. */
async function whyNotHeld(tx: Db, buyerId: string, { productId, release }: HoldChange): Promise<Error> {
  const [product] = await tx
    .select({ name: products.name, sellerId: products.sellerId, quantity: products.quantity, reserved: products.reserved, isSold: products.isSold, hidden: listingHidden(products) })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.hidden) return notFound('Product not found');
  if (product.sellerId === buyerId) return badRequest('You cannot buy your own product.');
  const left = product.isSold ? 0 : Math.max(product.quantity - product.reserved + release, 0);
  if (left === 0) return conflict(`${product.name} is sold out`);
  return conflict(`Only ${left} of ${product.name} left`);
}

/** Gives `quantity` held units of a product back. */
async function releaseProduct(tx: Db, productId: string, quantity: number): Promise<void> {
  // `greatest`: a release must never fail on a row someone repaired by hand, or every checkout would fail.
  await tx
    .update(products)
    .set({ reserved: sql`greatest(${products.reserved} - ${quantity}, 0)` })
    .where(eq(products.id, productId));
}

/** The units each product holds for these payments' lines, one entry per product. */
export async function heldLines(tx: Db, paymentIds: string[]): Promise<CartLine[]> {
  if (paymentIds.length === 0) return [];
  const held = await tx
    .select({ productId: orders.productId, quantity: sql<number>`sum(${orders.quantity})::int` })
    .from(orders)
    .where(and(inArray(orders.paymentId, paymentIds), isNotNull(orders.productId)))
    .groupBy(orders.productId)
    .orderBy(asc(orders.productId));
  return held.flatMap(({ productId, quantity }) => (productId ? [{ productId, quantity }] : []));
}

/** Gives the stock held by these payments' lines back (their payments are no longer pending). */
export async function releaseLines(tx: Db, paymentIds: string[]): Promise<void> {
  for (const { productId, quantity } of await heldLines(tx, paymentIds)) await releaseProduct(tx, productId, quantity);
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
