import {
  CancelCheckoutSchema,
  CHECKOUT_REFERENCE_PATTERN,
  CheckoutResponseSchema,
  CreateOrderResponseSchema,
  CreateOrderSchema,
  CurrentCheckoutResponseSchema,
  MessageResponseSchema,
  VerifyPaymentResponseSchema,
  VerifyPaymentSchema,
  type CheckoutResponse,
  type CurrentCheckoutResponse,
  type VerifyPaymentResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { publishNotifications } from '../notifications/publish';
import { paymentsRepository } from '../payments/repository';
import { checkoutRepository } from './checkout-repository';
import { answerOpenedPayment } from './checkout-answer';
import { cancelCheckout, createCheckout } from './checkout-service';
import { toCheckoutResponse } from './mappers';
import { completePayment } from './payment-service';
import { issueRefunds, type RefundContext } from './refund-service';

export const PAYMENT_VERIFIED = 'Payment verified and order placed successfully!';
export const BOOKING_PAYMENT_VERIFIED = 'Payment verified: your booking is paid.';
export const VERIFICATION_FAILED = 'Payment verification failed.';
export const CHECKOUT_CANCELLED = 'Checkout cancelled.';
const CHECKOUT_NOT_FOUND = 'Checkout not found';

const ReferenceParamsSchema = z.object({
  reference: z.string().regex(CHECKOUT_REFERENCE_PATTERN, { error: 'Invalid checkout reference' }),
});

const docs = documented('Orders', { members: true });

/**
 * Checkout: reserve and price the cart as the buyer's one checkout awaiting payment, cancel it, read it
 * back, and verify the provider's signed payment.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  createOrderRoute(app);
  cancelCheckoutRoute(app);
  readCheckoutRoutes(app);
  verifyPaymentRoute(app);
};

function createOrderRoute(app: RouteApp) {
  const schema = docs('Reserve a product or a cart and open its payment (the amount is in paise)', {
    body: CreateOrderSchema,
    response: answers({ 201: CreateOrderResponseSchema }),
  });
  app.post('/create-order', { schema, preValidation: [app.authenticate, app.requireVerified] }, async (request, reply) => {
    const body = request.body;
    const lines = 'items' in body ? body.items : [{ productId: body.productId, quantity: body.quantity }];
    return answerOpenedPayment(request, reply, app.paymentProvider, () =>
      createCheckout(app.db, app.paymentProvider, { buyerId: request.user._id, lines, now: new Date() }),
    );
  });
}

function cancelCheckoutRoute(app: RouteApp) {
  const schema = docs('Cancel the checkout awaiting payment and release its stock', {
    body: CancelCheckoutSchema,
    response: answers({ 200: MessageResponseSchema }),
  });
  app.post('/cancel-checkout', { schema, preValidation: app.authenticate }, async (request) => {
    const outcome = await cancelCheckout(app.db, { buyerId: request.user._id, providerOrderId: request.body.razorpayOrderId });
    if (outcome === 'not-found') throw notFound(CHECKOUT_NOT_FOUND);
    if (outcome === 'paid') throw conflict('This checkout has been paid and can no longer be cancelled.');
    return { success: true as const, message: CHECKOUT_CANCELLED };
  });
}

/** The buyer's checkout awaiting payment, and any of theirs by its reference. */
function readCheckoutRoutes(app: RouteApp) {
  const checkouts = checkoutRepository(app.db);
  const current = docs('The checkout awaiting payment, or null', { response: answers({ 200: CurrentCheckoutResponseSchema }) });
  app.get('/current-checkout', { schema: current, preValidation: app.authenticate }, async (request): Promise<CurrentCheckoutResponse> => {
    const checkout = await checkouts.current(request.user._id, new Date());
    return { success: true, checkout: checkout ? toCheckoutResponse(checkout, app.paymentProvider.publicKey) : null };
  });

  const one = docs('One of my checkouts by its reference', { params: ReferenceParamsSchema, response: answers({ 200: CheckoutResponseSchema }) });
  app.get('/checkouts/:reference', { schema: one, preValidation: app.authenticate }, async (request): Promise<CheckoutResponse> => {
    const checkout = await checkouts.byReference(request.user._id, request.params.reference);
    if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
    return { success: true, checkout: toCheckoutResponse(checkout, app.paymentProvider.publicKey) };
  });
}

function verifyPaymentRoute(app: RouteApp) {
  const paymentRecords = paymentsRepository(app.db);
  const refundContext: RefundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  const schema = docs("Verify the provider's signed payment; the checkout's lines become orders, or the booking is paid", {
    body: VerifyPaymentSchema,
    response: answers({ 200: VerifyPaymentResponseSchema }),
  });
  app.post('/verify-payment', { schema, preValidation: app.authenticate }, async (request): Promise<VerifyPaymentResponse> => {
    const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body;
    const payment = await paymentRecords.findByProviderOrderId(razorpayOrderId);
    if (!payment || payment.buyerId !== request.user._id) throw notFound('Order not found');
    const genuine = app.paymentProvider.verifySignature({
      orderId: razorpayOrderId,
      paymentId: razorpayPaymentId,
      signature: razorpaySignature,
    });
    if (!genuine) throw badRequest(VERIFICATION_FAILED);
    const result = await completePayment(app.db, {
      providerOrderId: razorpayOrderId,
      providerPaymentId: razorpayPaymentId,
      now: app.clock.now(),
      timeZone: app.config.CAMPUS_TIME_ZONE,
    });
    if (result.outcome === 'not-found') throw notFound('Order not found');
    if (result.outcome === 'stock-gone') {
      await issueRefunds(refundContext, [result.refundId]);
      throw conflict(result.message);
    }
    if (result.outcome === 'paid') publishNotifications(app.io, result.notifications);
    if (result.bookingId) return { success: true, message: BOOKING_PAYMENT_VERIFIED, reference: result.reference, bookingId: result.bookingId };
    return { success: true, message: PAYMENT_VERIFIED, reference: result.reference };
  });
}
