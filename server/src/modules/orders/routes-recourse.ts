import {
  OrderCaseResponseSchema,
  OrderCasesResponseSchema,
  OrderStatusResponseSchema,
  ReportOrderProblemSchema,
  ResolveOrderCaseSchema,
  rupeesToPaise,
  type OrderStatus,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { publishNotifications } from '../notifications/publish';
import { caseRepository } from './case-repository';
import { reportProblem, resolveCase } from './case-service';
import { toOrderResponse } from './mappers';
import { issueRefunds, type RefundContext } from './refund-service';
import { ordersRepository } from './repository';
import { OrderIdParamsSchema } from './schemas';
import { changeOrderStatus } from './status-service';

const ORDER_NOT_FOUND = 'Order not found';
const CaseIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid case id' }) });

const docs = documented('Orders', { members: true });

/**
 * A buyer's recourse after paying (docs/product-rules.md "A buyer's recourse"): cancel before Shipped, confirm
 * receipt, report a problem; and the admins' cases. The seller is told of each step, both parties of a resolution.
 */
export const recourseRoutes: FastifyPluginAsyncZod = async (app) => {
  buyerMoveRoute(app, 'cancel-order', 'Cancelled', 'Cancel my order before it is shipped (refunded in full)', 'Order cancelled; your refund is on its way.');
  buyerMoveRoute(app, 'confirm-receipt', 'Delivered', 'Confirm I received my order (it becomes Delivered)', 'Thank you: the order is Delivered.');
  reportRoute(app);
  caseRoutes(app);
};

function buyerMoveRoute(app: RouteApp, path: string, status: OrderStatus, summary: string, done: string) {
  const repository = ordersRepository(app.db);
  const refundContext: RefundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  const schema = docs(summary, { params: OrderIdParamsSchema, response: answers({ 200: OrderStatusResponseSchema }) });
  app.post(`/${path}/:id`, { schema, preValidation: app.authenticate }, async (request) => {
    const access = await repository.findAccess(request.params.id);
    if (!access || access.payment !== 'paid') throw notFound(ORDER_NOT_FOUND);
    if (access.buyerId !== request.user._id) throw forbidden('Only the buyer can do this with their order.');
    const change = await changeOrderStatus(app.db, { id: access.id, status, now: new Date(), actor: 'buyer' });
    if (change.outcome === 'not-paid') throw notFound(ORDER_NOT_FOUND);
    if (change.outcome === 'refused') throw conflict(change.message);
    if (change.outcome === 'unchanged') throw conflict(`The order is ${status} already.`);
    if (change.notification) publishNotifications(app.io, [change.notification]);
    if (change.refundId) await issueRefunds(refundContext, [change.refundId]);
    const order = await repository.findById(access.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { success: true as const, message: done, order: toOrderResponse(order) };
  });
}

function reportRoute(app: RouteApp) {
  const repository = ordersRepository(app.db);
  const schema = docs('Report a problem with my order (within 7 days of Shipped or Delivered); opens a case', {
    params: OrderIdParamsSchema,
    body: ReportOrderProblemSchema,
    response: answers({ 201: OrderStatusResponseSchema }),
  });
  app.post('/report-problem/:id', { schema, preValidation: app.authenticate }, async (request, reply) => {
    const { reason, details } = request.body;
    const { notification } = await reportProblem(app.db, { orderId: request.params.id, buyerId: request.user._id, reason, details, now: new Date() });
    if (notification) publishNotifications(app.io, [notification]);
    const order = await repository.findById(request.params.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const message = 'Your problem is reported. An admin will look into it; you will see their decision here.';
    return reply.code(201).send({ success: true as const, message, order: toOrderResponse(order) });
  });
}

function caseRoutes(app: RouteApp) {
  const cases = caseRepository(app.db);
  const refundContext: RefundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  const adminOnly = [app.authenticate, app.requireAdmin];

  const list = docs("Buyers' reported problems with orders, open ones first (admins)", { response: answers({ 200: OrderCasesResponseSchema }) });
  app.get('/cases', { schema: list, preValidation: adminOnly }, async () => ({ success: true as const, cases: await cases.list() }));

  const resolve = docs('Resolve a case with a full or partial refund and a note both parties see (admins)', {
    params: CaseIdParamsSchema,
    body: ResolveOrderCaseSchema,
    response: answers({ 200: OrderCaseResponseSchema }),
  });
  app.post('/resolve-case/:id', { schema: resolve, preValidation: adminOnly }, async (request) => {
    const { refund, note } = request.body;
    const outcome = await resolveCase(app.db, {
      caseId: request.params.id,
      adminId: request.user._id,
      refundPaise: rupeesToPaise(refund),
      note,
      now: new Date(),
    });
    publishNotifications(app.io, outcome.notifications);
    await issueRefunds(refundContext, [outcome.refundId]);
    const resolved = await cases.findById(request.params.id);
    if (!resolved) throw notFound('Case not found');
    return { success: true as const, message: 'The case is resolved; both parties see your note.', case: resolved };
  });
}
