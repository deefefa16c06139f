import { ButtonLink, Card, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { paths } from '../../../config/paths';

const Hero = styled.section`
  padding: 2rem 0 1rem;
  max-width: 46rem;
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
`;

const Section = styled.section`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 1rem;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.75rem;
  max-width: 46rem;
`;

const AREAS = [
  {
    title: 'Buy pre-loved',
    text: 'Textbooks from last semester, lab coats, calculators, cycles and hostel essentials at student prices, with the seller a short walk away.',
  },
  {
    title: 'Sell what you no longer use',
    text: 'List an item in a minute with a photo and a price. Buyers see your name and phone number and pay online by card.',
  },
  {
    title: 'Borrow instead of buying',
    text: 'Need a tripod for one shoot or a formal blazer for one evening? Rent it from a classmate by the day.',
  },
  {
    title: 'Hire campus talent',
    text: 'Tutoring before exams, event photography, graphic design, fitness coaching and more, priced by the hour.',
  },
  {
    title: 'Connect Zone',
    text: 'Ask questions and share finds in the Community Hub chat, and see which events are coming up on campus.',
  },
] as const;

/** docs/product-rules.md "Routes", /about: what the marketplace is, with Buy, Sell and Rent entry points. */
export function AboutPage() {
  return (
    <Page>
      <DocumentTitle title="About" />
      <Hero>
        <PageTitle>About Campus Marketplace</PageTitle>
        <p>
          Campus Marketplace is where students buy, sell, borrow and hire from each other. Everything on it
          comes from your own college community, so deals happen between people who share a campus.
        </p>
        <Actions>
          <ButtonLink to={paths.home.href()}>Buy</ButtonLink>
          <ButtonLink to={paths.sellProduct.href()} $variant="secondary">
            Sell
          </ButtonLink>
          <ButtonLink to={paths.rentProduct.href()} $variant="secondary">
            Rent
          </ButtonLink>
        </Actions>
      </Hero>

      <Section aria-labelledby="about-offer">
        <h2 id="about-offer">What you can do here</h2>
        <Grid>
          {AREAS.map((area) => (
            <Card key={area.title}>
              <h3>{area.title}</h3>
              <p>{area.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <Steps>
          <li>Create a free account with your name, e-mail address and, if you like, a phone number.</li>
          <li>Browse what fellow students offer, or list your own product, rental item or service from your dashboard.</li>
          <li>Pay for purchases online by card, or contact an owner by chat message or e-mail to arrange a rental or booking.</li>
          <li>Meet on campus to hand over the item, and keep track of every order from your dashboard.</li>
        </Steps>
      </Section>

      <Section aria-labelledby="about-why">
        <h2 id="about-why">Why we built it</h2>
        <p>
          Every semester, students throw away or store things that the next batch goes out and buys new. Keeping
          them in circulation on campus saves money, saves waste and helps newcomers settle in faster. The
          marketplace is run for students, and our support team answers every message sent through the contact
          page.
        </p>
      </Section>
    </Page>
  );
}
