import { useQueryErrorToast } from '@campus/shared/api';
import { Spinner, styled } from '@campus/shared/ui';
import { useGetReportedConversationQuery } from '../api/reports-api';

const Lines = styled.ol`
  margin: 0;
  padding: 0.5rem 0.75rem;
  list-style: none;
  max-height: 20rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin-bottom: 0.35rem;
  }
`;

/** A reported conversation's latest messages, which admins may read (docs/product-rules.md "Reports and suspension"). */
export function ReportedConversation({ id, names }: { id: string; names: Record<string, string> }) {
  const { data, isLoading } = useQueryErrorToast(useGetReportedConversationQuery(id), 'The conversation could not be loaded.');
  if (isLoading) return <Spinner />;
  if (!data) return null;
  if (data.messages.length === 0) return <p>No messages.</p>;
  return (
    <Lines aria-label="The conversation's messages">
      {data.messages.map((message) => (
        <li key={message._id}>
          <strong>{names[message.senderId] ?? 'The other member'}:</strong> {message.content}
        </li>
      ))}
    </Lines>
  );
}
