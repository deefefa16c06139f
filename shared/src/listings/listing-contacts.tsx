import { ButtonAnchor, styled } from '@campus/shared/ui';
import { mailtoHref, ownerGreeting, whatsAppHref, type ListingOwner } from '../contract';

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
 * WhatsApp and e-mail to a listing's owner, each prefilled with a greeting that names the listing (SPEC §9).
 * A link the owner's details cannot make (no phone, no address) is left out.
 */
export function ListingContacts({ name, owner, kind, className }: ListingContactsProps) {
  const greeting = ownerGreeting(name, owner.name, kind);
  const whatsApp = whatsAppHref(owner.phone, greeting);
  const mail = mailtoHref(owner.email, `Campus Marketplace: ${name}`, greeting);
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
    </Row>
  );
}
