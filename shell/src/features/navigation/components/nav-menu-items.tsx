import type { KeyboardEvent } from 'react';
import { MenuAction, MenuItemLink, MenuList } from './nav-menu-styles';

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

/** The arrow keys, Home and End move between the items of an open menu (the WAI-ARIA menu pattern). */
function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  const list = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
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
}

interface MenuItemsProps {
  id: string;
  label: string;
  align: 'start' | 'end';
  entries: readonly MenuEntry[];
  /** Called when an item is chosen, before its action: the menu closes. */
  onChosen: () => void;
}

/** The open menu of a NavMenu: its links and actions as menu items, reached with the arrow keys. */
export function MenuItems({ id, label, align, entries, onChosen }: MenuItemsProps) {
  return (
    <MenuList id={id} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
      {entries.map((entry) => (
        <li role="none" key={entry.label}>
          {entry.kind === 'link' ? (
            <MenuItemLink role="menuitem" tabIndex={-1} to={entry.to} end={entry.end} aria-label={entry.ariaLabel} onClick={onChosen}>
              {entry.label}
            </MenuItemLink>
          ) : (
            <MenuAction
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                onChosen();
                entry.onSelect();
              }}
            >
              {entry.label}
            </MenuAction>
          )}
        </li>
      ))}
    </MenuList>
  );
}
