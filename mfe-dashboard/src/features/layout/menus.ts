import { paths } from '../../config/paths';

export interface MenuItem {
  label: string;
  href: string;
  /** Only the overview needs an exact match: every other entry is active on its own sub-paths too. */
  end?: boolean;
}

/** docs/product-rules.md "Dashboards": the side menu of the user dashboard. */
export const USER_MENU: readonly MenuItem[] = [
  { label: 'Overview', href: paths.user.overview.href(), end: true },
  { label: 'Sell Product', href: paths.user.createOrder.href() },
  { label: 'Rent Product', href: paths.user.createRentOrder.href() },
  { label: 'Offer Service', href: paths.user.createService.href() },
  { label: 'Manage Your Products', href: paths.user.manageProducts.href() },
  { label: 'Manage Your Rent Products', href: paths.user.manageRentedProducts.href() },
  { label: 'Manage Your Services', href: paths.user.manageServices.href() },
  { label: 'Manage Your Orders', href: paths.user.manageOrders.href() },
  { label: 'Purchased Products', href: paths.user.managePurchasedProducts.href() },
  { label: 'Bookings', href: paths.user.bookings.href() },
  { label: 'Notifications', href: paths.user.notifications.href() },
  { label: 'Notification Settings', href: paths.user.notificationSettings.href() },
  { label: 'Your Account', href: paths.user.account.href() },
];

/** docs/product-rules.md "Dashboards": the side menu of the admin dashboard. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Overview', href: paths.admin.overview.href(), end: true },
  { label: 'Create Category', href: paths.admin.createCategory.href() },
  { label: 'Update Products', href: paths.admin.updateProduct.href() },
  { label: 'Update Rent Products', href: paths.admin.updateRentProduct.href() },
  { label: 'Update Services', href: paths.admin.updateService.href() },
  { label: 'Manage Orders', href: paths.admin.manageOrder.href() },
  { label: 'Order Cases', href: paths.admin.orderCases.href() },
  { label: 'Bookings', href: paths.admin.bookings.href() },
  { label: 'Reports', href: paths.admin.reports.href() },
  { label: 'Members', href: paths.admin.members.href() },
  { label: 'Contact Messages', href: paths.admin.contactMessages.href() },
  { label: 'Notifications', href: paths.admin.notifications.href() },
  { label: 'Notification Settings', href: paths.admin.notificationSettings.href() },
  { label: 'Your Account', href: paths.admin.account.href() },
];
