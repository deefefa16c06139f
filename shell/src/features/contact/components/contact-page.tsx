import { Card, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { SITE } from '../../../config/site';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Details = styled.address`
  font-style: normal;
  margin-top: 1rem;
  p {
    margin: 0 0 0.5rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 44rem;
`;

/** docs/product-rules.md "Contact": the contact form beside a map of where to find us. */
export function ContactPage() {
  return (
    <Page>
      <DocumentTitle title="Contact" />
      <PageTitle>Contact Us</PageTitle>
      <Intro>
        A question about an order, a listing or your account? Send us a message and the support team will
        get back to you by e-mail or phone.
      </Intro>
      <Layout>
        <Card aria-label="Send us a message">
          <ContactForm />
        </Card>
        <Card aria-label="Find us">
          <ContactMap />
          <Details>
            <p>
              <strong>Support desk:</strong> {SITE.address.join(', ')}
            </p>
            <p>
              <strong>Hours:</strong> {SITE.officeHours}
            </p>
            <p>
              <strong>E-mail:</strong> <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </p>
            <p>
              <strong>Phone:</strong> <a href={`tel:${SITE.phone.tel}`}>{SITE.phone.display}</a>
            </p>
          </Details>
        </Card>
      </Layout>
    </Page>
  );
}
