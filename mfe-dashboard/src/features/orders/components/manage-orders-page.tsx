import { useGetSellerOrdersQuery } from '../api/orders-api';
import { OrdersScreen } from './orders-screen';

/** `/dashboard/user/manage-orders`: orders for the seller's own products, with their status. */
export function ManageOrdersPage() {
  const { data, isLoading, refetch } = useGetSellerOrdersQuery();
  return (
    <OrdersScreen
      title="Manage Your Orders"
      view="seller"
      showTotal
      empty="No orders yet."
      data={data}
      isLoading={isLoading}
      onRetry={() => void refetch()}
    />
  );
}
