import { useGetAllOrdersQuery } from '../api/orders-api';
import { OrdersScreen } from './orders-screen';

/** `/dashboard/admin/manage-order`: every order of the site (docs/product-rules.md "Deviation 2"), with their status. */
export function AdminOrdersPage() {
  const { data, isLoading, refetch } = useGetAllOrdersQuery();
  return (
    <OrdersScreen
      title="Manage Orders"
      view="admin"
      showTotal
      empty="No orders yet."
      data={data}
      isLoading={isLoading}
      onRetry={() => void refetch()}
    />
  );
}
