import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import type { MenuItem } from '../menus';
import { SideMenu } from './side-menu';

const Frame = styled.div`
  width: 100%;
  max-width: 1140px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
    gap: 0.5rem;
    padding-left: 1rem;
  }
`;

/** The user and the admin dashboards: their menu beside (phones: above) the current screen. */
export function DashboardLayout({ menu, menuLabel }: { menu: readonly MenuItem[]; menuLabel: string }) {
  return (
    <Frame>
      <SideMenu items={menu} label={menuLabel} />
      <Outlet />
    </Frame>
  );
}
