import {
  MessageResponseSchema,
  OrdersResponseSchema,
  OrderStatusResponseSchema,
  UpdateOrderStatusSchema,
  type OrdersResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { publishNotifications } from '../notifications/publish';
import { cancelCheckout } from './checkout-service';
import { toOrderResponse, toOrdersResponse } from './mappers';
import { issueRefunds, type RefundContext } from './refund-service';
import { ordersRepository } from './repository';
import { OrderIdParamsSchema } from './schemas';
import { changeOrderStatus } from './status-service';

const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_DELETED = 'Order deleted successfully.';

const docs = documented('Orders', { members: true });

/** Seller, buyer and admin lists of paid orders; status changes and hiding, with their ownership rules. */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app);
  updateStatusRoute(app);
  deleteOrderRoute(app);
};

function listRoutes(app: RouteApp) {
  const repository = ordersRepository(app.db);
  const list = (summary: string) => docs(summary, { response: answers({ 200: OrdersResponseSchema }) });

  app.get('/seller-orders', { schema: list('Orders of my products, with my total sales'), preValidation: app.authenticate }, async (request): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listForSeller(request.user._id)),
  );

  app.get('/buyer-orders', { schema: list('My purchases'), preValidation: app.authenticate }, async (request): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listForBuyer(request.user._id)),
  );

  const all = list('Every order (admins)');
  app.get('/manage-order', { schema: all, preValidation: [app.authenticate, app.requireAdmin] }, async (): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listAll()),
  );
}

function updateStatusRoute(app: RouteApp) {
  const repository = ordersRepository(app.db);
  const refundContext: RefundContext = { db: app.db, provider: app.paymentProvider, log: app.log };
  const schema = docs("Set an order's status (its seller or an admin; statuses only move forward)", {
    params: OrderIdParamsSchema,
    body: UpdateOrderStatusSchema,
    response: answers({ 200: OrderStatusResponseSchema }),
  });
  app.put('/update-status/:id', { schema, preValidation: app.authenticate }, async (request) => {
    const access = await repository.findAccess(request.params.id);
    if (!access) throw notFound(ORDER_NOT_FOUND);
    // docs/product-rules.md "Deviation 4": a seller changes only the status of orders for their own products.
    if (access.sellerId !== request.user._id && request.user.role !== 'admin') {
      throw forbidden('Only the seller or an admin can change this order.');
    }
    const change = await changeOrderStatus(app.db, { id: access.id, status: request.body.status, now: new Date() });
    if (change.outcome === 'not-paid') throw conflict('Only paid orders can change status.');
    if (change.outcome === 'refused') throw conflict(change.message);
    if (change.outcome === 'changed') {
      if (change.notification) publishNotifications(app.io, [change.notification]);
      if (change.refundId) await issueRefunds(refundContext, [change.refundId]);
    }
    const order = await repository.findById(access.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { success: true as const, message: 'Order status updated successfully.', order: toOrderResponse(order) };
  });
}

/**
 * A sale is a record: nobody destroys a paid order. Its buyer or seller takes it off their own list
 * (the other party and admins still see it); an admin ends a sale by cancelling it instead. A line of
 * the caller's own checkout awaiting payment cancels that checkout, as the buyer's Cancel does.
 */
function deleteOrderRoute(app: RouteApp) {
  const repository = ordersRepository(app.db);
  const schema = docs('Take an order off my list (a paid order stays on record)', {
    params: OrderIdParamsSchema,
    response: answers({ 200: MessageResponseSchema }),
  });
  app.delete('/delete-order/:id', { schema, preValidation: app.authenticate }, async (request) => {
    const access = await repository.findAccess(request.params.id);
    const { _id: userId, role } = request.user;
    if (!access) throw notFound(ORDER_NOT_FOUND);
    if (access.payment !== 'paid') {
      if (access.buyerId !== userId || access.payment !== 'pending') throw notFound(ORDER_NOT_FOUND);
      const outcome = await cancelCheckout(app.db, { buyerId: userId, providerOrderId: access.providerOrderId });
      // Paid in the meantime: it has become an order, and deleting it again takes it off the buyer's list.
      if (outcome === 'paid') throw conflict('This checkout has just been paid; it is an order now.');
      return { success: true as const, message: ORDER_DELETED };
    }
    if (access.buyerId === userId) await repository.hide(access.id, 'buyer', new Date());
    else if (access.sellerId === userId) await repository.hide(access.id, 'seller', new Date());
    else if (role === 'admin') throw conflict('A paid order stays on record: set its status to Cancelled to end the sale.');
    else throw forbidden('Only the buyer or the seller can delete this order from their list.');
    return { success: true as const, message: ORDER_DELETED };
  });
}
