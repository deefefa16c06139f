import { useQueryErrorToast } from '@campus/shared/api';
import { useReadOnOpen } from '../../../components/use-read-on-open';
import { useGetAllOrdersQuery, useGetSellerOrdersQuery } from '../api/orders-api';
import { OrdersScreen } from './orders-screen';

// docs/product-rules.md "Texts", Loading.
const FETCH_FAILED = 'Error fetching orders';
/** The sales these screens follow up: opening one reads their notifications (docs/product-rules.md "E-mail notifications"). */
const SALES = { kinds: ['order-placed'] } as const;

/** `/dashboard/admin/manage-order`: every order of the site (docs/product-rules.md "Deviation 2"), with their status. */
export function AdminOrdersPage() {
  const orders = useQueryErrorToast(useGetAllOrdersQuery(), FETCH_FAILED);
  useReadOnOpen(SALES);
  return <OrdersScreen title="Manage Orders" view="admin" showTotal empty="No orders yet." orders={orders} />;
}

/** `/dashboard/user/manage-orders`: orders for the seller's own products, with their status. */
export function ManageOrdersPage() {
  const orders = useQueryErrorToast(useGetSellerOrdersQuery(), FETCH_FAILED);
  useReadOnOpen(SALES);
  return <OrdersScreen title="Manage Your Orders" view="seller" showTotal empty="No orders yet." orders={orders} />;
}
