import { useId } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useFoldedPanel } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { MenuItem } from '../menus';

const PHONE = ({ theme }: { theme: { breakpoints: { md: string } } }) => `@media (width < ${theme.breakpoints.md})`;

const Nav = styled.nav`
  padding: 1rem 1rem 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    position: sticky;
    top: 1rem;
    padding: 1.5rem 0 0;
  }
`;

/* Phones: one button naming the screen shown, which opens the whole menu below it (every entry, one per line). */
const MenuButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Caret = styled.span<{ $open: boolean }>`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')}) rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  ${PHONE} {
    margin-top: 0.5rem;
    &[data-open='false'] {
      display: none;
    }
  }
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover:not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

/** The entry of the screen shown: the overview exactly, any other on its own sub-paths too (as NavLink marks it). */
function currentItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  // A link may carry a query (Bookings says its side: `?as=owner`); the page is its path.
  const pathOf = (item: MenuItem) => item.href.split('?')[0] ?? item.href;
  const matches = items.filter((item) => (item.end ? pathname === pathOf(item) : pathname === pathOf(item) || pathname.startsWith(`${pathOf(item)}/`)));
  return matches.sort((a, b) => pathOf(b).length - pathOf(a).length)[0];
}

/**
 * The dashboard's menu; NavLink marks the current entry with aria-current="page". From tablet width up it is
 * a side menu; on a phone it folds behind a button naming the current screen, open for one location only (a
 * choice closes it), and Escape closes it with the focus back on the button.
 */
export function SideMenu({ items, label }: { items: readonly MenuItem[]; label: string }) {
  const { pathname } = useLocation();
  const { open, toggleRef, toggle } = useFoldedPanel();
  const listId = useId();
  const current = currentItem(items, pathname);

  return (
    <Nav aria-label={label}>
      <MenuButton ref={toggleRef} type="button" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <span>
          <span className="visually-hidden">Dashboard menu: </span>
          {current?.label ?? 'Menu'}
        </span>
        <Caret aria-hidden="true" $open={open} />
      </MenuButton>
      <List id={listId} data-open={open}>
        {items.map((item) => (
          <li key={item.href}>
            <MenuLink to={item.href} end={item.end ?? false}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
