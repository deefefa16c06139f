import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';

export function paymentsRepository(db: Db) {
  return {
    async findByProviderOrderId(providerOrderId: string) {
      const [row] = await db
        .select({ id: payments.id, buyerId: payments.buyerId, status: payments.status, expiresAt: payments.expiresAt })
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId));
      return row ?? null;
    },

    /** False when the event was recorded before: a redelivery. */
    async recordWebhookEvent(eventId: string): Promise<boolean> {
      const inserted = await db
        .insert(webhookEvents)
        .values({ eventId })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      return inserted.length > 0;
    },

    /** Lets a redelivery try again after the handling failed on our side. */
    async forgetWebhookEvent(eventId: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    },
  };
}
