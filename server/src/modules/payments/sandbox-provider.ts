import { randomBytes } from 'node:crypto';
import { checkoutSignature, signaturesMatch, type PaymentProvider } from './provider';

export const SANDBOX_PUBLIC_KEY = 'rzp_sandbox';

/** Random ids in Razorpay's style (`order_…`, `pay_…`): 14 url-safe characters. */
export function sandboxId(prefix: 'order_sbx_' | 'pay_sbx_'): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
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
  };
}
