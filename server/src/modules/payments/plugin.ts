import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card payment provider (PAYMENT_PROVIDER). */
    paymentProvider: PaymentProvider;
  }
}

/** Chooses the payment provider once; env.ts has already checked Razorpay's keys are present. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { PAYMENT_PROVIDER, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_API_URL } = app.config;
    const provider =
      PAYMENT_PROVIDER === 'razorpay'
        ? razorpayProvider({ keyId: RAZORPAY_KEY_ID ?? '', keySecret: RAZORPAY_KEY_SECRET ?? '', apiUrl: RAZORPAY_API_URL })
        : sandboxProvider(app.secrets.sandboxPaymentSecret);
    app.decorate('paymentProvider', provider);
  },
  { name: 'payments', dependencies: ['config', 'secrets'] },
);
