import { randomUUID } from 'node:crypto';
import { RESERVATION_MINUTES } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { PaymentProvider } from '../payments/provider';
import { normaliseLines, releaseExpiredReservations, reserveLine, type CartLine } from './reservations';

/** `amount_paise` is a PostgreSQL integer. */
const MAX_AMOUNT_PAISE = 2_147_483_647;

/** The provider could not create its order; the checkout's transaction was rolled back. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Payment provider unavailable, please try again.', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

export interface Checkout {
  providerOrderId: string;
  amountPaise: number;
}

/**
 * Releases expired reservations, then reserves every line and creates the provider's order in one
 * transaction: any refusal (own product, missing, sold out, provider down) rolls the whole checkout back,
 * so nothing stays reserved. The amount comes from the stored prices only.
 */
export async function createCheckout(
  db: Db,
  provider: PaymentProvider,
  input: { buyerId: string; lines: CartLine[]; now: Date },
): Promise<Checkout> {
  const { buyerId, now } = input;
  // Released in a transaction of its own, committed first: inside the checkout's it would lock products
  // out of id order and could deadlock with a concurrent checkout. A release is right whatever follows.
  await releaseExpiredReservations(db, now);
  return db.transaction(async (tx) => {
    const reserved = [];
    for (const line of normaliseLines(input.lines)) reserved.push(await reserveLine(tx, buyerId, line));

    const amountPaise = reserved.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
    if (amountPaise <= 0) throw badRequest('Free items cannot be paid for online.');
    if (amountPaise > MAX_AMOUNT_PAISE) throw badRequest('The order total is too high.');

    // The payment's id is chosen here so the provider's order can carry it as its receipt.
    const paymentId = randomUUID();
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({ amountPaise, receipt: paymentId }));
    } catch (error) {
      throw new ProviderUnavailableError(error);
    }

    await tx.insert(payments).values({
      id: paymentId,
      provider: provider.name,
      providerOrderId,
      buyerId,
      amountPaise,
      currency: 'INR',
      status: 'pending',
      expiresAt: new Date(now.getTime() + RESERVATION_MINUTES * 60_000),
    });
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
    return { providerOrderId, amountPaise };
  });
}
