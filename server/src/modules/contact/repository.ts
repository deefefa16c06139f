import { type Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

export async function saveContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
