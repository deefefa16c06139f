import { Link, NavLink } from 'react-router-dom';
import { css, styled } from 'styled-components';

/** Below this width the whole menu collapses behind the toggle button. */
export const narrow = ({ theme }: { theme: { breakpoints: { md: string } } }) => `@media (width < ${theme.breakpoints.md})`;

export const Header = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: 0 2px 6px rgba(16, 24, 40, 0.2);
  position: relative;
  z-index: 10;
`;

export const Bar = styled.nav`
  max-width: 1140px;
  margin: 0 auto;
  padding: 0.35rem 1rem;
  display: flex;
  align-items: center;
  /* Between the phone layout and a wide screen the menus wrap onto a second row instead of overflowing. */
  flex-wrap: wrap;
  column-gap: 1rem;
  ${narrow} {
    justify-content: space-between;
    column-gap: 0.5rem;
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: #fff;
  font-weight: 800;
  font-size: 1.15rem;
  text-decoration: none;
  white-space: nowrap;
  /* Room for Sell and the menu toggle beside it on a 360 px phone: the name alone, a little smaller. */
  @media (width < 400px) {
    font-size: 1rem;
    > span[aria-hidden='true'] {
      display: none;
    }
  }
`;

/**
 * Sell: the bar's call to action, in the accent colour, beside the brand at every width (on phones between the
 * brand and the menu toggle, so it is one tap away).
 */
export const SellButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 0.9rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
  ${narrow} {
    margin-left: auto;
    padding: 0 0.75rem;
  }
`;

export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
`;

/** The unread count on the account menu button; red with a white ring, so it reads on the blue bar. */
export const UnreadBadge = styled.span`
  min-width: 1.4rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px #fff;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.4rem;
  text-align: center;
  ${narrow} {
    /* In the phone's account menu button the count stays beside the name; the caret keeps the far edge. */
    margin-right: auto;
  }
`;

/** The same count on the corner of the phone menu's toggle. */
export const ToggleBadge = styled(UnreadBadge)`
  position: absolute;
  top: -0.45rem;
  right: -0.45rem;
`;

export const Toggle = styled.button`
  display: none;
  ${narrow} {
    display: inline-flex;
  }
  position: relative;
  flex-direction: column;
  justify-content: center;
  gap: 5px;
  width: 44px;
  height: 44px;
  padding: 0 10px;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  /* The three bars: empty spans (the unread count beside them has text). */
  span[aria-hidden='true']:empty {
    display: block;
    height: 2px;
    background: #fff;
  }
`;

/**
 * On wide screens the panel steps out of the layout (display: contents) so the brand and both menu
 * groups wrap as siblings; on narrow screens it is the collapsible block behind the toggle.
 */
export const Panel = styled.div<{ $open: boolean }>`
  display: contents;
  ${narrow} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    flex-direction: column;
    padding-bottom: 0.5rem;
  }
`;

export const MenuGroup = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  &:last-child {
    margin-left: auto;
  }
  ${narrow} {
    &:last-child {
      margin-left: 0;
    }
    flex-direction: column;
    align-items: stretch;
    border-top: 1px solid rgba(255, 255, 255, 0.2);
    padding-top: 0.25rem;
  }
`;

export const topItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  @media (width < ${({ theme }) => theme.breakpoints.lg}) {
    padding-inline: 0.5rem;
  }
  ${narrow} {
    width: 100%;
  }
`;

export const TopLink = styled(NavLink)`
  ${topItem}
  &.active {
    background: rgba(255, 255, 255, 0.2);
  }
`;

export const CartBadge = styled.span`
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 700;
  text-align: center;
`;
