import { useQueryErrorToast } from '@campus/shared/api';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetBuyerOrdersQuery } from '../api/orders-api';
import { CurrentCheckoutCard } from './current-checkout-card';
import { OrdersScreen } from './orders-screen';

/** `/dashboard/user/manage-purchased-products`: the buyer's checkout awaiting payment, if any, and what they bought. */
export function PurchasedProductsPage() {
  // docs/product-rules.md "Texts", Loading.
  const orders = useQueryErrorToast(useGetBuyerOrdersQuery(), 'Failed to fetch orders');
  const empty = (
    <p>
      You have not bought anything yet. <Link to={paths.home.href()}>Browse the marketplace</Link>
    </p>
  );
  return <OrdersScreen title="Purchased Products" view="buyer" before={<CurrentCheckoutCard />} empty={empty} orders={orders} />;
}
