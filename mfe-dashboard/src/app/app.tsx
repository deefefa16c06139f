import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { DashboardLayout } from '../features/layout/components/dashboard-layout';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { ADMIN_MENU, USER_MENU } from '../features/layout/menus';
import { CreateRentProductPage } from '../features/listings/components/create-rent-product-page';
import { CreateServicePage } from '../features/listings/components/create-service-page';
import { EditRentProductPage } from '../features/listings/components/edit-rent-product-page';
import { EditServicePage } from '../features/listings/components/edit-service-page';
import { ManageRentProductsPage } from '../features/listings/components/manage-rent-products-page';
import { ManageServicesPage } from '../features/listings/components/manage-services-page';
import { UpdateRentProductsPage } from '../features/listings/components/update-rent-products-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { AdminOrdersPage } from '../features/orders/components/admin-orders-page';
import { ManageOrdersPage } from '../features/orders/components/manage-orders-page';
import { PurchasedProductsPage } from '../features/orders/components/purchased-products-page';
import { ProfileOverview } from '../features/overview/components/profile-overview';
import { EditProductPage } from '../features/products/components/edit-product-page';
import { ManageProductsPage } from '../features/products/components/manage-products-page';
import { SellProductPage } from '../features/products/components/sell-product-page';
import { UpdateProductsPage } from '../features/products/components/update-products-page';

/** The dashboards: everything under /dashboard/user and /dashboard/admin (the shell guards both). */
export default function App() {
  return (
    <div data-remote="dashboard" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.user.overview.path} element={<DashboardLayout menu={USER_MENU} menuLabel="User dashboard menu" />}>
          <Route index element={<ProfileOverview area="user" />} />
          <Route path={paths.user.manageOrders.path} element={<ManageOrdersPage />} />
          <Route path={paths.user.managePurchasedProducts.path} element={<PurchasedProductsPage />} />
          <Route path={paths.user.notifications.path} element={<NotificationsPage area="user" />} />
          <Route path={paths.user.createOrder.path} element={<SellProductPage />} />
          <Route path={paths.user.manageProducts.path} element={<ManageProductsPage />} />
          <Route path={paths.user.createRentOrder.path} element={<CreateRentProductPage />} />
          <Route path={paths.user.createService.path} element={<CreateServicePage />} />
          <Route path={paths.user.manageRentedProducts.path} element={<ManageRentProductsPage />} />
          <Route path={paths.user.manageServices.path} element={<ManageServicesPage />} />
          <Route path={paths.user.editProduct.path} element={<EditProductPage />} />
          <Route path={paths.user.editRentProduct.path} element={<EditRentProductPage />} />
          <Route path={paths.user.editService.path} element={<EditServicePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.admin.overview.path}
          element={<DashboardLayout menu={ADMIN_MENU} menuLabel="Admin dashboard menu" />}
        >
          <Route index element={<ProfileOverview area="admin" />} />
          <Route path={paths.admin.manageOrder.path} element={<AdminOrdersPage />} />
          <Route path={paths.admin.notifications.path} element={<NotificationsPage area="admin" />} />
          <Route path={paths.admin.createCategory.path} element={<CategoriesPage />} />
          <Route path={paths.admin.updateProduct.path} element={<UpdateProductsPage />} />
          <Route path={paths.admin.updateRentProduct.path} element={<UpdateRentProductsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
