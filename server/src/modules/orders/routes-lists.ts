import { UpdateOrderStatusSchema, type OrdersResponse } from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../http-error';
import { publishNotifications } from '../notifications/publish';
import { toOrderResponse, toOrdersResponse } from './mappers';
import { ordersRepository } from './repository';
import { OrderIdParamsSchema } from './schemas';

const ORDER_NOT_FOUND = 'Order not found';

/** Seller, buyer and admin order lists; status changes and deletion with their ownership rules. */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = ordersRepository(app.db);

  app.get('/seller-orders', { preValidation: app.authenticate }, async (request): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listForSeller(request.user._id)),
  );

  app.get('/buyer-orders', { preValidation: app.authenticate }, async (request): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listForBuyer(request.user._id)),
  );

  app.get('/manage-order', { preValidation: [app.authenticate, app.requireAdmin] }, async (): Promise<OrdersResponse> =>
    toOrdersResponse(await repository.listAll()),
  );

  app.put(
    '/update-status/:id',
    { schema: { params: OrderIdParamsSchema, body: UpdateOrderStatusSchema }, preValidation: app.authenticate },
    async (request) => {
      const access = await repository.findAccess(request.params.id);
      if (!access) throw notFound(ORDER_NOT_FOUND);
      // DESIGN deviation 4: a seller changes only the status of orders for their own products.
      if (access.sellerId !== request.user._id && request.user.role !== 'admin') {
        throw forbidden('Only the seller or an admin can change this order.');
      }
      if (access.payment !== 'paid') throw conflict('Only paid orders can change status.');
      const update = await repository.updateStatus(access.id, request.body.status);
      if (!update) throw conflict('Only paid orders can change status.');
      if (update.notification) publishNotifications(app.io, [update.notification]);
      const order = await repository.findById(access.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return { success: true, message: 'Order status updated successfully.', order: toOrderResponse(order) };
    },
  );

  app.delete(
    '/delete-order/:id',
    { schema: { params: OrderIdParamsSchema }, preValidation: app.authenticate },
    async (request) => {
      const access = await repository.findAccess(request.params.id);
      if (!access) throw notFound(ORDER_NOT_FOUND);
      const { _id: userId, role } = request.user;
      if (access.buyerId !== userId && access.sellerId !== userId && role !== 'admin') {
        throw forbidden('Only the buyer, the seller or an admin can delete this order.');
      }
      if (!(await repository.deleteLine(access.id))) throw notFound(ORDER_NOT_FOUND);
      return { success: true, message: 'Order deleted successfully.' };
    },
  );
};
