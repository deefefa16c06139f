import type { ConversationMessage } from '@campus/shared/contract';
import { Button, EmptyState, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useRef } from 'react';
import { DayMark, startsDay } from '../../../components/day-mark';
import { MessageBubble, MessageContent, MessageItem, MessageItems, MessageScroller } from '../../../components/message-styles';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

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
    <MessageScroller ref={scroller} role="log" aria-label="Messages" tabIndex={0}>
      {hasOlder ? (
        <Older>
          <Button type="button" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        </Older>
      ) : null}
      {messages.length > 0 ? (
        <MessageItems>
          {messages.map((message, index) => {
            const own = message.senderId === viewerId;
            return (
              <MessageItem key={message._id} $own={own} data-own={own}>
                {startsDay(messages, index) ? <DayMark timestamp={message.timestamp} /> : null}
                <MessageBubble $own={own}>
                  <span className="visually-hidden">{own ? 'You: ' : `${otherName}: `}</span>
                  <MessageContent>{message.content}</MessageContent>
                  <Small>
                    <time dateTime={message.timestamp}>{timeOfDay.format(new Date(message.timestamp))}</time>
                  </Small>
                </MessageBubble>
                {message._id === seenId ? <Small>Seen</Small> : null}
              </MessageItem>
            );
          })}
        </MessageItems>
      ) : loaded ? (
        <EmptyState>No messages yet. Say hello!</EmptyState>
      ) : (
        <Spinner label="Loading messages…" />
      )}
    </MessageScroller>
  );
}
