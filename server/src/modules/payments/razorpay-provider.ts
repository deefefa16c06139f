import Razorpay from 'razorpay';
import { checkoutSignature, signaturesMatch, type PaymentProvider } from './provider';

export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Razorpay's API host; tests point it at a local server replaying recorded responses. */
  apiUrl: string;
}

/** The SDK's axios instance: it has no host option, so a different host is set on it directly. */
interface SdkInternals {
  api?: { rq?: { defaults: { baseURL?: string } } };
}

export function razorpayProvider({ keyId, keySecret, apiUrl }: RazorpayConfig): PaymentProvider {
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiUrl !== RAZORPAY_DEFAULT_API_URL) {
    const internals = (sdk as unknown as SdkInternals).api?.rq;
    // Fail at start, not at the first checkout, if an SDK upgrade moved its HTTP client.
    if (!internals) throw new Error('RAZORPAY_API_URL cannot be applied to this version of the razorpay SDK');
    internals.defaults.baseURL = apiUrl;
  }
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
  };
}
