import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/routes';
import { availabilityRoutes } from './modules/bookings/routes-availability';
import { bookingsRoutes } from './modules/bookings/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { chatRoutes } from './modules/chat/routes';
import { contactMessagesRoutes, contactRoutes } from './modules/contact/routes';
import { conversationsRoutes } from './modules/conversations/routes';
import { eventsRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { mailSettingsRoutes } from './modules/mail-notices/routes';
import { membersRoutes } from './modules/members/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { ordersRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { rentalsRoutes } from './modules/rentals/routes';
import { reportsRoutes } from './modules/reports/routes';
import { visitorsRoutes } from './modules/visitors/routes';

/** Everything under /api/v1: one plugin per domain. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(visitorsRoutes, { prefix: '/visitors' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(contactMessagesRoutes, { prefix: '/contact-messages' });
  await app.register(eventsRoutes, { prefix: '/events' });
  await app.register(chatRoutes, { prefix: '/chats' });
  await app.register(ordersRoutes, { prefix: '/order' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(conversationsRoutes, { prefix: '/conversations' });
  await app.register(reportsRoutes, { prefix: '/reports' });
  await app.register(membersRoutes, { prefix: '/members' });
  await app.register(mailSettingsRoutes, { prefix: '/mail-settings' });
  await app.register(paymentRoutes);
  await app.register(rentalsRoutes);
  await app.register(bookingsRoutes, { prefix: '/bookings' });
  await app.register(availabilityRoutes);
}
