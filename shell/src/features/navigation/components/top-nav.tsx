import { selectIsLoggedIn, useAppSelector } from '@campus/shared/store';
import { useFoldedPanel } from '@campus/shared/ui';
import { useId, useRef, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useUnreadCounts } from '../hooks/use-unread-notifications';
import { AccountMenu, withUnread } from './account-menu';
import { useToastsBelow } from './toasts-below';
import { NavMenu, type MenuEntry } from './nav-menu';
import { SellLink } from './sell-link';
import { Bar, Brand, BrandMark, Header, MenuGroup, Panel, Toggle, ToggleBadge } from './nav-styles';

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

/** Connect Zone with a member's Messages, its unread count in the label once there is one. */
function connectEntries(loggedIn: boolean, messages: number): readonly MenuEntry[] {
  if (!loggedIn) return CONNECT;
  const entry: MenuEntry =
    messages === 0
      ? { kind: 'link', label: 'Messages', to: paths.messages.href() }
      : { kind: 'link', label: `Messages (${messages})`, ariaLabel: `Messages, ${messages} unread`, to: paths.messages.href() };
  return [...CONNECT, entry];
}

/** The folded menu's name: its own, then each unread count in words. */
function toggleLabel(notifications: number, messages: number): string {
  const base = withUnread('Menu', notifications) ?? 'Menu';
  return messages === 0 ? base : `${base}, ${messages} unread ${messages === 1 ? 'message' : 'messages'}`;
}

/**
 * docs/product-rules.md "Top navigation". On narrow screens everything but the brand and the site's search (`search`, composed by
 * the router: README "Search") folds behind a toggle.
 */
export function TopNav({ search }: { search?: ReactNode }) {
  const { notifications: unread, messages } = useUnreadCounts();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { open: panelOpen, toggleRef, toggle } = useFoldedPanel();
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  useToastsBelow(headerRef);

  return (
    <Header ref={headerRef}>
      <Bar aria-label="Main">
        <Brand to={paths.home.href()}>
          <BrandMark aria-hidden="true">CM</BrandMark>
          Campus Marketplace
        </Brand>
        <SellLink />
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={toggleLabel(unread, messages)}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          {/* On phones the menus are folded behind this toggle: the counts have to show on it too. */}
          {unread + messages > 0 ? <ToggleBadge aria-hidden="true">{unread + messages}</ToggleBadge> : null}
        </Toggle>
        {search}
        <Panel id={panelId} $open={panelOpen}>
          <MenuGroup>
            <NavMenu label="Services" entries={SERVICES} />
            <NavMenu label="About & Support" entries={SUPPORT} />
            <NavMenu
              label="Connect Zone"
              buttonLabel={messages > 0 ? `Connect Zone, ${messages} unread ${messages === 1 ? 'message' : 'messages'}` : undefined}
              badge={messages}
              entries={connectEntries(loggedIn, messages)}
            />
          </MenuGroup>
          <AccountMenu unread={unread} />
        </Panel>
      </Bar>
    </Header>
  );
}
