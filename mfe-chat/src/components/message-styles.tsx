import { css, styled } from 'styled-components';

/*
 * The look the community chat and a private conversation share (docs/product-rules.md "Timings and constants": the
 * panel is at most 800 px wide and 80vh high; only its list of messages scrolls).
 */
export const MessagePanel = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 800px;
  height: 80vh;
  margin: 0 auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/*
 * The one scrolling part of the panel; it takes whatever height the panel leaves. With `$fromEnd` it opens at its
 * end by itself, where no script has scrolled it yet (the server's first paint): a column-reverse flex box starts
 * scrolled to its bottom, and its one child keeps the messages in reading order.
 */
export const MessageScroller = styled.div<{ $fromEnd?: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  ${({ $fromEnd }) => ($fromEnd ? 'display: flex; flex-direction: column-reverse;' : '')}
`;

export const MessageItems = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

/** One message: the member's own on the right, others' on the left. */
export const MessageItem = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

export const MessageBubble = styled.div<{ $own: boolean }>`
  max-width: min(85%, 36rem);
  padding: 0.5rem 0.75rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme, $own }) =>
    $own
      ? css`
          background: ${theme.colors.ownMessage};
          border-bottom-right-radius: 4px;
        `
      : css`
          background: ${theme.colors.otherMessage};
          border-bottom-left-radius: 4px;
        `}
`;

/* Plain text as typed: React renders it as text, never as markup; line breaks kept, long words wrapped. */
export const MessageContent = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
