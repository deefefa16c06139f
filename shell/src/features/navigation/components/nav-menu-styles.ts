// The dropdowns of the top navigation (nav-menu.tsx): their button, as the bar's other items, and the open list.
import { NavLink } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { narrow, topItem } from './nav-styles';

export const MenuRoot = styled.li`
  position: relative;
`;

export const MenuButton = styled.button`
  ${topItem}
  background: transparent;
  border: 0;
  cursor: pointer;
  span:first-child {
    max-width: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${narrow} {
    justify-content: space-between;
  }
`;

export const Caret = styled.span<{ $open: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')}) rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
`;

export const MenuList = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 0.25rem);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 12rem;
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18);
  ${narrow} {
    position: static;
    min-width: 0;
    padding: 0 0 0.25rem 1rem;
    background: transparent;
    border: 0;
    box-shadow: none;
  }
`;

const menuItem = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  &:hover,
  &:focus {
    background: #e8eef5;
  }
  ${narrow} {
    color: #fff;
    &:hover,
    &:focus {
      background: rgba(255, 255, 255, 0.14);
    }
  }
`;

export const MenuItemLink = styled(NavLink)`
  ${menuItem}
  &.active {
    font-weight: 700;
  }
`;

export const MenuAction = styled.button`
  ${menuItem}
  background: transparent;
  border: 0;
  font: inherit;
  cursor: pointer;
`;
