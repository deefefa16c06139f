import Razorpay from 'razorpay';
import { checkoutSignature, signaturesMatch, type PaymentProvider } from './provider';

export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Razorpay's API host; tests point it at a local server replaying recorded responses. */
  apiUrl: string;
}

/** Razorpay's header that makes a refund request idempotent. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';

/**
 * The SDK's axios instance, configured with the key pair and the API host. It has no host option, so a
 * different host is set on it directly; and its `payments.refund()` passes no headers through (it only
 * lets `X-Razorpay-Account` and `Content-Type` in), so refunds are posted through the same instance with
 * the idempotency header.
 */
interface SdkHttp {
  defaults: { baseURL?: string };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}
interface SdkInternals {
  api?: { rq?: SdkHttp };
}

export function razorpayProvider({ keyId, keySecret, apiUrl }: RazorpayConfig): PaymentProvider {
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = (sdk as unknown as SdkInternals).api?.rq;
  // Fail at start, not at the first checkout or refund, if an SDK upgrade moved its HTTP client.
  if (!http) throw new Error('This version of the razorpay SDK has no HTTP client where this server expects it');
  if (apiUrl !== RAZORPAY_DEFAULT_API_URL) http.defaults.baseURL = apiUrl;
  return {
    name: 'razorpay',
    publicKey: keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt });
      if (typeof order.id !== 'string' || !order.id) throw new Error('Razorpay answered an order without an id');
      return { providerOrderId: order.id };
    },
    verifySignature: ({ orderId, paymentId, signature }) =>
      signaturesMatch(checkoutSignature(keySecret, orderId, paymentId), signature),
    async refund({ providerPaymentId, amountPaise, idempotencyKey }) {
      // The body must be the same on every retry with one key, or Razorpay refuses it.
      const body = { amount: amountPaise, speed: 'normal', receipt: idempotencyKey };
      let answer: unknown;
      try {
        ({ data: answer } = await http.post(`/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, body, {
          headers: { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey },
        }));
      } catch (error) {
        throw new Error(`Razorpay refused the refund: ${razorpayErrorText(error)}`, { cause: error });
      }
      const id = (answer as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !id) throw new Error('Razorpay answered a refund without an id');
      return { providerRefundId: id };
    },
  };
}

/** Razorpay's error description from a failed call (`{ error: { description } }`), for the log. */
function razorpayErrorText(error: unknown): string {
  const response = (error as { response?: { status?: number; data?: { error?: { description?: unknown } } } }).response;
  const description = response?.data?.error?.description;
  if (typeof description === 'string') return `${response?.status ?? ''} ${description}`.trim();
  return error instanceof Error ? error.message : String(error);
}
