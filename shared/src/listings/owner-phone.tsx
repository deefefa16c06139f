import { selectIsLoggedIn, useAppSelector } from '@campus/shared/store';
import { styled } from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import type { ListingOwner } from '../contract';
import { LOGIN_PATH } from './listing-contacts';

export const PHONE_LOGIN = 'Log in to see the phone';
export const MESSAGES_ONLY = 'Messages only';

type Owner = Pick<ListingOwner, 'phone' | 'messagesOnly'>;

/* On its own in a card's details, a link still gets a target a finger can hit (WCAG 2.2 target-size). */
const LoginLink = styled(Link)`
  display: inline-block;
  min-height: 24px;
  line-height: 24px;
`;

/** Spaces and dashes out: a tel: link carries digits and + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What goes where a listing shows its owner's phone (docs/product-rules.md "Deviation 11"): the phone for a member; 'Log in
 * to see the phone' for a visitor (the login page brings them back); 'Messages only' when the owner takes messages
 * only; nothing when a member sees an owner who gave no phone. `call`: the phone is a link that calls.
 */
export function useOwnerPhone(owner: Owner, call: boolean) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (owner.messagesOnly) return MESSAGES_ONLY;
  if (owner.phone) return call ? <a href={telHref(owner.phone)}>{owner.phone}</a> : owner.phone;
  if (loggedIn) return null;
  return (
    <LoginLink to={LOGIN_PATH} state={{ from: `${location.pathname}${location.search}` }}>
      {PHONE_LOGIN}
    </LoginLink>
  );
}

/** The owner's phone as a pair of a details list ('Phone'), or nothing (see useOwnerPhone). */
export function OwnerPhoneDetail({ owner, call = false }: { owner: Owner; call?: boolean }) {
  const phone = useOwnerPhone(owner, call);
  if (phone === null) return null;
  return (
    <>
      <dt>Phone</dt>
      <dd>{phone}</dd>
    </>
  );
}
