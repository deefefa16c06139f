import { selectCartQuantity, selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { dashboardHref, notificationsHref, paths } from '../../../config/paths';
import { useLogout } from '../hooks/use-logout';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { CartLink } from './cart-link';
import { NavMenu, type MenuEntry } from './nav-menu';
import { Bar, Brand, BrandMark, Header, MenuGroup, Panel, Toggle, ToggleBadge, TopLink } from './nav-styles';

const SERVICES: readonly MenuEntry[] = [
  { kind: 'link', label: 'Buy', to: paths.home.href(), end: true },
  { kind: 'link', label: 'Borrow', to: paths.rent.href() },
  { kind: 'link', label: 'Hire', to: paths.service.href() },
];

const SUPPORT: readonly MenuEntry[] = [
  { kind: 'link', label: 'About', to: paths.about.href() },
  { kind: 'link', label: 'Contact', to: paths.contact.href() },
];

const CONNECT: readonly MenuEntry[] = [
  { kind: 'link', label: 'Community Hub', to: paths.chat.href() },
  { kind: 'link', label: 'Upcoming Events', to: paths.events.href() },
];

/** The account menu's entry for the notifications screen, with the unread count once there is one. */
function notificationEntry(href: string, unread: number): MenuEntry {
  if (unread === 0) return { kind: 'link', label: 'Notification', to: href };
  return { kind: 'link', label: `Notification (${unread})`, ariaLabel: `Notification, ${unread} unread`, to: href };
}

/** What a button with the unread badge is called: its own name, then the count in words. */
function withUnread(name: string, unread: number): string | undefined {
  if (unread === 0) return undefined;
  return `${name}, ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`;
}

/** docs/product-rules.md "Top navigation". On narrow screens everything but the brand folds behind a toggle. */
export function TopNav() {
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The original client put the cart in the logged-in menu only; a visitor who already added items also needs a way back.
  const visitorHasCart = useAppSelector(selectCartQuantity) > 0;
  const logout = useLogout();
  const unread = useUnreadNotifications();
  const { key: locationKey } = useLocation();
  // Like the dropdowns, the folded panel is open for one location only, so navigating closes it.
  const [panelOpenAt, setPanelOpenAt] = useState<string | null>(null);
  const panelOpen = panelOpenAt === locationKey;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Toasts sit below the navigation (@campus/shared/ui Toasts), however tall it is on this screen.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--toasts-top', `${header.offsetHeight + 8}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-top');
    };
  }, []);

  // Escape closes the open panel wherever the focus is (a dropdown inside it closes first: it stops the key), and
  // the focus goes back to the toggle that opened it.
  useEffect(() => {
    if (!panelOpen) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelOpen]);

  return (
    <Header ref={headerRef}>
      <Bar aria-label="Main">
        <Brand to={paths.home.href()}>
          <BrandMark aria-hidden="true">CM</BrandMark>
          Campus Marketplace
        </Brand>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={withUnread('Menu', unread) ?? 'Menu'}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpenAt(panelOpen ? null : locationKey)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          {/* On phones the account menu is folded behind this toggle: the count has to show on it too. */}
          {unread > 0 ? <ToggleBadge aria-hidden="true">{unread}</ToggleBadge> : null}
        </Toggle>
        <Panel id={panelId} $open={panelOpen}>
          <MenuGroup>
            <NavMenu label="Services" entries={SERVICES} />
            <NavMenu label="About & Support" entries={SUPPORT} />
            <NavMenu label="Connect Zone" entries={CONNECT} />
          </MenuGroup>
          <MenuGroup>
            {loggedIn && user ? (
              <>
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
              </>
            ) : (
              <>
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
              </>
            )}
          </MenuGroup>
        </Panel>
      </Bar>
    </Header>
  );
}
