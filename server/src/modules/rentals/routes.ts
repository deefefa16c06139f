import type { FastifyPluginAsync } from 'fastify';
import { formParsers } from '../../plugins/forms';
import { rentProductRoutes } from './rent-routes';
import { serviceRoutes } from './service-routes';

/**
 * Rent products and services (docs/product-rules.md "Entities", "API calls"). The form parsers are registered inside this plugin, so only these
 * routes (and the catalogue's form writes, which register their own) accept a form (README "Forms").
 */
export const rentalsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formParsers);
  await app.register(rentProductRoutes, { prefix: '/rent-product' });
  await app.register(serviceRoutes, { prefix: '/service' });
};
