import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_MAX_LENGTH, LISTING_KINDS } from '@campus/shared/contract';
import { memberId } from './accounts';
import { createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';

/**
 * Private conversations (docs/architecture.md "Conversations"): one per listing and asking member, between that
 * member and the listing's owner. The listing is named by kind and id, without a foreign key (it lives in one of
 * three tables): a deleted listing leaves its conversations readable, headed by "removed". Each member's read mark
 * is the id of the newest message they have read (0 for none): messages of one conversation take their ids under
 * the conversation's row lock, so ids grow in commit order within a conversation and a mark never skips one.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuidKey(),
    listingKind: text({ enum: LISTING_KINDS }).notNull(),
    listingId: uuid().notNull(),
    ownerId: memberId(),
    askerId: memberId(),
    createdAt: createdAt(),
    /** The last message's time (the creation's before one): the list is newest first by it. */
    lastActivityAt: timestamptz().notNull().defaultNow(),
    ownerReadUpTo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    askerReadUpTo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Each member's last e-mail about this conversation (docs/product-rules.md "E-mail notifications"): when it
     * was sent, at most one per MESSAGE_MAIL_EVERY_MINUTES, and the newest message it covered, never covered again.
     */
    ownerMailedAt: timestamptz(),
    askerMailedAt: timestamptz(),
    ownerMailedUpTo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    askerMailedUpTo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    // One conversation per listing and asking member: a second open finds it, concurrent ones conflict here.
    uniqueIndex('conversations_listing_asker_idx').on(table.listingKind, table.listingId, table.askerId),
    ...indexesOn('conversations', table.ownerId, table.askerId),
    check('conversations_listing_kind_check', sql`${table.listingKind} in (${sqlList(LISTING_KINDS)})`),
    check('conversations_two_members_check', sql`${table.ownerId} <> ${table.askerId}`),
  ],
);

/** A conversation's messages, one row each; the identity id orders them (see conversations). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: memberId(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A conversation's pages, newest first, and its unread count after a read mark.
    index('conversation_messages_conversation_id_id_idx').on(table.conversationId, table.id),
    // The send rate limit counts a sender's recent messages.
    index('conversation_messages_sender_id_created_at_idx').on(table.senderId, table.createdAt),
    check(
      'conversation_messages_content_check',
      sql`char_length(${table.content}) between 1 and ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);
