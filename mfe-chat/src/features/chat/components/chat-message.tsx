import type { ChatMessage } from '@campus/shared/contract';
import { ReportButton } from '@campus/shared/listings';
import { css, styled } from '@campus/shared/ui';

// `undefined` locale: times read the way the visitor's browser is set up.
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

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

const Sender = styled.p`
  margin: 0 0 0.15rem;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

/* Plain text as typed: line breaks kept, long words and links wrapped inside the bubble. */
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  display: block;
  margin-top: 0.2rem;
  font-size: 0.75rem;
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One message: others' carry their sender's name on the left, the viewer's own sit on the right. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const own = message.isBuyer;
  return (
    <Item $own={own} data-own={own}>
      <Bubble $own={own}>
        {own ? <span className="visually-hidden">You: </span> : <Sender>{message.senderName}</Sender>}
        <Content>{message.content}</Content>
        <Time dateTime={message.timestamp}>{timeOfDay.format(new Date(message.timestamp))}</Time>
      </Bubble>
      {own ? null : <ReportButton target="message" id={message._id} what={`the message from ${message.senderName}`} />}
    </Item>
  );
}
