import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetBuyerOrdersQuery } from '../api/orders-api';
import { CurrentCheckoutCard } from './current-checkout-card';
import { OrdersScreen } from './orders-screen';

/** `/dashboard/user/manage-purchased-products`: the buyer's checkout awaiting payment, if any, and what they bought. */
export function PurchasedProductsPage() {
  const { data, isLoading, refetch } = useGetBuyerOrdersQuery();
  return (
    <OrdersScreen
      title="Purchased Products"
      view="buyer"
      before={<CurrentCheckoutCard />}
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
