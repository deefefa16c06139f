import {
  REPORT_ERRORS,
  ReportInputSchema,
  ReportParamsSchema,
  ReportResponseSchema,
  ReportsResponseSchema,
  ResolveReportInputSchema,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { reportsRepository } from './repository';
import { takeSnapshot } from './snapshot';

const docs = documented('Reports', { members: true });

/**
 * `/reports` (docs/product-rules.md "Reports and suspension"): members report a listing, a community chat message, a
 * conversation they are in or a member; admins list the reports and resolve each once with an action that fits it.
 * Who may is checked before the body (preValidation): a visitor is told 401, a member on an admin call 403.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = reportsRepository(app.db);
  const adminOnly = [app.authenticate, app.requireAdmin];

  const report = docs('Report a listing, a community chat message, a conversation you are in, or a member', {
    body: ReportInputSchema,
    response: answers({ 201: ReportResponseSchema }),
  });
  app.post('/', { config: app.formRateLimit, preValidation: app.authenticate, schema: report }, async (request, reply) => {
    const { target, id, reason, listingKind } = request.body;
    const snapshot = await takeSnapshot(app.db, target, id, request.user._id, listingKind);
    if (!snapshot) throw notFound(REPORT_ERRORS.targetNotFound);
    if (snapshot.subjectId === request.user._id) throw badRequest(REPORT_ERRORS.ownTarget);
    const created = await repository.create(request.user._id, target, id, reason, snapshot);
    return reply.status(201).send({ success: true as const, report: created });
  });

  const list = docs('Every report, open ones first, newest first (admins)', { response: answers({ 200: ReportsResponseSchema }) });
  app.get('/', { preValidation: adminOnly, schema: list }, async () => ({ success: true as const, reports: await repository.list() }));

  const resolve = docs('Resolve a report: dismiss it, delete the message, hide the listing or suspend the member (admins)', {
    params: ReportParamsSchema,
    body: ResolveReportInputSchema,
    response: answers({ 200: ReportResponseSchema }),
  });
  app.post('/:id/resolve', { preValidation: adminOnly, schema: resolve }, async (request) => {
    const outcome = await repository.resolve(request.params.id, request.body.action, request.body.note);
    if (outcome === 'missing') throw notFound(REPORT_ERRORS.notFound);
    if (outcome === 'resolved') throw conflict(REPORT_ERRORS.resolved);
    if (outcome === 'mismatch') throw badRequest(REPORT_ERRORS.mismatch);
    if (outcome === 'admin') throw badRequest(REPORT_ERRORS.adminTarget);
    // A suspended member's sessions are over, their live connections on every instance too (README "Live connections").
    if (outcome.action === 'suspend-member' && outcome.subject) app.endSessions({ userId: outcome.subject._id, belowVersion: null });
    return { success: true as const, report: outcome };
  });
};
