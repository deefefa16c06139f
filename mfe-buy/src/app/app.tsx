import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { CheckoutPage } from '../features/cart/checkout/components/checkout-page';
import { CartPage } from '../features/cart/components/cart-page';
import { HomePage } from '../features/products/components/home-page';
import { ProductDetailPage } from '../features/products/components/product-detail-page';

/** The Buy area: the marketplace home, product detail, cart and checkouts. */
export default function App() {
  return (
    <div data-remote="buy" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.home.path} element={<HomePage />} />
        <Route path={paths.product.path} element={<ProductDetailPage />} />
        <Route path={paths.cart.path} element={<CartPage />} />
        <Route path={paths.checkout.path} element={<CheckoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
