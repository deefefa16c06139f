import { selectIsLoggedIn, selectToken, useAppSelector } from '@campus/shared/store';
import { ButtonLink, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { paths } from '../../../config/paths';
import { useChatRoom, type ChatConnection } from '../hooks/use-chat-room';
import { MessageComposer } from '../../../components/message-composer';
import { MessagePanel } from '../../../components/message-styles';
import { MessageList } from './message-list';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const JoinPrompt = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const connectionText: Record<ChatConnection, string> = {
  connecting: '',
  connected: '',
  reconnecting: 'Reconnecting…',
  offline: 'Live updates are unavailable. Reload the page to try again.',
};

/** `/chat` (docs/product-rules.md "Community Chat"): everyone reads the conversation live; members take part. */
export function ChatPage() {
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { messages, loaded, hasOlder, loadingOlder, connection, refusal, send, loadOlder } = useChatRoom(token);
  // A refused connection says why (too many open, say) rather than the general words.
  const status = connection === 'offline' && refusal ? refusal : connectionText[connection];

  return (
    <Page>
      <DocumentTitle title="Community Chat" />
      <MessagePanel aria-labelledby="chat-title">
        <Header>
          <PageTitle id="chat-title">Community Chat</PageTitle>
          <Status role="status">{status}</Status>
        </Header>
        <MessageList
          messages={messages}
          loaded={loaded}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          loadOlder={loadOlder}
        />
        {loggedIn ? (
          <MessageComposer onSend={send} />
        ) : (
          <JoinPrompt>
            <ButtonLink to={paths.login.href()}>Log in to join the conversation</ButtonLink>
          </JoinPrompt>
        )}
      </MessagePanel>
    </Page>
  );
}
