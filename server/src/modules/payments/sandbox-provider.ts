import { randomBytes } from 'node:crypto';
import { checkoutSignature, hmacHex, signaturesMatch, type PaymentProvider } from './provider';

export const SANDBOX_PUBLIC_KEY = 'rzp_sandbox';

/** Random ids in Razorpay's style (`order_…`, `pay_…`): 14 url-safe characters. */
export function sandboxId(prefix: 'order_sbx_' | 'pay_sbx_'): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

/**
 * The sandbox's refund id is derived from the idempotency key with its secret, so asking again for the
 * same refund answers the same id, after a restart too, as Razorpay's idempotent refunds do.
 */
export function sandboxRefundId(secret: string, idempotencyKey: string): string {
  return `rfnd_sbx_${hmacHex(secret, `refund|${idempotencyKey}`).slice(0, 14)}`;
}

/**
 * The embedded provider: the same protocol as Razorpay served by this server, so checkout works offline
 * and verification runs the same code. Its secret lives in DATA_DIR (secrets plugin).
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    createOrder: async () => ({ providerOrderId: sandboxId('order_sbx_') }),
    verifySignature: ({ orderId, paymentId, signature }) =>
      signaturesMatch(checkoutSignature(secret, orderId, paymentId), signature),
    refund: async ({ idempotencyKey }) => ({ providerRefundId: sandboxRefundId(secret, idempotencyKey) }),
  };
}
