import type { Role } from '@campus/shared/contract';

/** Every route the shell itself knows, in one place (CONVENTIONS 4). */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  policy: { path: '/policy', href: () => '/policy' },
  register: { path: '/register', href: () => '/register' },
  login: { path: '/login', href: () => '/login' },
  cart: { path: '/cart', href: () => '/cart' },
  rent: { path: '/rent', href: () => '/rent' },
  service: { path: '/service', href: () => '/service' },
  /** The footer's link; DESIGN deviation 3 redirects it to the services area. */
  services: { path: '/services', href: () => '/services' },
  chat: { path: '/chat', href: () => '/chat' },
  events: { path: '/events', href: () => '/events' },
  userDashboard: { path: '/dashboard/user', href: () => '/dashboard/user' },
  adminDashboard: { path: '/dashboard/admin', href: () => '/dashboard/admin' },
  sellProduct: { path: '/dashboard/user/create-order', href: () => '/dashboard/user/create-order' },
  rentProduct: { path: '/dashboard/user/create-rent-order', href: () => '/dashboard/user/create-rent-order' },
} as const;

/** SPEC §2: admins land on the admin dashboard, everyone else on the user dashboard. */
export function dashboardHref(role: Role): string {
  return role === 'admin' ? paths.adminDashboard.href() : paths.userDashboard.href();
}
