import {
  CONVERSATION_EVENTS,
  REPORT_ERRORS,
  ReportedMessageDeletedResponseSchema,
  ReportedMessageParamsSchema,
  ReportInputSchema,
  ReportParamsSchema,
  ReportResponseSchema,
  ReportsQuerySchema,
  ReportsResponseSchema,
  ResolveReportInputSchema,
  ResolveReportResponseSchema,
  resolveActions,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { decodeCursor, encodeCursor } from '../catalogue/search-cursor';
import { announceDeletedMessage } from '../chat/send-message';
import { announceActivity, conversationRoom } from '../conversations/send';
import { deleteConversationMessage } from './conversation-message';
import { reportsRepository } from './repository';
import { takeSnapshot } from './snapshot';

const docs = documented('Reports', { members: true });

/**
 * `/reports` (docs/product-rules.md "Reports and suspension"): members report a listing, a community chat message, a
 * conversation they are in or a member, once while their report is open; admins list the open reports grouped by
 * what was reported, a page at a time, and resolve a group with an action that fits it.
 * Who may is checked before the body (preValidation): a visitor is told 401, a member on an admin call 403.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = reportsRepository(app.db);
  const adminOnly = [app.authenticate, app.requireAdmin];

  const report = docs('Report a listing, a community chat message, a conversation you are in, or a member (409 while your report of it is open)', {
    body: ReportInputSchema,
    response: answers({ 201: ReportResponseSchema }),
  });
  app.post('/', { config: app.formRateLimit, preValidation: app.authenticate, schema: report }, async (request, reply) => {
    const { target, id, reason, listingKind } = request.body;
    const snapshot = await takeSnapshot(app.db, target, id, request.user, listingKind);
    if (!snapshot) throw notFound(REPORT_ERRORS.targetNotFound);
    if (snapshot.subjectId === request.user._id) throw badRequest(REPORT_ERRORS.ownTarget);
    const created = await repository.create(request.user._id, target, id, reason, snapshot);
    if (!created) throw conflict(REPORT_ERRORS.alreadyReported[target]);
    return reply.status(201).send({ success: true as const, report: created });
  });

  const list = docs('The open reports grouped by what was reported, the group reported first first, a page at a time (admins)', {
    querystring: ReportsQuerySchema,
    response: answers({ 200: ReportsResponseSchema }),
  });
  app.get('/', { preValidation: adminOnly, schema: list }, async (request) => {
    const { cursor: text, limit } = request.query;
    const cursor = text === undefined ? null : decodeCursor(text);
    if (text !== undefined && (!cursor || cursor.rank !== undefined)) throw badRequest(REPORT_ERRORS.badCursor);
    const { groups, total, openReports, next } = await repository.openGroups(cursor, limit);
    return { success: true as const, groups, total, openReports, nextCursor: next ? encodeCursor(next) : null };
  });

  const resolve = docs('Resolve a group of reports, named by its newest report: dismiss, delete the message, hide the listing or suspend the member, or the first two with a suspension (admins)', {
    params: ReportParamsSchema,
    body: ResolveReportInputSchema,
    response: answers({ 200: ResolveReportResponseSchema }),
  });
  app.post('/:id/resolve', { preValidation: adminOnly, schema: resolve }, async (request) => {
    const outcome = await repository.resolve(request.params.id, resolveActions(request.body), request.body.note, request.user._id);
    if (outcome === 'missing') throw notFound(REPORT_ERRORS.notFound);
    if (outcome === 'resolved') throw conflict(REPORT_ERRORS.resolved);
    if (outcome === 'mismatch') throw badRequest(REPORT_ERRORS.mismatch);
    if (outcome === 'admin') throw badRequest(REPORT_ERRORS.adminTarget);
    // A suspended member's sessions are over, their live connections on every instance too (README "Live connections").
    if (outcome.suspendedId) app.endSessions({ userId: outcome.suspendedId, belowVersion: null });
    if (outcome.deletedMessageId) announceDeletedMessage(app.io, outcome.deletedMessageId);
    return { success: true as const, group: outcome.group };
  });

  const removeMessage = docs("Delete a message of a reported conversation: it leaves the two members' open screens at once (admins)", {
    params: ReportedMessageParamsSchema,
    response: answers({ 200: ReportedMessageDeletedResponseSchema }),
  });
  app.delete('/:id/conversation-messages/:messageId', { preValidation: adminOnly, schema: removeMessage }, async (request) => {
    const { id, messageId } = request.params;
    const conversation = await deleteConversationMessage(app.db, id, BigInt(messageId), request.user._id);
    if (!conversation) throw notFound(REPORT_ERRORS.messageNotFound);
    // Once stored: the room's open screens drop it, and both members' pages ask again for their lists' last message.
    app.io.to(conversationRoom(conversation.id)).emit(CONVERSATION_EVENTS.deleted, { conversationId: conversation.id, _id: messageId });
    announceActivity(app.io, conversation, [conversation.ownerId, conversation.askerId]);
    return { success: true as const, messageId };
  });
};
