import type { ConversationMessage } from '@campus/shared/contract';
import { Button, EmptyState, Spinner, styled } from '@campus/shared/ui';
import { useEffect, useRef } from 'react';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.75rem;
  background: ${({ theme }) => theme.colors.background};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $own: boolean }>`
  max-width: min(85%, 36rem);
  padding: 0.5rem 0.75rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $own }) => ($own ? theme.colors.ownMessage : theme.colors.otherMessage)};
`;

/* Plain text as typed: React renders it as text, never as markup; line breaks kept, long words wrapped. */
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Small = styled.p`
  margin: 0.2rem 0 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 0.5rem;
`;

interface ConversationMessagesProps {
  messages: readonly ConversationMessage[];
  viewerId: string;
  otherName: string;
  /** The viewer's message under which 'Seen' shows. */
  seenId: string | null;
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
}

/** The conversation, oldest first, kept scrolled to the newest message as messages arrive; older pages on request. */
export function ConversationMessages({ messages, viewerId, otherName, seenId, loaded, hasOlder, loadingOlder, loadOlder }: ConversationMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    // Focusable so keyboard users can scroll it; a log, so screen readers announce new messages.
    <Scroller ref={scroller} role="log" aria-label="Messages" tabIndex={0}>
      {hasOlder ? (
        <Older>
          <Button type="button" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        </Older>
      ) : null}
      {messages.length > 0 ? (
        <List>
          {messages.map((message) => {
            const own = message.senderId === viewerId;
            return (
              <Item key={message._id} $own={own} data-own={own}>
                <Bubble $own={own}>
                  <span className="visually-hidden">{own ? 'You: ' : `${otherName}: `}</span>
                  <Content>{message.content}</Content>
                  <Small>
                    <time dateTime={message.timestamp}>{timeOfDay.format(new Date(message.timestamp))}</time>
                  </Small>
                </Bubble>
                {message._id === seenId ? <Small>Seen</Small> : null}
              </Item>
            );
          })}
        </List>
      ) : loaded ? (
        <EmptyState>No messages yet. Say hello!</EmptyState>
      ) : (
        <Spinner label="Loading messages…" />
      )}
    </Scroller>
  );
}
