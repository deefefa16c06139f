import { MessageResponseSchema, textField } from '@campus/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { publishNotifications } from '../notifications/publish';
import { hmacHex, signaturesMatch } from '../payments/provider';
import { paymentsRepository } from '../payments/repository';
import { completePayment } from './payment-service';
import { issueRefunds, type RefundContext } from './refund-service';

/** The part of Razorpay's webhook event this server reads; everything else is ignored. Ids are looked up, so U+0000 is refused. */
const WebhookEventSchema = z.object({
  event: textField('event'),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: textField('id'), order_id: textField('order_id').nullish() }) }).optional(),
    order: z.object({ entity: z.object({ id: textField('id') }) }).optional(),
  }),
});

/** Events that mean the money has arrived. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

const done = (reply: FastifyReply, message: string) => reply.status(200).send({ success: true, message });

/**
 * `POST /order/razorpay-webhook`: completes an order when the buyer's browser never called verify.
 * Razorpay signs the exact bytes it sends, so this plugin keeps JSON bodies raw (its own encapsulated
 * content-type parser); every delivery is recorded by event id, so a redelivery changes nothing.
 */
export async function razorpayWebhookRoutes(app: FastifyInstance, options: { webhookSecret: string }) {
  const repository = paymentsRepository(app.db);
  const refundContext: RefundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));

  // The body is read as raw bytes (the signature covers them), so it is described here rather than validated by a schema.
  const schema = documented('Payments')("Razorpay's webhook (with PAYMENT_PROVIDER=razorpay)", {
    description:
      'Razorpay posts its payment events here, signed with the webhook secret in `X-Razorpay-Signature` and named by ' +
      '`X-Razorpay-Event-Id`. `payment.captured` and `order.paid` complete the checkout if the buyer never verified it.',
    response: answers({ 200: MessageResponseSchema }),
  });
  app.post('/razorpay-webhook', { schema }, async (request, reply) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw badRequest('The request body must be JSON.');
    const signature = request.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !signaturesMatch(hmacHex(options.webhookSecret, raw), signature)) {
      throw badRequest('Invalid webhook signature.');
    }
    const eventId = request.headers['x-razorpay-event-id'];
    if (typeof eventId !== 'string' || eventId === '') throw badRequest('Missing event id.');

    let event: z.infer<typeof WebhookEventSchema>;
    try {
      event = WebhookEventSchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw badRequest('The webhook body is not a Razorpay event.');
    }
    if (!(await repository.recordWebhookEvent(eventId))) return done(reply, 'Duplicate event ignored');
    if (!PAID_EVENTS.has(event.event)) return done(reply, 'Event ignored');

    const providerOrderId = event.payload.order?.entity.id ?? event.payload.payment?.entity.order_id;
    const providerPaymentId = event.payload.payment?.entity.id;
    if (!providerOrderId || !providerPaymentId) return done(reply, 'Event ignored');
    try {
      const result = await completePayment(app.db, { providerOrderId, providerPaymentId, now: app.clock.now(), timeZone: app.config.CAMPUS_TIME_ZONE });
      if (result.outcome === 'not-found') return done(reply, 'Unknown order ignored');
      if (result.outcome === 'stock-gone') {
        await issueRefunds(refundContext, [result.refundId]);
        return done(reply, result.message);
      }
      if (result.outcome === 'paid') publishNotifications(app.io, result.notifications);
      return done(reply, 'Payment recorded');
    } catch (error) {
      // A refusal (an order paid twice, by another payment) will not change on a retry: acknowledge it and
      // leave it to support.
      if (error instanceof HttpError && error.statusCode === 409) {
        request.log.warn({ providerOrderId, providerPaymentId, reason: error.message }, 'a payment was refused; support must look at it');
        return done(reply, error.message);
      }
      // Our failure: forget the event so Razorpay's redelivery is handled.
      await repository.forgetWebhookEvent(eventId);
      throw error;
    }
  });
}
