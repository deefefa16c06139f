import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetBuyerOrdersQuery } from '../api/orders-api';
import { OrdersScreen } from './orders-screen';

/** `/dashboard/user/manage-purchased-products`: what the user bought; they may delete, not set statuses. */
export function PurchasedProductsPage() {
  const { data, isLoading, refetch } = useGetBuyerOrdersQuery();
  return (
    <OrdersScreen
      title="Purchased Products"
      view="buyer"
      empty={
        <p>
          You have not bought anything yet. <Link to={paths.home.href()}>Browse the marketplace</Link>
        </p>
      }
      data={data}
      isLoading={isLoading}
      onRetry={() => void refetch()}
    />
  );
}
