import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, moderationActions, reports } from '../../db/schema';
import type { Members } from '../conversations/repository';

/**
 * Deletes message `messageId` of the conversation report `reportId` is about (docs/product-rules.md "Reports and
 * suspension"), recorded as a delete-message about its sender, in one transaction. Answers the conversation and its
 * two members (who are told), or null when the report is not a conversation's or the message is not in it (any
 * more). Open or resolved, the report is what lets an admin read the conversation at all, so it is what lets them
 * delete in it.
 */
export async function deleteConversationMessage(db: Db, reportId: string, messageId: bigint, adminId: string): Promise<Members | null> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select({ targetId: reports.targetId }).from(reports).where(and(eq(reports.id, reportId), eq(reports.target, 'conversation')));
    if (!report) return null;
    const [deleted] = await tx
      .delete(conversationMessages)
      .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, report.targetId)))
      .returning({ senderId: conversationMessages.senderId });
    if (!deleted) return null;
    await tx.insert(moderationActions).values({ adminId, action: 'delete-message', memberId: deleted.senderId, reportId, target: 'conversation', targetId: report.targetId });
    const [conversation] = await tx.select({ id: conversations.id, ownerId: conversations.ownerId, askerId: conversations.askerId }).from(conversations).where(eq(conversations.id, report.targetId));
    return conversation ?? null;
  });
}
