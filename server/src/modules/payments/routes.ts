import type { FastifyInstance } from 'fastify';
import { sandboxPaymentRoutes } from './sandbox-routes';

/** `/payments/*`: the sandbox's card form exists only while the sandbox is the provider. */
export async function paymentRoutes(app: FastifyInstance) {
  if (app.paymentProvider.name === 'sandbox') await app.register(sandboxPaymentRoutes, { prefix: '/payments' });
}
