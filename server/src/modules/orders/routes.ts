import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueDueRefunds, REFUND_SWEEP_INTERVAL_MS } from './refund-service';
import { releaseExpiredReservations } from './reservations';
import { checkoutRoutes } from './routes-checkout';
import { orderListRoutes } from './routes-lists';
import { recourseRoutes } from './routes-recourse';
import { razorpayWebhookRoutes } from './routes-webhook';

/** How often unpaid reservations are swept (checkout also sweeps, so this only frees stock sooner). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * `/order/*`: checkout, payment verification, order lists and their management. Authentication runs at
 * preValidation so a visitor is told to log in (401) before anything about the body they sent.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes);
  await app.register(orderListRoutes);
  await app.register(recourseRoutes);
  // Only Razorpay calls back; with the sandbox the path does not exist (404).
  const { PAYMENT_PROVIDER, RAZORPAY_WEBHOOK_SECRET } = app.config;
  if (PAYMENT_PROVIDER === 'razorpay' && RAZORPAY_WEBHOOK_SECRET) {
    await app.register(razorpayWebhookRoutes, { webhookSecret: RAZORPAY_WEBHOOK_SECRET });
  }

  // Periodic jobs of the scheduler plugin: each logs its own failure, and stops when the app closes.
  const refundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  app.scheduler.every('releasing expired reservations', SWEEP_INTERVAL_MS, () => releaseExpiredReservations(app.db, new Date()));
  app.scheduler.every('issuing owed refunds', REFUND_SWEEP_INTERVAL_MS, () => issueDueRefunds(refundContext, new Date()));
};
