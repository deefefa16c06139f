import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from '../menus';

const Nav = styled.nav`
  padding: 1rem 1rem 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    position: sticky;
    top: 1rem;
    padding: 1.5rem 0 0;
  }
`;

/* On phones the menu is one horizontally scrolling strip above the content, so the overview stays in
   view; from tablet width up it becomes a vertical side menu. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0.1rem 0.75rem;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: column;
    gap: 0.25rem;
    overflow: visible;
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

const Item = styled.li`
  flex: 0 0 auto;
  scroll-snap-align: start;
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radius};
    white-space: normal;
    &:hover:not([aria-current='page']) {
      border-color: transparent;
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

/** The dashboard's menu; NavLink marks the current entry with aria-current="page". */
export function SideMenu({ items, label }: { items: readonly MenuItem[]; label: string }) {
  return (
    <Nav aria-label={label}>
      <List>
        {items.map((item) => (
          <Item key={item.href}>
            <MenuLink to={item.href} end={item.end ?? false}>
              {item.label}
            </MenuLink>
          </Item>
        ))}
      </List>
    </Nav>
  );
}
