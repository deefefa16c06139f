import { useGetConversationsQuery, useQueryErrorToast } from '@campus/shared/api';
import type { Conversation } from '@campus/shared/contract';
import { VerifiedBadge } from '@campus/shared/listings';
import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginPrompt } from './login-prompt';

const List = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 800px;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Entry = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.15rem 0.75rem;
  padding: 0.75rem 1rem;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The name and, on a campus site, the verified badge: beside each other when they fit, the badge under the name on a phone. */
const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.15rem 0.5rem;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;

/** Smaller than on a listing's page, so a row stays a row; its long campus name wraps inside the pill. */
const Verified = styled.div`
  max-width: 100%;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

const Line = styled.span`
  grid-column: 1;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  min-width: 1.6rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  text-align: center;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
`;

/** One conversation in the list: who, about what, the last message, and how many wait unread. */
function ConversationEntry({ conversation, viewerId }: { conversation: Conversation; viewerId: string }) {
  const { other, listing, lastMessage, unread } = conversation;
  const last = lastMessage ? `${lastMessage.senderId === viewerId ? 'You: ' : ''}${lastMessage.content}` : 'No messages yet';
  // The other member's badge on a campus site (docs/product-rules.md "Campus-verified accounts"), said in the link's name too.
  const campus = other.verified && other.campus ? other.campus : null;
  const label = `${other.name}${campus ? `, verified student of ${campus},` : ''} about ${listing.name}${unread > 0 ? `, ${unread} unread` : ''}`;
  return (
    <li>
      <Entry to={paths.conversation.href(conversation._id)} aria-label={label}>
        <Who>
          <Name>
            {other.name} · {listing.name}
          </Name>
          {campus ? (
            <Verified>
              <VerifiedBadge campus={campus} />
            </Verified>
          ) : null}
        </Who>
        <Line>{last}</Line>
        {unread > 0 ? <Badge aria-hidden="true">{unread}</Badge> : null}
      </Entry>
    </li>
  );
}

/** `/messages` (docs/product-rules.md "Private conversations"): the member's conversations, the latest first. */
export function MessagesPage() {
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const query = useQueryErrorToast(useGetConversationsQuery(user?._id ?? '', { skip: !loggedIn || !user }), 'Failed to load your messages');
  const conversations = query.data?.conversations;

  return (
    <Page>
      <DocumentTitle title="Messages" />
      <PageTitle>Messages</PageTitle>
      {!loggedIn || !user ? (
        <LoginPrompt />
      ) : !conversations ? (
        query.isLoading ? <Spinner label="Loading your messages…" /> : null
      ) : conversations.length === 0 ? (
        <EmptyState>No conversations yet. Open one with 'Message the seller' or 'Message the owner' on a listing.</EmptyState>
      ) : (
        <List aria-label="Conversations">
          {conversations.map((conversation) => (
            <ConversationEntry key={conversation._id} conversation={conversation} viewerId={user._id} />
          ))}
        </List>
      )}
    </Page>
  );
}
