import { useQueryErrorToast } from '@campus/shared/api';
import { useGetAllOrdersQuery, useGetSellerOrdersQuery } from '../api/orders-api';
import { OrdersScreen } from './orders-screen';

// docs/product-rules.md "Texts", Loading.
const FETCH_FAILED = 'Error fetching orders';

/** `/dashboard/admin/manage-order`: every order of the site (docs/product-rules.md "Deviation 2"), with their status. */
export function AdminOrdersPage() {
  const orders = useQueryErrorToast(useGetAllOrdersQuery(), FETCH_FAILED);
  return <OrdersScreen title="Manage Orders" view="admin" showTotal empty="No orders yet." orders={orders} />;
}

/** `/dashboard/user/manage-orders`: orders for the seller's own products, with their status. */
export function ManageOrdersPage() {
  const orders = useQueryErrorToast(useGetSellerOrdersQuery(), FETCH_FAILED);
  return <OrdersScreen title="Manage Your Orders" view="seller" showTotal empty="No orders yet." orders={orders} />;
}
