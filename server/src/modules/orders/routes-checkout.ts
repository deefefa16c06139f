import {
  CreateOrderSchema,
  VerifyPaymentSchema,
  type CreateOrderResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http-error';
import { publishNotifications } from '../notifications/publish';
import { createCheckout, ProviderUnavailableError } from './checkout-service';
import { completePayment } from './payment-service';
import { ordersRepository } from './repository';

export const PAYMENT_VERIFIED = 'Payment verified and order placed successfully!';
export const VERIFICATION_FAILED = 'Payment verification failed.';

/** Checkout: reserve and price the cart, then verify the provider's signed payment (SPEC §4, §7). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = ordersRepository(app.db);

  app.post(
    '/create-order',
    { schema: { body: CreateOrderSchema }, preValidation: app.authenticate },
    async (request, reply) => {
      const body = request.body;
      const lines = 'items' in body ? body.items : [{ productId: body.productId, quantity: body.quantity }];
      try {
        const checkout = await createCheckout(app.db, app.paymentProvider, {
          buyerId: request.user._id,
          lines,
          now: new Date(),
        });
        const response: CreateOrderResponse = {
          success: true,
          razorpayOrderId: checkout.providerOrderId,
          order: { amount: checkout.amountPaise, currency: 'INR' },
          key: app.paymentProvider.publicKey,
          provider: app.paymentProvider.name,
        };
        return reply.status(201).send(response);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // The error handler hides every 5xx text; this one tells the buyer to retry, so it is sent here.
        request.log.error({ err: error.cause }, 'payment provider failed to create an order');
        return reply.status(502).send({ success: false, message: error.message });
      }
    },
  );

  app.post(
    '/verify-payment',
    { schema: { body: VerifyPaymentSchema }, preValidation: app.authenticate },
    async (request) => {
      const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body;
      const payment = await repository.findPaymentOfBuyer(razorpayOrderId, request.user._id);
      if (!payment) throw notFound('Order not found');
      const genuine = app.paymentProvider.verifySignature({
        orderId: razorpayOrderId,
        paymentId: razorpayPaymentId,
        signature: razorpaySignature,
      });
      if (!genuine) throw badRequest(VERIFICATION_FAILED);
      const result = await completePayment(app.db, {
        providerOrderId: razorpayOrderId,
        providerPaymentId: razorpayPaymentId,
        now: new Date(),
      });
      if (result.outcome === 'not-found') throw notFound('Order not found');
      if (result.outcome === 'paid') publishNotifications(app.io, result.notifications);
      return { success: true, message: PAYMENT_VERIFIED };
    },
  );
};
