import { and, count, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_PAGE_SIZE, type Conversation, type ConversationMessage, type ListingKind, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, users } from '../../db/schema';
import type { CampusPolicy } from '../../plugins/auth';
import { campusBadge } from '../auth/campus-badge';
import { listingColumns, listingOwner, toListing, type ListingRow } from './listings';

export type MessageRow = typeof conversationMessages.$inferSelect;

export function toMessage(row: MessageRow): ConversationMessage {
  return {
    _id: row.id.toString(),
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}

/** A conversation's two members, as every check of who may read or write it needs them. */
export interface Members {
  id: string;
  ownerId: string;
  askerId: string;
}

/**
 * Whether `viewer` may read and write this conversation: its two members only (docs/product-rules.md "Private
 * conversations"). The one place that decides it, for the routes and the socket alike.
 */
export const isMember = (conversation: Members, viewerId: string): boolean =>
  conversation.ownerId === viewerId || conversation.askerId === viewerId;

/**
 * Whether `viewer` may read it: its members, and admins once it has been reported (docs/product-rules.md "Reports
 * and suspension"). Reading only: every write still asks isMember.
 */
export const mayRead = (conversation: Members, viewer: SessionUser, reported: () => Promise<boolean>): Promise<boolean> | boolean =>
  isMember(conversation, viewer._id) || (viewer.role === 'admin' && reported());

const owner = alias(users, 'owner');
const asker = alias(users, 'asker');
const lastMessage = alias(conversationMessages, 'last_message');

/** Whose read mark is whose: the viewer's own, and the other member's. */
const marks = (viewerId: string) => ({
  own: sql<bigint>`case when ${conversations.ownerId} = ${viewerId} then ${conversations.ownerReadUpTo} else ${conversations.askerReadUpTo} end`,
  other: sql<string>`(case when ${conversations.ownerId} = ${viewerId} then ${conversations.askerReadUpTo} else ${conversations.ownerReadUpTo} end)::text`,
});

/** Everything a conversation's answer shows to `viewerId`, in one select over the conversations matched by `where`. */
function conversationView(db: Db, viewerId: string) {
  const mark = marks(viewerId);
  return db
    .select({
      id: conversations.id,
      ownerId: conversations.ownerId,
      askerId: conversations.askerId,
      ownerName: owner.name,
      askerName: asker.name,
      // For the other member's badge, in this same select (docs/product-rules.md "Campus-verified accounts").
      ownerVerified: sql<boolean>`${owner.emailVerifiedAt} is not null`.mapWith(Boolean),
      askerVerified: sql<boolean>`${asker.emailVerifiedAt} is not null`.mapWith(Boolean),
      otherReadUpTo: mark.other,
      unread: sql<number>`(select count(*) from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id}
        and ${conversationMessages.senderId} <> ${viewerId} and ${conversationMessages.id} > ${mark.own})`.mapWith(Number),
      last: lastMessage,
      ...listingColumns,
    })
    .from(conversations)
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .innerJoin(asker, eq(asker.id, conversations.askerId))
    .leftJoin(
      lastMessage,
      eq(lastMessage.id, sql`(select max(${conversationMessages.id}) from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof conversationView>['where']>>[number];

/** The site's campus policy, as the other member's badge needs it (the auth plugin's `app.campus`). */
export type BadgeCampus = Pick<CampusPolicy, 'gated' | 'name'>;

function toConversation(row: ViewRow, viewerId: string, campus: BadgeCampus): Conversation {
  const own = row.ownerId === viewerId;
  const other = own
    ? { _id: row.askerId, name: row.askerName, ...campusBadge(campus, row.askerVerified) }
    : { _id: row.ownerId, name: row.ownerName, ...campusBadge(campus, row.ownerVerified) };
  return {
    _id: row.id,
    listing: toListing(row as ViewRow & ListingRow, own),
    other,
    role: own ? 'owner' : 'asker',
    lastMessage: row.last ? toMessage(row.last) : null,
    unread: row.unread,
    otherReadUpTo: row.otherReadUpTo === '0' ? null : row.otherReadUpTo,
  };
}

const involving = (viewerId: string) => or(eq(conversations.ownerId, viewerId), eq(conversations.askerId, viewerId));

export type OpenOutcome = { conversationId: string } | { refused: 'listingNotFound' | 'ownListing' };

export function conversationsRepository(db: Db, campus: BadgeCampus) {
  return {
    /**
     * The conversation of `askerId` about this listing, made if there is none. Concurrent opens meet at the
     * unique index: whoever loses the race inserts nothing and reads the winner's.
     */
    async open(asker: SessionUser, kind: ListingKind, listingId: string): Promise<OpenOutcome> {
      const ownerId = await listingOwner(db, kind, listingId, asker);
      if (!ownerId) return { refused: 'listingNotFound' };
      if (ownerId === asker._id) return { refused: 'ownListing' };
      await db.insert(conversations).values({ listingKind: kind, listingId, ownerId, askerId: asker._id }).onConflictDoNothing();
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.listingKind, kind), eq(conversations.listingId, listingId), eq(conversations.askerId, asker._id)));
      if (!row) throw new Error('the conversation just opened is not there');
      return { conversationId: row.id };
    },

    /** Its two members, or null when there is no such conversation. */
    async members(id: string): Promise<Members | null> {
      const [row] = await db
        .select({ id: conversations.id, ownerId: conversations.ownerId, askerId: conversations.askerId })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row ?? null;
    },

    /** The conversation as `viewerId` sees it, or null unless they are one of its members. */
    async one(id: string, viewerId: string): Promise<Conversation | null> {
      const [row] = await conversationView(db, viewerId).where(and(eq(conversations.id, id), involving(viewerId)));
      return row ? toConversation(row, viewerId, campus) : null;
    },

    /** The viewer's conversations, the latest activity first. */
    async list(viewerId: string): Promise<Conversation[]> {
      const rows = await conversationView(db, viewerId)
        .where(involving(viewerId))
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id));
      return rows.map((row) => toConversation(row, viewerId, campus));
    },

    /** How many messages from others wait for the viewer, over all their conversations. */
    async unread(viewerId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(involving(viewerId), ne(conversationMessages.senderId, viewerId), gt(conversationMessages.id, marks(viewerId).own)));
      return row?.unread ?? 0;
    },

    /** One page, oldest first: the newest messages, or with `before` the ones just older than that message. */
    async history(id: string, before: string | undefined): Promise<ConversationMessage[]> {
      const rows = await db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, id), before ? lt(conversationMessages.id, BigInt(before)) : undefined))
        .orderBy(desc(conversationMessages.id))
        .limit(CHAT_PAGE_SIZE);
      return rows.reverse().map(toMessage);
    },

    /**
     * Moves the member's read mark to the conversation's newest message (never back); answers the mark, null
     * while there is no message.
     */
    async markRead(members: Members, viewerId: string): Promise<string | null> {
      const newest = sql`coalesce((select max(${conversationMessages.id}) from ${conversationMessages} where ${conversationMessages.conversationId} = ${members.id}), 0)`;
      const column = members.ownerId === viewerId ? conversations.ownerReadUpTo : conversations.askerReadUpTo;
      const key = members.ownerId === viewerId ? 'ownerReadUpTo' : 'askerReadUpTo';
      const [row] = await db
        .update(conversations)
        .set({ [key]: sql`greatest(${column}, ${newest})` })
        .where(eq(conversations.id, members.id))
        .returning({ mark: sql<string>`${column}::text` });
      return !row || row.mark === '0' ? null : row.mark;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
