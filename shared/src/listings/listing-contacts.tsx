import { ButtonAnchor, ButtonLink } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useLocation } from 'react-router-dom';
import { mailtoHref, ownerGreeting, whatsAppHref, type ListingOwner } from '../contract';

/** The shell's login page (docs/product-rules.md "Screens"); it goes back to `state.from` after logging in. */
export const LOGIN_PATH = '/login';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface ListingContactsProps {
  name: string;
  owner: ListingOwner;
  kind: 'item' | 'service';
  className?: string;
}

/**
 * WhatsApp and e-mail to a listing's owner, each prefilled with a greeting that names the listing (docs/product-rules.md "Timings and constants").
 * The server gives owners' phones and e-mail addresses to logged-in members only (docs/product-rules.md "Deviation 11"): a
 * visitor is offered the login page instead, which brings them back here. No WhatsApp link without a phone; none of
 * these when the owner takes messages only (the page offers 'Message the owner').
 */
export function ListingContacts({ name, owner, kind, className }: ListingContactsProps) {
  const location = useLocation();
  if (owner.messagesOnly) return null;
  const greeting = ownerGreeting(name, owner.name, kind);
  const whatsApp = owner.phone ? whatsAppHref(owner.phone, greeting) : null;
  const mail = owner.email === undefined ? null : mailtoHref(owner.email, `Campus Marketplace: ${name}`, greeting);
  return (
    <Row className={className}>
      {whatsApp ? (
        <ButtonAnchor href={whatsApp} target="_blank" rel="noopener noreferrer">
          Chat on WhatsApp
        </ButtonAnchor>
      ) : null}
      {mail ? (
        <ButtonAnchor $variant="secondary" href={mail}>
          E-mail the owner
        </ButtonAnchor>
      ) : null}
      {owner.email === undefined ? (
        <ButtonLink $variant="secondary" to={LOGIN_PATH} state={{ from: `${location.pathname}${location.search}` }}>
          Log in to e-mail the owner
        </ButtonLink>
      ) : null}
    </Row>
  );
}
