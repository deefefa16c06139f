import { Card, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';

/** The card a create or edit form sits in. */
export const FormCard = styled(Card)`
  max-width: 40rem;
`;

/** A page whose whole content is one form: Sell Product, Rent Product, Offer Service. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <FormCard>{children}</FormCard>
    </Page>
  );
}
