import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_EVENTS, DEMO_MESSAGES } from './community-data';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './data';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES } from './rentals-data';
import { seedDemoData } from './seed';

/**
 * A first start on the embedded database shows a site with something in it. Never on PostgreSQL:
 * a real deployment's database is not ours to fill.
 */
export const demoDataPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.DEMO_DATA || app.database.kind !== 'pglite') return;
    const started = performance.now();
    if (await seedDemoData(app.db, app.photos.fromTrusted)) {
      app.log.info(
        {
          categories: DEMO_CATEGORIES.length,
          products: DEMO_PRODUCTS.length,
          rentProducts: DEMO_RENT_PRODUCTS.length,
          services: DEMO_SERVICES.length,
          chatMessages: DEMO_MESSAGES.length,
          events: DEMO_EVENTS.length,
          ms: Math.round(performance.now() - started),
        },
        'demo data added to the empty database (set DEMO_DATA=0 to start empty)',
      );
    }
  },
  { name: 'demo-data', dependencies: ['config', 'database', 'photos'] },
);
