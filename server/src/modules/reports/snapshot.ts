import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type ListingKind, type ReportTarget, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, conversationMessages, conversations, products, rentProducts, services, users } from '../../db/schema';
import { isMember } from '../conversations/repository';
import { listingHidden, maySeeListing } from './visibility';

/** What a report keeps of its target: a copy of the content, and who wrote or owns it. */
export interface Snapshot {
  content: string;
  subjectId: string;
  listingKind: ListingKind | null;
  slug: string | null;
}

const TABLES = { product: products, rent: rentProducts, service: services } as const;
const isUuid = (id: string) => z.uuid().safeParse(id).success;
/** How many of a conversation's last messages a report keeps. */
const CONVERSATION_LINES = 10;

/** A listing the reporter may see: a hidden one is no more there for them than on its page (docs/product-rules.md "Reports and suspension"). */
async function listingSnapshot(db: Db, id: string, reporter: SessionUser, kind: ListingKind | undefined): Promise<Snapshot | null> {
  if (!isUuid(id)) return null;
  // The id alone names the listing: each kind's table is asked in turn, unless the caller said which.
  for (const listingKind of kind ? [kind] : (['product', 'rent', 'service'] as const)) {
    const table = TABLES[listingKind];
    const [row] = await db
      .select({ name: table.name, description: table.description, sellerId: table.sellerId, hidden: listingHidden(table) })
      .from(table)
      .where(eq(table.id, id));
    if (row && !maySeeListing(row, reporter)) return null;
    if (row) {
      const slug = listingKind === 'product' ? ((await db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]?.slug ?? null) : null;
      return { content: `${row.name}\n\n${row.description}`, subjectId: row.sellerId, listingKind, slug };
    }
  }
  return null;
}

async function messageSnapshot(db: Db, id: string): Promise<Snapshot | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.select({ content: chatMessages.content, senderId: chatMessages.senderId }).from(chatMessages).where(eq(chatMessages.id, BigInt(id)));
  return row ? { content: row.content, subjectId: row.senderId, listingKind: null, slug: null } : null;
}

/** Only a conversation the reporter is in; its subject is the other member. */
async function conversationSnapshot(db: Db, id: string, reporterId: string): Promise<Snapshot | null> {
  if (!isUuid(id)) return null;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!conversation || !isMember(conversation, reporterId)) return null;
  const lines = await db
    .select({ name: users.name, content: conversationMessages.content })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(desc(conversationMessages.id))
    .limit(CONVERSATION_LINES);
  const content = lines.reverse().map((line) => `${line.name}: ${line.content}`).join('\n') || `Conversation ${id} (no messages)`;
  const subjectId = conversation.ownerId === reporterId ? conversation.askerId : conversation.ownerId;
  return { content, subjectId, listingKind: conversation.listingKind, slug: null };
}

async function memberSnapshot(db: Db, id: string): Promise<Snapshot | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row ? { content: row.name, subjectId: id, listingKind: null, slug: null } : null;
}

/** A copy of what is reported, or null when there is no such thing the reporter may report (the route's 404). */
export function takeSnapshot(db: Db, target: ReportTarget, id: string, reporter: SessionUser, kind?: ListingKind): Promise<Snapshot | null> {
  switch (target) {
    case 'listing':
      return listingSnapshot(db, id, reporter, kind);
    case 'message':
      return messageSnapshot(db, id);
    case 'conversation':
      return conversationSnapshot(db, id, reporter._id);
    case 'member':
      return memberSnapshot(db, id);
  }
}
