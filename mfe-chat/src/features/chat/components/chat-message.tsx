import type { ChatMessage } from '@campus/shared/contract';
import { ReportButton } from '@campus/shared/listings';
import { styled } from 'styled-components';
import { DayMark } from '../../../components/day-mark';
import { MessageBubble, MessageContent, MessageItem } from '../../../components/message-styles';

// `undefined` locale: times read the way the visitor's browser is set up.
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const Sender = styled.p`
  margin: 0 0 0.15rem;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  display: block;
  margin-top: 0.2rem;
  font-size: 0.75rem;
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * One message: others' carry their sender's name on the left, the viewer's own sit on the right. The first of its
 * day carries the day above it.
 */
export function ChatMessageItem({ message, startsDay = false }: { message: ChatMessage; startsDay?: boolean }) {
  const own = message.isBuyer;
  return (
    <MessageItem $own={own} data-own={own}>
      {startsDay ? <DayMark timestamp={message.timestamp} /> : null}
      <MessageBubble $own={own}>
        {own ? <span className="visually-hidden">You: </span> : <Sender>{message.senderName}</Sender>}
        <MessageContent>{message.content}</MessageContent>
        <Time dateTime={message.timestamp}>{timeOfDay.format(new Date(message.timestamp))}</Time>
      </MessageBubble>
      {own ? null : <ReportButton target="message" id={message._id} what={`the message from ${message.senderName}`} />}
    </MessageItem>
  );
}
