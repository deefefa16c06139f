import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@campus/shared/contract';

/** A card payment provider: creates orders on its side and signs what the buyer's checkout returns. */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Sent to the browser to open the checkout (Razorpay's key id, or the sandbox's). */
  publicKey: string;
  /** Throws when the provider cannot be reached or refuses; nothing is stored by then. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ providerOrderId: string }>;
  verifySignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Refunds part or all of a captured payment. The same idempotency key always stands for the same
   * refund, so a call whose answer was lost can be made again without paying twice. Throws when the
   * provider cannot be reached or refuses.
   */
  refund(input: RefundRequest): Promise<{ providerRefundId: string }>;
}

export interface RefundRequest {
  /** The provider's payment id (`pay_…`). */
  providerPaymentId: string;
  amountPaise: number;
  /** Our refund's id: the provider's idempotency key and the refund's receipt. */
  idempotencyKey: string;
}

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex signatures; a different length is simply a mismatch. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
