import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { PHOTO_FORM_LIMITS } from '../../plugins/multipart-form';
import { rentProductRoutes } from './rent-routes';
import { serviceRoutes } from './service-routes';

/**
 * Rent products and services (SPEC §3, §7). Multipart is registered inside this plugin, so only these
 * routes (and the catalogue's product writes, which register their own) accept a form upload.
 */
export const rentalsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: PHOTO_FORM_LIMITS });
  await app.register(rentProductRoutes, { prefix: '/rent-product' });
  await app.register(serviceRoutes, { prefix: '/service' });
};
