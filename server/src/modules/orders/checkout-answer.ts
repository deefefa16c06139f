import type { CreateOrderResponse } from '@campus/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../payments/provider';
import { ProviderUnavailableError, type CreatedCheckout } from './checkout-service';

/**
 * Answers a payment just opened, a cart's (`POST /order/create-order`) or a booking's (`POST /bookings/{id}/checkout`),
 * the same way: 201 with what the browser needs to open the provider's window. A provider that could not create its
 * order is 502 with a message telling the payer to retry: the error handler would hide a 5xx text, so it is sent here.
 */
export async function answerOpenedPayment(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: PaymentProvider,
  open: () => Promise<CreatedCheckout>,
) {
  try {
    const checkout = await open();
    const response: CreateOrderResponse = {
      success: true,
      reference: checkout.reference,
      razorpayOrderId: checkout.providerOrderId,
      order: { amount: checkout.amountPaise, currency: 'INR' },
      key: provider.publicKey,
      provider: provider.name,
    };
    return reply.status(201).send(response);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    request.log.error({ err: error.cause }, 'payment provider failed to create an order');
    return reply.status(502).send({ success: false, message: error.message });
  }
}
