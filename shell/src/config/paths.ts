import type { Role } from '@campus/shared/contract';

/**
 * Every route the shell itself knows, in one place (docs/architecture.md "Conventions": paths in one place). The
 * dashboards' e-mail settings, which only a lazy page links to, are in mail-settings-paths.ts, out of every page's load.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  policy: { path: '/policy', href: () => '/policy' },
  register: { path: '/register', href: () => '/register' },
  login: { path: '/login', href: () => '/login' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  /** The page a verification mail links to, with its token (docs/product-rules.md "Campus-verified accounts"). */
  verifyEmail: { path: '/verify-email', href: () => '/verify-email' },
  /** The page a password reset mail links to, with its token (docs/product-rules.md "Password reset"). */
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  /** The page a notification e-mail's unsubscribe link opens, with its token (docs/product-rules.md "Accounts and e-mail"). */
  unsubscribe: { path: '/unsubscribe', href: () => '/unsubscribe' },
  cart: { path: '/cart', href: () => '/cart' },
  rent: { path: '/rent', href: () => '/rent' },
  service: { path: '/service', href: () => '/service' },
  /** The footer's link; docs/product-rules.md "Deviation 3" redirects it to the services area. */
  services: { path: '/services', href: () => '/services' },
  chat: { path: '/chat', href: () => '/chat' },
  events: { path: '/events', href: () => '/events' },
  /** The member's private conversations (Connect Zone). */
  messages: { path: '/messages', href: () => '/messages' },
  userDashboard: { path: '/dashboard/user', href: () => '/dashboard/user' },
  adminDashboard: { path: '/dashboard/admin', href: () => '/dashboard/admin' },
  userNotifications: { path: '/dashboard/user/notifications', href: () => '/dashboard/user/notifications' },
  adminNotifications: { path: '/dashboard/admin/notifications', href: () => '/dashboard/admin/notifications' },
  sellProduct: { path: '/dashboard/user/create-order', href: () => '/dashboard/user/create-order' },
  rentProduct: { path: '/dashboard/user/create-rent-order', href: () => '/dashboard/user/create-rent-order' },
  /** The top navigation's search: matches in Buy, Borrow and Hire, grouped by area (README "Search"). */
  search: { path: '/search', href: (text: string) => `/search?${new URLSearchParams({ q: text }).toString()}` },
} as const;

/** Where a search's matches are in each area (README "Search"): an area's own results, and one listing's page. */
export const areaSearchPaths = {
  buy: {
    results: (text: string) => `/?${new URLSearchParams({ search: text }).toString()}`,
    item: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  },
  rent: {
    results: (text: string) => `/rent/products?${new URLSearchParams({ search: text }).toString()}`,
    item: (id: string) => `/rent/products/${encodeURIComponent(id)}`,
  },
  hire: {
    results: (text: string) => `/service/products?${new URLSearchParams({ search: text }).toString()}`,
    item: (id: string) => `/service/products/${encodeURIComponent(id)}`,
  },
} as const;

/** docs/product-rules.md "Screens": admins land on the admin dashboard, everyone else on the user dashboard. */
export function dashboardHref(role: Role): string {
  return role === 'admin' ? paths.adminDashboard.href() : paths.userDashboard.href();
}

/** docs/product-rules.md "Deviation 8": the notifications screen of the dashboard the member lands on. */
export function notificationsHref(role: Role): string {
  return role === 'admin' ? paths.adminNotifications.href() : paths.userNotifications.href();
}
