import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { AccountPage } from '../features/account/components/account-page';
import { DashboardLayout } from '../features/layout/components/dashboard-layout';
import { OrderCasesPage } from '../features/orders/components/order-cases-page';
import { AdminBookingsPage } from '../features/bookings/components/admin-bookings-page';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { ContactMessagesPage } from '../features/contact-messages/components/contact-messages-page';
import { ADMIN_MENU } from '../features/layout/menus';
import { CreateListingPage } from '../features/listings/components/create-listing-screen';
import { EditListingPage } from '../features/listings/components/edit-listing-page';
import { OwnListingsView } from '../features/listings/components/own-listings-view';
import { UpdateRentProductsPage, UpdateServicesPage } from '../features/listings/components/admin-listings-page';
import { MailSettingsPage } from '../features/mail-settings/components/mail-settings-page';
import { MembersPage } from '../features/members/components/members-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { AdminOrdersPage, ManageOrdersPage } from '../features/orders/components/sales-orders-pages';
import { PurchasedProductsPage } from '../features/orders/components/purchased-products-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { ProfileOverview } from '../features/overview/components/profile-overview';
import { EditProductPage } from '../features/products/components/edit-product-page';
import { ManageProductsPage } from '../features/products/components/manage-products-page';
import { SellProductPage } from '../features/products/components/sell-product-page';
import { UpdateProductsPage } from '../features/products/components/update-products-page';
import { UserDashboardLayout } from './user-dashboard-layout';

/** The dashboards: everything under /dashboard/user and /dashboard/admin (the shell guards both). */
export default function App() {
  return (
    <div data-remote="dashboard" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.user.overview.path} element={<UserDashboardLayout />}>
          <Route index element={<ProfileOverview area="user" />} />
          <Route path={paths.user.manageOrders.path} element={<ManageOrdersPage />} />
          <Route path={paths.user.managePurchasedProducts.path} element={<PurchasedProductsPage />} />
          <Route path={paths.user.notifications.path} element={<NotificationsPage area="user" />} />
          <Route path={paths.user.notificationSettings.path} element={<MailSettingsPage />} />
          <Route path={paths.user.bookings.path} element={<BookingsPage />} />
          <Route path={paths.user.account.path} element={<AccountPage />} />
          <Route path={paths.user.createOrder.path} element={<SellProductPage />} />
          <Route path={paths.user.manageProducts.path} element={<ManageProductsPage />} />
          <Route path={paths.user.createRentOrder.path} element={<CreateListingPage kind="rent" />} />
          <Route path={paths.user.createService.path} element={<CreateListingPage kind="service" />} />
          <Route path={paths.user.manageRentedProducts.path} element={<OwnListingsView kind="rent" />} />
          <Route path={paths.user.manageServices.path} element={<OwnListingsView kind="service" />} />
          <Route path={paths.user.editProduct.path} element={<EditProductPage />} />
          <Route path={paths.user.editRentProduct.path} element={<EditListingPage kind="rent" />} />
          <Route path={paths.user.editService.path} element={<EditListingPage kind="service" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.admin.overview.path}
          element={<DashboardLayout menu={ADMIN_MENU} menuLabel="Admin dashboard menu" />}
        >
          <Route index element={<ProfileOverview area="admin" />} />
          <Route path={paths.admin.manageOrder.path} element={<AdminOrdersPage />} />
          <Route path={paths.admin.orderCases.path} element={<OrderCasesPage />} />
          <Route path={paths.admin.notifications.path} element={<NotificationsPage area="admin" />} />
          <Route path={paths.admin.notificationSettings.path} element={<MailSettingsPage />} />
          <Route path={paths.admin.bookings.path} element={<AdminBookingsPage />} />
          <Route path={paths.admin.reports.path} element={<ReportsPage />} />
          <Route path={paths.admin.members.path} element={<MembersPage />} />
          <Route path={paths.admin.account.path} element={<AccountPage />} />
          <Route path={paths.admin.contactMessages.path} element={<ContactMessagesPage />} />
          <Route path={paths.admin.createCategory.path} element={<CategoriesPage />} />
          <Route path={paths.admin.updateProduct.path} element={<UpdateProductsPage />} />
          <Route path={paths.admin.updateRentProduct.path} element={<UpdateRentProductsPage />} />
          <Route path={paths.admin.updateService.path} element={<UpdateServicesPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
