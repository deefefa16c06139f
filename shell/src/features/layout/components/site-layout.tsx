import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`;

export function SiteLayout() {
  return (
    <Frame>
      <nav aria-label="Main">
        <Link to="/">Buy</Link> <Link to="/rent">Borrow</Link> <Link to="/service">Hire</Link>
      </nav>
      <Outlet />
    </Frame>
  );
}
