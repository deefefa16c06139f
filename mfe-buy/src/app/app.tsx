import { NotFoundPage, Page, Spinner } from '@campus/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomePage } from '../features/products/components/home-page';
import { ProductDetailPage } from '../features/products/components/product-detail-page';

// The cart, the payment and the checkout pages load on demand: the marketplace home does not carry them.
const CartPage = lazy(() => import('../features/cart/components/cart-page').then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() =>
  import('../features/cart/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);

/** The Buy area: the marketplace home, product detail, cart and checkouts. */
export default function App() {
  return (
    <div data-remote="buy" data-remote-version={__REMOTE_VERSION__}>
      <Suspense
        fallback={
          <Page>
            <Spinner label="Loading…" />
          </Page>
        }
      >
        <Routes>
          <Route path={paths.home.path} element={<HomePage />} />
          <Route path={paths.product.path} element={<ProductDetailPage />} />
          <Route path={paths.cart.path} element={<CartPage />} />
          <Route path={paths.checkout.path} element={<CheckoutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
