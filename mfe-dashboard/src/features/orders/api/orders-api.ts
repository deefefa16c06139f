import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { ApiSuccess, Order, OrdersResponse, OrderStatus } from '@campus/shared/contract';

const listTags = (result: OrdersResponse | undefined) => [
  { type: 'Order' as const, id: 'LIST' },
  ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
];

const LIST_ENDPOINTS = ['getSellerOrders', 'getBuyerOrders', 'getAllOrders'] as const;

/** The three order lists (seller, buyer, admin) and the two writes on an order line. */
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
      // Written into the cached lists once the server agrees, so the select never jumps back to the old
      // status while the lists refetch; a status change moves no totals, so nothing is invalidated.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const list of LIST_ENDPOINTS) {
          dispatch(
            ordersApi.util.updateQueryData(list, undefined, (draft) => {
              const order = draft.orders.find((line) => line._id === id);
              if (order) order.status = status;
            }),
          );
        }
      },
    }),
    deleteOrder: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `/order/delete-order/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Order', id }, { type: 'Order', id: 'LIST' }],
    }),
  }),
});

// SPEC §8 Orders and Loading: the server's message when it gives one, else these.
registerErrorMessages({
  getSellerOrders: 'Error fetching orders',
  getAllOrders: 'Error fetching orders',
  getBuyerOrders: 'Failed to fetch orders',
  updateOrderStatus: {
    noMessage: 'Failed to update order status.',
    noResponse: 'An error occurred while updating the status.',
  },
  deleteOrder: {
    noMessage: 'Failed to delete the order.',
    noResponse: 'An error occurred while deleting the order.',
  },
});

export const {
  useGetSellerOrdersQuery,
  useGetBuyerOrdersQuery,
  useGetAllOrdersQuery,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
} = ordersApi;
