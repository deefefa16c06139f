import { baseApi } from '@campus/shared/api';
import type {
  ApiSuccess,
  Order,
  OrderCaseResponse,
  OrderCasesResponse,
  OrdersResponse,
  OrderStatus,
  OrderStatusResponse,
  ReportOrderProblemInput,
  ResolveOrderCaseInput,
} from '@campus/shared/contract';

const listTags = (result: OrdersResponse | undefined) => [
  { type: 'Order' as const, id: 'LIST' },
  ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
];

const LIST_ENDPOINTS = ['getSellerOrders', 'getBuyerOrders', 'getAllOrders'] as const;

/** The admins' cases (docs/product-rules.md "A buyer's recourse") are read again whenever a line or a case changes. */
const CASES_TAG = { type: 'Order' as const, id: 'CASES' };

/** A buyer's move on their line (docs/product-rules.md "A buyer's recourse"): the lists, cases and products are read again. */
const buyerMoveTags = (_result: unknown, error: unknown) =>
  error ? [{ type: 'Order' as const, id: 'LIST' }] : [{ type: 'Order' as const, id: 'LIST' }, CASES_TAG, { type: 'Product' as const, id: 'LIST' }];

/**
 * The three order lists (seller, buyer, admin) and the two writes on an order line. The buyer's checkout
 * awaiting payment is `useGetCurrentCheckoutQuery` of @campus/shared/api, which the Buy area reads too.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<OrdersResponse, void>({
      query: () => ({ url: '/order/seller-orders' }),
      providesTags: listTags,
    }),
    getBuyerOrders: build.query<OrdersResponse, void>({
      query: () => ({ url: '/order/buyer-orders' }),
      providesTags: listTags,
    }),
    getAllOrders: build.query<OrdersResponse, void>({
      query: () => ({ url: '/order/manage-order' }),
      providesTags: listTags,
    }),
    updateOrderStatus: build.mutation<ApiSuccess & { order?: Order }, { id: string; status: OrderStatus }>({
      query: ({ id, status }) => ({ url: `/order/update-status/${encodeURIComponent(id)}`, method: 'PUT', data: { status } }),
      // The line the server answers with (its status, and a cancellation's refund) is written into the
      // cached lists once the server agrees, so the select never jumps back to the old status while they
      // refetch. A cancellation also puts the item back on sale and takes it out of the total.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        let order: Order | undefined;
        try {
          ({ data: { order } } = await queryFulfilled);
        } catch {
          return;
        }
        if (!order) return;
        for (const list of LIST_ENDPOINTS) {
          dispatch(
            ordersApi.util.updateQueryData(list, undefined, (draft) => {
              const line = draft.orders.find((candidate) => candidate._id === id);
              if (line) Object.assign(line, order);
            }),
          );
        }
      },
      invalidatesTags: (_result, error, { status }) => {
        // The select offers only the moves the order could make as the list showed it: a refusal means it
        // moved elsewhere meanwhile (another tab, an admin), so the lists are read again.
        if (error) return error.status === 409 ? [{ type: 'Order', id: 'LIST' }] : [];
        return status === 'Cancelled' ? [{ type: 'Order', id: 'LIST' }, { type: 'Product', id: 'LIST' }] : [];
      },
    }),
    /** The buyer cancels before Shipped (refunded in full), or confirms receipt (Delivered). */
    buyerOrderMove: build.mutation<OrderStatusResponse, { id: string; move: 'cancel-order' | 'confirm-receipt' }>({
      query: ({ id, move }) => ({ url: `/order/${move}/${encodeURIComponent(id)}`, method: 'POST' }),
      invalidatesTags: buyerMoveTags,
    }),
    /** The buyer reports a problem with a Shipped or Delivered line: a case an admin resolves. */
    reportOrderProblem: build.mutation<OrderStatusResponse, { id: string; body: ReportOrderProblemInput }>({
      query: ({ id, body }) => ({ url: `/order/report-problem/${encodeURIComponent(id)}`, method: 'POST', data: body }),
      invalidatesTags: buyerMoveTags,
    }),
    getOrderCases: build.query<OrderCasesResponse, void>({
      query: () => ({ url: '/order/cases' }),
      providesTags: [CASES_TAG],
    }),
    /** An admin resolves a case with a refund and a note; both parties' lists show it. */
    resolveOrderCase: build.mutation<OrderCaseResponse, { id: string; body: ResolveOrderCaseInput }>({
      query: ({ id, body }) => ({ url: `/order/resolve-case/${encodeURIComponent(id)}`, method: 'POST', data: body }),
      invalidatesTags: (_result, error) => (error && error.status !== 409 ? [] : [CASES_TAG, { type: 'Order', id: 'LIST' }]),
    }),
    /** On a paid order: takes it off the caller's own list (it stays on record for the other party and admins). */
    deleteOrder: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/order/delete-order/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Order', id }, { type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetSellerOrdersQuery,
  useGetBuyerOrdersQuery,
  useGetAllOrdersQuery,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
  useBuyerOrderMoveMutation,
  useReportOrderProblemMutation,
  useGetOrderCasesQuery,
  useResolveOrderCaseMutation,
} = ordersApi;
