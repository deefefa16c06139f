import type { Role } from '@campus/shared/contract';

// Apart from paths.ts, which every page loads: only the unsubscribe page (in the lazy account pages) links here.

/** The dashboards' notification e-mail settings (docs/product-rules.md "E-mail notifications"). */
export const mailSettingsPaths = {
  user: { path: '/dashboard/user/notification-settings', href: () => '/dashboard/user/notification-settings' },
  admin: { path: '/dashboard/admin/notification-settings', href: () => '/dashboard/admin/notification-settings' },
} as const;

/** The settings in the dashboard the member lands on (docs/product-rules.md "Roles and permissions"); a visitor's go through the login page. */
export function mailSettingsHref(role: Role | undefined): string {
  return role === 'admin' ? mailSettingsPaths.admin.href() : mailSettingsPaths.user.href();
}
