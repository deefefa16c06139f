import { selectIsLoggedIn, selectToken, selectUser, useAppSelector } from '@campus/shared/store';
import { ReportButton, VerifiedBadge } from '@campus/shared/listings';
import { ButtonLink, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link, useParams } from 'react-router-dom';
import { MessageComposer } from '../../../components/message-composer';
import { MessagePanel } from '../../../components/message-styles';
import { paths } from '../../../config/paths';
import { useGetConversationQuery } from '../api/messages-api';
import { laterMark, seenMessageId } from '../hooks/merge';
import { useConversationRoom } from '../hooks/use-conversation-room';
import type { RoomConnection } from '../hooks/use-room-socket';
import { ConversationMessages } from './conversation-messages';
import { ListingSummary } from './listing-summary';
import { LoginPrompt } from './login-prompt';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The connection's state in words, as the community chat says it; nothing while it is up. */
function connectionText(connection: RoomConnection): string {
  if (connection.state === 'reconnecting') return 'Reconnecting…';
  if (connection.state === 'offline') return connection.reason ?? 'Live updates are unavailable. Reload the page to try again.';
  return '';
}

/* A tap target of 44 px, not the text's 22 px (WCAG 2.2 "Target Size", README "Tests"). */
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: 0.9rem;
`;

interface ConversationViewProps {
  id: string;
  viewerId: string;
  token: string;
}

/** The conversation of a member who is one of its two: its listing, its messages live, the message box. */
function ConversationView({ id, viewerId, token }: ConversationViewProps) {
  const { data, error } = useGetConversationQuery(id);
  const room = useConversationRoom(id, token, viewerId);
  const conversation = data?.conversation;
  if (!conversation) {
    return error ? (
      <Page>
        <DocumentTitle title="Conversation not found" />
        <PageTitle>Conversation not found</PageTitle>
        <EmptyState>This conversation does not exist, or it is not yours.</EmptyState>
        <ButtonLink to={paths.messages.href()}>Back to Messages</ButtonLink>
      </Page>
    ) : (
      <Page>
        <DocumentTitle title="Conversation" />
        <Spinner label="Loading the conversation…" />
      </Page>
    );
  }
  const { other } = conversation;
  const title = `${other.name} about ${conversation.listing.name}`;
  const seenId = seenMessageId(room.messages, viewerId, laterMark(conversation.otherReadUpTo, room.otherReadUpTo));
  return (
    <Page>
      <DocumentTitle title={`Messages: ${title}`} />
      <MessagePanel aria-labelledby="conversation-title">
        <Header>
          <Back to={paths.messages.href()}>← All messages</Back>
          <PageTitle id="conversation-title">{other.name}</PageTitle>
          {/* Under the name on a campus site (docs/product-rules.md "Campus-verified accounts"). */}
          {other.verified && other.campus ? <VerifiedBadge campus={other.campus} /> : null}
          <ListingSummary listing={conversation.listing} />
          <ReportButton target="conversation" id={conversation._id} what="this conversation" label="Report this conversation" />
          <Status role="status">{connectionText(room.connection)}</Status>
        </Header>
        <ConversationMessages
          messages={room.messages}
          viewerId={viewerId}
          otherName={other.name}
          seenId={seenId}
          loaded={room.loaded}
          hasOlder={room.hasOlder}
          loadingOlder={room.loadingOlder}
          loadOlder={room.loadOlder}
        />
        <MessageComposer onSend={room.send} />
      </MessagePanel>
    </Page>
  );
}

/** `/messages/:id` (docs/product-rules.md "Private conversations"): one conversation, for its two members only. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn || !user) {
    return (
      <Page>
        <DocumentTitle title="Messages" />
        <PageTitle>Messages</PageTitle>
        <LoginPrompt />
      </Page>
    );
  }
  return <ConversationView key={id} id={id} viewerId={user._id} token={token} />;
}
