import {
  REPORT_ERRORS,
  ReportInputSchema,
  ReportParamsSchema,
  ReportResponseSchema,
  ReportsQuerySchema,
  ReportsResponseSchema,
  ResolveReportInputSchema,
  ResolveReportResponseSchema,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { decodeCursor, encodeCursor } from '../catalogue/search-cursor';
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

  const resolve = docs('Resolve a group of reports, named by its newest report: dismiss, delete the message, hide the listing or suspend the member (admins)', {
    params: ReportParamsSchema,
    body: ResolveReportInputSchema,
    response: answers({ 200: ResolveReportResponseSchema }),
  });
  app.post('/:id/resolve', { preValidation: adminOnly, schema: resolve }, async (request) => {
    const outcome = await repository.resolve(request.params.id, request.body.action, request.body.note);
    if (outcome === 'missing') throw notFound(REPORT_ERRORS.notFound);
    if (outcome === 'resolved') throw conflict(REPORT_ERRORS.resolved);
    if (outcome === 'mismatch') throw badRequest(REPORT_ERRORS.mismatch);
    if (outcome === 'admin') throw badRequest(REPORT_ERRORS.adminTarget);
    // A suspended member's sessions are over, their live connections on every instance too (README "Live connections").
    if (request.body.action === 'suspend-member' && outcome.subject) app.endSessions({ userId: outcome.subject._id, belowVersion: null });
    return { success: true as const, group: outcome };
  });
};
