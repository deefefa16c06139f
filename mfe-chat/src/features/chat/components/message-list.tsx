import type { ChatMessage } from '@campus/shared/contract';
import { useInFirstPaint } from '@campus/shared/host';
import { EmptyState, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { startsDay } from '../../../components/day-mark';
import { MessageItems, MessageScroller } from '../../../components/message-styles';
import { ChatMessageItem } from './chat-message';

const LoadingOlder = styled.p`
  margin: 0 0 0.5rem;
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface MessageListProps {
  messages: readonly ChatMessage[];
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
}

/** The conversation, oldest first; scrolling to the top brings in the older page. */
export function MessageList({ messages, loaded, hasOlder, loadingOlder, loadOlder }: MessageListProps) {
  const firstPaint = useInFirstPaint();
  const { listRef, onScroll } = useChatScroll({ messages, canLoadOlder: loaded && hasOlder && !loadingOlder, loadOlder, fromEnd: firstPaint });

  const content = (
    <>
      {loadingOlder ? <LoadingOlder role="status">Loading earlier messages…</LoadingOlder> : null}
      {messages.length > 0 ? (
        <MessageItems>
          {messages.map((message, index) => (
            <ChatMessageItem key={message._id} message={message} startsDay={startsDay(messages, index)} />
          ))}
        </MessageItems>
      ) : loaded ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <Spinner label="Loading messages…" />
      )}
    </>
  );
  return (
    // Focusable so keyboard users can scroll it; a log, so screen readers announce new messages.
    <MessageScroller ref={listRef} role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll} $fromEnd={firstPaint}>
      {firstPaint ? <div>{content}</div> : content}
    </MessageScroller>
  );
}
