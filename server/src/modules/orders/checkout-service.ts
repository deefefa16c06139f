import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { RESERVATION_MINUTES } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { isConstraintViolation, SQLSTATE } from '../../db/errors';
import { orders, payments, users } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { PaymentProvider } from '../payments/provider';
import { applyHoldChanges, heldLines, holdChanges, releaseExpiredReservations, releaseLines, type CartLine } from './reservations';

/** `amount_paise` is a PostgreSQL integer. */
const MAX_AMOUNT_PAISE = 2_147_483_647;

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or copied by hand stays unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new checkout reference, `CM-` and 8 characters (40 random bits); a clash is retried (createCheckout). */
export function newCheckoutReference(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % 32];
  return `CM-${code}`;
}

/** The provider could not create its order; the checkout's transaction was rolled back. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Payment provider unavailable, please try again.', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

export interface CreatedCheckout {
  reference: string;
  providerOrderId: string;
  amountPaise: number;
}

interface CheckoutInput {
  buyerId: string;
  lines: CartLine[];
  now: Date;
}

/**
 * Starts the buyer's checkout: releases expired reservations, then in one transaction replaces the
 * buyer's checkout awaiting payment (if any) with a new one: the previous one is cancelled and its stock
 * given back, every line of the new one is reserved, and the provider's order is created. Any refusal
 * (own product, missing, sold out, provider down) rolls the whole transaction back, the previous checkout
 * included. The amount comes from the stored prices only.
 */
export async function createCheckout(db: Db, provider: PaymentProvider, input: CheckoutInput): Promise<CreatedCheckout> {
  // Released in a transaction of its own, committed first: inside the checkout's it would lock products
  // out of id order and could deadlock with a concurrent checkout. A release is right whatever follows.
  await releaseExpiredReservations(db, input.now);
  return withNewReference((reference) => checkoutOnce(db, provider, input, reference));
}

/** Runs `open` with a new checkout reference, again with another one while the reference was taken (a clash of 40 random bits). */
export async function withNewReference<T>(open: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open(newCheckoutReference());
    } catch (error) {
      if (attempt < 3 && isConstraintViolation(error, SQLSTATE.uniqueViolation, 'payments_reference_unique')) continue;
      throw error;
    }
  }
}

/** A payment to open: who pays how much, until when, and what for (a booking; a cart's lines are stored by its caller). */
export interface PaymentToOpen {
  reference: string;
  buyerId: string;
  amountPaise: number;
  expiresAt: Date;
  bookingId?: string;
  createdAt?: Date;
}

/**
 * Creates the provider's order and stores the payment awaiting it, in the caller's transaction, which a provider
 * failure (ProviderUnavailableError) must roll back. The payment's id is chosen first so that the provider's order
 * carries it as its receipt.
 */
export async function openPayment(tx: Db, provider: PaymentProvider, payment: PaymentToOpen): Promise<{ paymentId: string; providerOrderId: string }> {
  const paymentId = randomUUID();
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createOrder({ amountPaise: payment.amountPaise, receipt: paymentId }));
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
  await tx.insert(payments).values({ ...payment, id: paymentId, provider: provider.name, providerOrderId, currency: 'INR', status: 'pending' });
  return { paymentId, providerOrderId };
}

async function checkoutOnce(db: Db, provider: PaymentProvider, input: CheckoutInput, reference: string): Promise<CreatedCheckout> {
  const { buyerId, now } = input;
  return db.transaction(async (tx) => {
    // One checkout at a time per buyer: their concurrent checkouts queue on their own row, so each one
    // sees (and replaces) the one before it. Product rows are locked after it, in id order. `no key update`
    // lets rows that merely reference the member (a chat message, a notification) be written meanwhile.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('no key update');
    const previous = await tx
      .select({ id: payments.id })
      .from(payments)
      // A booking's payment is not a cart checkout: it stays as it is.
      .where(and(eq(payments.buyerId, buyerId), eq(payments.status, 'pending'), isNull(payments.bookingId)))
      .for('update');
    const previousIds = previous.map((payment) => payment.id);
    const reserved = await applyHoldChanges(tx, buyerId, holdChanges(await heldLines(tx, previousIds), input.lines));
    if (previousIds.length > 0) await tx.update(payments).set({ status: 'cancelled' }).where(inArray(payments.id, previousIds));

    const amountPaise = reserved.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
    if (amountPaise <= 0) throw badRequest('Free items cannot be paid for online.');
    if (amountPaise > MAX_AMOUNT_PAISE) throw badRequest('The order total is too high.');

    const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    const { paymentId, providerOrderId } = await openPayment(tx, provider, { reference, buyerId, amountPaise, expiresAt });
    await tx.insert(orders).values(
      reserved.map((line) => ({
        paymentId,
        buyerId,
        sellerId: line.sellerId,
        productId: line.productId,
        productName: line.name,
        productSlug: line.slug,
        unitPricePaise: line.pricePaise,
        quantity: line.quantity,
        createdAt: now,
      })),
    );
    return { reference, providerOrderId, amountPaise };
  });
}

export type CancelOutcome = 'cancelled' | 'paid' | 'not-found';

/**
 * The buyer closes their payment: a checkout awaiting payment is cancelled and its stock released at once.
 * Cancelling one that has already ended (cancelled, replaced or expired) changes nothing and is not an
 * error; a paid one cannot be cancelled here. Another member's checkout is "not found".
 */
export async function cancelCheckout(db: Db, input: { buyerId: string; providerOrderId: string }): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(and(eq(payments.providerOrderId, input.providerOrderId), eq(payments.buyerId, input.buyerId)))
      .for('update');
    if (!payment) return 'not-found';
    if (payment.status === 'paid') return 'paid';
    if (payment.status === 'pending') {
      await tx.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
      await releaseLines(tx, [payment.id]);
    }
    return 'cancelled';
  });
}
