import { useFoldedPanel } from '@campus/shared/ui';
import { useId, useRef } from 'react';
import { paths } from '../../../config/paths';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { AccountMenu, withUnread } from './account-menu';
import { useToastsBelow } from './toasts-below';
import { NavMenu, type MenuEntry } from './nav-menu';
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

/** docs/product-rules.md "Top navigation". On narrow screens everything but the brand folds behind a toggle. */
export function TopNav() {
  const unread = useUnreadNotifications();
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
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={withUnread('Menu', unread) ?? 'Menu'}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={toggle}
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
          <AccountMenu unread={unread} />
        </Panel>
      </Bar>
    </Header>
  );
}
