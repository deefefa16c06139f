import { Card, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';

const Narrow = styled(Card)`
  max-width: 28rem;
  margin: 1rem auto 0;
  form > button[type='submit'] {
    width: 100%;
  }
`;

const Footnote = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
`;

/** The shared frame of the login and register screens. */
export function AuthCard({ title, children, footnote }: { title: string; children: ReactNode; footnote: ReactNode }) {
  return (
    <Page>
      <Narrow>
        <PageTitle>{title}</PageTitle>
        {children}
        <Footnote>{footnote}</Footnote>
      </Narrow>
    </Page>
  );
}
