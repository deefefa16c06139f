import { selectIsLoggedIn, useAppSelector } from '@campus/shared/store';
import { paths } from '../../../config/paths';
import { SellButton } from './nav-styles';

/**
 * docs/product-rules.md "Top navigation": Sell, on every page and outside the phone's folded menu, opens Sell Product.
 * A visitor goes to the login page first, which brings them back to the form once they are in (as the dashboard's
 * guard would, without its 2 s wait): the login page reads `from` in the state, as the guard sends it.
 */
export function SellLink() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const form = paths.sellProduct.href();
  if (loggedIn) return <SellButton to={form}>Sell</SellButton>;
  return (
    <SellButton to={paths.login.href()} state={{ from: form }}>
      Sell
    </SellButton>
  );
}
