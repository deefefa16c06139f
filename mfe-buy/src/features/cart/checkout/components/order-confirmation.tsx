import { mailtoHref, whatsAppHref, type Checkout, type CheckoutLine } from '@campus/shared/contract';
import { ButtonAnchor, ButtonLink, Card, formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { paths } from '../../../../config/paths';
import { CheckoutLines } from './checkout-lines';

const Sections = styled.div`
  display: grid;
  gap: 1rem;
`;

const Summary = styled(Card)`
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.4rem 1rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const SellerCard = styled(Card)`
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The lines of one checkout grouped by seller, in the order they were bought. */
function bySeller(lines: readonly CheckoutLine[]): { seller: CheckoutLine['seller']; lines: CheckoutLine[] }[] {
  const groups = new Map<string, { seller: CheckoutLine['seller']; lines: CheckoutLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.seller._id) ?? { seller: line.seller, lines: [] };
    group.lines.push(line);
    groups.set(line.seller._id, group);
  }
  return [...groups.values()];
}

function SellerContact({ checkout, seller, lines }: { checkout: Checkout; seller: CheckoutLine['seller']; lines: CheckoutLine[] }) {
  const items = lines.map((line) => line.product.name).join(', ');
  const greeting = `Hi ${seller.name}, I bought ${items} on Campus Marketplace (order ${checkout.reference}). When can we meet for the handover?`;
  const mail = mailtoHref(seller.email, `Order ${checkout.reference}: ${items}`, greeting);
  const whatsApp = seller.phone ? whatsAppHref(seller.phone, greeting) : null;
  return (
    <Contact>
      <p>Reach {seller.name} to arrange the handover:</p>
      {seller.phone ? (
        <ButtonAnchor $variant="secondary" href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>
          Call {seller.phone}
        </ButtonAnchor>
      ) : null}
      {whatsApp ? (
        <ButtonAnchor $variant="secondary" href={whatsApp} target="_blank" rel="noreferrer">
          WhatsApp
        </ButtonAnchor>
      ) : null}
      {mail ? (
        <ButtonAnchor $variant="secondary" href={mail}>
          E-mail {seller.email}
        </ButtonAnchor>
      ) : null}
    </Contact>
  );
}

/** A paid checkout: the reference, what was bought from whom, what was paid, and how to reach each seller. */
export function OrderConfirmation({ checkout }: { checkout: Checkout }) {
  const paidAt = checkout.paidAt ? new Date(checkout.paidAt) : null;
  return (
    <Sections>
      <Summary aria-label="Order summary">
        <dl>
          <dt>Order reference</dt>
          <dd>{checkout.reference}</dd>
          <dt>Amount paid</dt>
          <dd>{formatRupees(checkout.amount)}</dd>
          {paidAt ? (
            <>
              <dt>Paid on</dt>
              <dd>
                <time dateTime={paidAt.toISOString()}>{paidAt.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </Summary>
      {bySeller(checkout.lines).map(({ seller, lines }) => (
        <SellerCard key={seller._id} aria-labelledby={`seller-${seller._id}`}>
          <h2 id={`seller-${seller._id}`}>From {seller.name}</h2>
          <CheckoutLines lines={lines} label={`Items from ${seller.name}`} showStatus />
          <SellerContact checkout={checkout} seller={seller} lines={lines} />
        </SellerCard>
      ))}
      <Actions>
        <ButtonLink to={paths.purchasedProducts.href()}>See your purchases</ButtonLink>
        <ButtonLink to={paths.home.href()} $variant="secondary">
          Continue shopping
        </ButtonLink>
      </Actions>
    </Sections>
  );
}
