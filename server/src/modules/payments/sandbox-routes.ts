import { SANDBOX_CARDS, SandboxPayResponseSchema, SandboxPaySchema, type SandboxPayResponse } from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { checkoutSignature } from './provider';
import { paymentsRepository } from './repository';
import { sandboxId } from './sandbox-provider';

const digits = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

/** A card is valid through the last day of its expiry month (UTC). */
function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return true;
  const fullYear = 2000 + year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

const docs = documented('Payments', { members: true });

/**
 * The sandbox's card form: what Razorpay's checkout does in the browser, done by this server with test
 * cards. It only signs a payment; the order is completed by the same verify call Razorpay uses.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = paymentsRepository(app.db);
  const secret = app.secrets.sandboxPaymentSecret;

  app.post(
    '/sandbox/pay',
    {
      schema: docs(`Pay with a sandbox test card (${SANDBOX_CARDS.success} succeeds); answers the signature to verify`, {
        body: SandboxPaySchema,
        response: answers({ 200: SandboxPayResponseSchema }),
      }),
      preValidation: app.authenticate,
    },
    async (request): Promise<SandboxPayResponse> => {
      const { razorpayOrderId, card } = request.body;
      const payment = await repository.findByProviderOrderId(razorpayOrderId);
      if (!payment || payment.buyerId !== request.user._id) throw notFound('Order not found');
      const now = app.clock.now();
      if (payment.status !== 'pending' || payment.expiresAt.getTime() < now.getTime()) {
        throw conflict('This order is no longer awaiting payment.');
      }
      if (hasExpired(card.expiry, now)) throw badRequest('Your card has expired.');
      const number = digits(card.number);
      if (number === digits(SANDBOX_CARDS.declined)) throw new HttpError(402, 'Your card was declined.');
      if (number !== digits(SANDBOX_CARDS.success)) {
        throw new HttpError(402, `Card not accepted by the sandbox. Use ${SANDBOX_CARDS.success}.`);
      }
      const razorpayPaymentId = sandboxId('pay_sbx_');
      return {
        success: true,
        razorpayPaymentId,
        razorpaySignature: checkoutSignature(secret, razorpayOrderId, razorpayPaymentId),
      };
    },
  );
};
