import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Caret, MenuAction, MenuButton, MenuItemLink, MenuList, MenuRoot, UnreadBadge } from './nav-styles';

export type MenuEntry =
  | {
      kind: 'link';
      label: string;
      to: string;
      end?: boolean;
      /** A fuller name for screen readers than the label shown. */
      ariaLabel?: string;
    }
  | { kind: 'action'; label: string; onSelect: () => void };

interface NavMenuProps {
  label: string;
  /** The button's accessible name when it has to say more than `label` (the unread count). */
  buttonLabel?: string;
  /** A count shown on the button beside the label, when above 0; screen readers hear `buttonLabel` instead. */
  badge?: number;
  entries: readonly MenuEntry[];
  /** Which edge of the button the open menu lines up with (the account menu sits at the right). */
  align?: 'start' | 'end';
}

/**
 * A dropdown of the top navigation, following the WAI-ARIA menu button pattern: Enter, Space or the
 * arrow keys open it with focus on an item, arrows move between items, Escape closes it and returns
 * focus to the button, and a click outside or any navigation closes it.
 */
export function NavMenu({ label, buttonLabel, badge = 0, entries, align = 'start' }: NavMenuProps) {
  const { key: locationKey } = useLocation();
  // Open for one location only: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<number | null>(null);
  const menuId = useId();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      items().at(focusOnOpen.current)?.focus();
      focusOnOpen.current = null;
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  /** Opens the menu; `focusIndex` (-1 for the last item) moves focus into it for keyboard users. */
  const openMenu = (focusIndex: number | null) => {
    if (open) {
      if (focusIndex !== null) items().at(focusIndex)?.focus();
      return;
    }
    focusOnOpen.current = focusIndex;
    setOpenAt(locationKey);
  };

  const close = (restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click with detail 0 came from Enter or Space, so the keyboard user is taken into the menu.
    if (open) close(false);
    else openMenu(event.detail === 0 ? 0 : null);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 0 : -1);
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      // Handled here so the collapsed mobile panel around this menu stays open.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % list.length,
      ArrowUp: (current - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <MenuRoot ref={rootRef} onKeyDown={onRootKeyDown}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <span>{label}</span>
        {badge > 0 ? (
          <UnreadBadge data-testid="unread-badge" aria-hidden="true">
            {badge}
          </UnreadBadge>
        ) : null}
        <Caret aria-hidden="true" $open={open} />
      </MenuButton>
      {open ? (
        <MenuList id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => (
            <li role="none" key={entry.label}>
              {entry.kind === 'link' ? (
                <MenuItemLink
                  role="menuitem"
                  tabIndex={-1}
                  to={entry.to}
                  end={entry.end}
                  aria-label={entry.ariaLabel}
                  onClick={() => close(false)}
                >
                  {entry.label}
                </MenuItemLink>
              ) : (
                <MenuAction
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  onClick={() => {
                    close(false);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </MenuAction>
              )}
            </li>
          ))}
        </MenuList>
      ) : null}
    </MenuRoot>
  );
}
