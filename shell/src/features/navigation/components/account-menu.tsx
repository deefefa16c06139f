import { selectCartQuantity, selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { dashboardHref, notificationsHref, paths } from '../../../config/paths';
import { useLogout } from '../hooks/use-logout';
import { CartLink } from './cart-link';
import { NavMenu, type MenuEntry } from './nav-menu';
import { MenuGroup, TopLink } from './nav-styles';

/** The account menu's entry for the notifications screen, with the unread count once there is one. */
function notificationEntry(href: string, unread: number): MenuEntry {
  if (unread === 0) return { kind: 'link', label: 'Notification', to: href };
  return { kind: 'link', label: `Notification (${unread})`, ariaLabel: `Notification, ${unread} unread`, to: href };
}

/** What a button with the unread badge is called: its own name, then the count in words. */
export function withUnread(name: string, unread: number): string | undefined {
  if (unread === 0) return undefined;
  return `${name}, ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`;
}

/** The right of the top navigation: a member's menu and cart, or a visitor's Register and Login (and cart). */
export function AccountMenu({ unread }: { unread: number }) {
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The original client put the cart in the logged-in menu only; a visitor who already added items also needs a way back.
  const visitorHasCart = useAppSelector(selectCartQuantity) > 0;
  const logout = useLogout();
  if (loggedIn && user) {
    return (
      <MenuGroup>
        <NavMenu
          label={user.name}
          buttonLabel={withUnread(user.name, unread)}
          badge={unread}
          align="end"
          entries={[
            { kind: 'link', label: 'Dashboard', to: dashboardHref(user.role) },
            // docs/product-rules.md "Deviation 8": it opens the notifications, where the original client logged out.
            notificationEntry(notificationsHref(user.role), unread),
            { kind: 'action', label: 'Logout', onSelect: logout },
          ]}
        />
        <li>
          <CartLink />
        </li>
      </MenuGroup>
    );
  }
  return (
    <MenuGroup>
      {visitorHasCart ? (
        <li>
          <CartLink />
        </li>
      ) : null}
      <li>
        <TopLink to={paths.register.href()}>Register</TopLink>
      </li>
      <li>
        <TopLink to={paths.login.href()}>Login</TopLink>
      </li>
    </MenuGroup>
  );
}
