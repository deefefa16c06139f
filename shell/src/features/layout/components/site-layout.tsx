import { Spinner } from '@campus/shared/ui';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/**
 * The frame of every page. The router hands in the navigation and the footer, so this feature does
 * not import the others (features never import each other).
 */
export function SiteLayout({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  return (
    <Frame>
      {header}
      <Content>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Content>
      {footer}
    </Frame>
  );
}
