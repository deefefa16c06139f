import { styled } from 'styled-components';
import { ButtonLink } from './button';
import { DocumentTitle } from './document-title';
import { Page } from './layout';

const Box = styled.div`
  text-align: center;
  padding: 4rem 1rem;
`;

const Code = styled.p`
  font-size: clamp(3rem, 12vw, 6rem);
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

/** docs/product-rules.md "Screens": the page every unknown path shows, in the shell and under every remote. */
export function NotFoundPage() {
  return (
    <Page>
      <DocumentTitle title="Page Not Found" />
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <ButtonLink to="/">GO TO HOME PAGE</ButtonLink>
      </Box>
    </Page>
  );
}
