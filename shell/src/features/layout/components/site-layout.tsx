import { Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { usePageChange } from '../hooks/use-page-change';

/** The element every page renders in: where the skip link leads, and where a new page's heading is looked for. */
const CONTENT_ID = 'content';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  /* Focused only as the skip link's target or a page without a heading: the page itself is what is shown. */
  &:focus {
    outline: none;
  }
`;

/** The first stop of the keyboard: past the navigation to the page, hidden until it has the focus. */
const SkipLink = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 10000;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The frame of every page. The router hands in the navigation and the footer, so this feature does
 * not import the others (features never import each other). It also does what a move to another page
 * does: the scroll position, the focus and the announcement (usePageChange).
 */
export function SiteLayout({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  const announcement = usePageChange(CONTENT_ID);
  return (
    <Frame>
      <SkipLink href={`#${CONTENT_ID}`}>Skip to content</SkipLink>
      {header}
      <Content id={CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Content>
      {footer}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </Frame>
  );
}
