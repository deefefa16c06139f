import { useMemo } from 'react';
import { paths } from '../config/paths';
import { useWaitingSide } from '../features/bookings/hooks/use-waiting-side';
import { DashboardLayout } from '../features/layout/components/dashboard-layout';
import { USER_MENU } from '../features/layout/menus';

/**
 * The user dashboard's layout, its menu's Bookings link saying the side where something waits for the member
 * (docs/product-rules.md "Bookings"); until both lists are read it names none, and the screen picks the same side.
 */
export function UserDashboardLayout() {
  const side = useWaitingSide();
  const menu = useMemo(
    () => USER_MENU.map((item) => (item.href === paths.user.bookings.href() ? { ...item, href: paths.user.bookings.href(side) } : item)),
    [side],
  );
  return <DashboardLayout menu={menu} menuLabel="User dashboard menu" />;
}
