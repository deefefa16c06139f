import { useMutationErrorToast, useOpenConversationMutation } from '@campus/shared/api';
import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { Button, ButtonLink } from '@campus/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListingKind } from '../contract/conversation-paths';
import { LOGIN_PATH } from './listing-contacts';

/** The Connect Zone's page of one conversation (docs/product-rules.md "Private conversations"). */
export const conversationHref = (id: string) => `/messages/${encodeURIComponent(id)}`;

interface MessageOwnerButtonProps {
  listingKind: ListingKind;
  listingId: string;
  ownerId: string;
  /** 'Message the seller' (a product) or 'Message the owner' (a rent item, a service). */
  label: string;
}

/**
 * Opens the member's private conversation about this listing with its owner (the same one again on every press) and
 * goes there. A visitor is sent to log in, and back here after; the owner is offered nothing (they cannot message
 * themself). The WhatsApp and e-mail links stay beside it as other ways (docs/product-rules.md "Private conversations").
 */
export function MessageOwnerButton({ listingKind, listingId, ownerId, label }: MessageOwnerButtonProps) {
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const [open, { isLoading }] = useMutationErrorToast(useOpenConversationMutation(), 'The conversation could not be opened. Please try again.');

  if (!loggedIn || !user) {
    return (
      <ButtonLink to={LOGIN_PATH} state={{ from: `${location.pathname}${location.search}` }}>
        {label}
      </ButtonLink>
    );
  }
  if (user._id === ownerId) return null;
  const onClick = async () => {
    const result = await open({ listingKind, listingId });
    if (result.data) void navigate(conversationHref(result.data.conversation._id));
  };
  return (
    <Button type="button" onClick={() => void onClick()} disabled={isLoading}>
      {label}
    </Button>
  );
}
