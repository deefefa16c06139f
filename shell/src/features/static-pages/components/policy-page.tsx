import { Card, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';

const Body = styled(Card)`
  max-width: 48rem;
  h2 {
    margin: 1.75rem 0 0.5rem;
    font-size: 1.25rem;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;

/** docs/product-rules.md "Routes", /policy: the short terms and privacy policy of the marketplace. */
export function PolicyPage() {
  return (
    <Page>
      <DocumentTitle title="Terms & Privacy" />
      <PageTitle>Terms &amp; Privacy Policy</PageTitle>
      <Body>
        <p>
          By using {SITE.name} you agree to these terms. They explain what we keep about you, how payments
          work and what we expect from everyone who trades here.
        </p>

        <h2>What we store</h2>
        <ul>
          <li>Your account: name, e-mail address, phone number (if you give one) and role. Passwords are stored only as a one-way hash.</li>
          <li>What you list: products, rental items and services with their descriptions, prices and photos, shown publicly together with your name and phone number so buyers can reach you.</li>
          <li>Orders: who bought what, the amount and the order status, visible to the buyer and the seller.</li>
          <li>Messages you post in the Community Hub, which every visitor can read, and messages sent through the contact form.</li>
          <li>In your browser, your session and your cart are kept in local storage until you log out. We use no advertising or tracking cookies; the visitor counter is an anonymous total.</li>
        </ul>
        <p>We never sell your data. You can ask us to delete your account and listings at any time.</p>

        <h2>Payments</h2>
        <ul>
          <li>Card payments are processed by our payment provider. Your card details go to the provider directly; we never see or store them.</li>
          <li>Prices are in Indian rupees (INR). The amount you pay is calculated on our server from the listed price and quantity.</li>
          <li>Rentals and services are paid as agreed between the two students. If a purchase goes wrong, contact the seller first and then us; we will help resolve it.</li>
        </ul>

        <h2>Conduct</h2>
        <ul>
          <li>List only items you own and describe them honestly, including any damage.</li>
          <li>Do not offer anything illegal or against college rules: alcohol, drugs, weapons, stolen goods, counterfeit items or exam material.</li>
          <li>Be respectful in chat and messages. Harassment, spam and hate speech are not tolerated.</li>
          <li>Meet in public places on campus to hand items over.</li>
          <li>Administrators may edit or remove listings and suspend accounts that break these rules.</li>
        </ul>

        <h2>Contact</h2>
        <p>
          Questions about these terms or your data? Write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or
          use the <Link to={paths.contact.href()}>contact form</Link>. We reply within two working days.
        </p>
      </Body>
    </Page>
  );
}
