import type { ChatMessage } from '@campus/shared/contract';
import { useInFirstPaint } from '@campus/shared/host';
import { EmptyState, Spinner, styled } from '@campus/shared/ui';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { MessageItems } from '../../../components/message-styles';
import { ChatMessageItem } from './chat-message';

/*
 * The one scrolling part of the panel; it takes whatever height the panel leaves. In the server's first paint
 * no script scrolls it to the newest messages, so it opens at its end by itself: a column-reverse flex box
 * starts scrolled to its bottom, and its one child keeps the messages in reading order.
 */
const Scroller = styled.div<{ $fromEnd: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  ${({ $fromEnd }) => ($fromEnd ? 'display: flex; flex-direction: column-reverse;' : '')}
`;

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
  const { listRef, onScroll } = useChatScroll({ messages, canLoadOlder: loaded && hasOlder && !loadingOlder, loadOlder });
  const firstPaint = useInFirstPaint();

  const content = (
    <>
      {loadingOlder ? <LoadingOlder role="status">Loading earlier messages…</LoadingOlder> : null}
      {messages.length > 0 ? (
        <MessageItems>
          {messages.map((message) => (
            <ChatMessageItem key={message._id} message={message} />
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
    <Scroller ref={listRef} role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll} $fromEnd={firstPaint}>
      {firstPaint ? <div>{content}</div> : content}
    </Scroller>
  );
}
