import { useQueryErrorToast } from '@campus/shared/api';
import { useReadOnOpen } from '../../../components/use-read-on-open';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetBuyerOrdersQuery } from '../api/orders-api';
import { CurrentCheckoutCard } from './current-checkout-card';
import { OrdersScreen } from './orders-screen';

/** The status changes this screen follows up: opening it reads their notifications (docs/product-rules.md "E-mail notifications"). */
const STATUS_CHANGES = { kinds: ['order-status'] } as const;

/** `/dashboard/user/manage-purchased-products`: the buyer's checkout awaiting payment, if any, and what they bought. */
export function PurchasedProductsPage() {
  // docs/product-rules.md "Texts", Loading.
  const orders = useQueryErrorToast(useGetBuyerOrdersQuery(), 'Failed to fetch orders');
  useReadOnOpen(STATUS_CHANGES);
  const empty = (
    <p>
      You have not bought anything yet. <Link to={paths.home.href()}>Browse the marketplace</Link>
    </p>
  );
  return <OrdersScreen title="Purchased Products" view="buyer" before={<CurrentCheckoutCard />} empty={empty} orders={orders} />;
}
