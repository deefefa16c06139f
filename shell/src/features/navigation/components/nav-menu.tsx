import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuItems, type MenuEntry } from './nav-menu-items';
import { Caret, MenuButton, MenuRoot } from './nav-menu-styles';
import { UnreadBadge } from './nav-styles';

export type { MenuEntry } from './nav-menu-items';

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

interface MenuToggleProps {
  label: string;
  buttonLabel: string | undefined;
  badge: number;
  open: boolean;
  menuId: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** The menu button of a NavMenu: its label, the unread badge when there is a count, and the caret. */
const MenuToggle = forwardRef<HTMLButtonElement, MenuToggleProps>(function MenuToggle(
  { label, buttonLabel, badge, open, menuId, onClick, onKeyDown },
  ref,
) {
  return (
    <MenuButton
      ref={ref}
      type="button"
      aria-label={buttonLabel}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span>{label}</span>
      {badge > 0 ? (
        <UnreadBadge data-testid="unread-badge" aria-hidden="true">
          {badge}
        </UnreadBadge>
      ) : null}
      <Caret aria-hidden="true" $open={open} />
    </MenuButton>
  );
});

/** While `open`, a press anywhere outside `root` calls `close`. */
function useCloseOnOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      closeRef.current();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, root]);
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
    if (!open || focusOnOpen.current === null) return;
    items().at(focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
  }, [open]);
  useCloseOnOutsidePointer(open, rootRef, () => setOpenAt(null));

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

  return (
    <MenuRoot ref={rootRef} onKeyDown={onRootKeyDown}>
      <MenuToggle
        ref={buttonRef}
        label={label}
        buttonLabel={buttonLabel}
        badge={badge}
        open={open}
        menuId={menuId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      />
      {open ? (
        <MenuItems id={menuId} label={label} align={align} entries={entries} onChosen={() => close(false)} />
      ) : null}
    </MenuRoot>
  );
}
