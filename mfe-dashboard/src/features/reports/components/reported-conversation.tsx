import { useMutationErrorToast, useQueryErrorToast } from '@campus/shared/api';
import type { ConversationMessage } from '@campus/shared/contract';
import { Button, Spinner, toast, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useDeleteReportedMessageMutation, useGetReportedConversationQuery } from '../api/reports-api';

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
    margin-bottom: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 0.75rem;
  }
`;

/**
 * A reported conversation's latest messages, which admins may read, each with 'Delete', asked first: the message
 * leaves the two members' open screens too (docs/product-rules.md "Reports and suspension").
 */
export function ReportedConversation({ id, reportId, names }: { id: string; reportId: string; names: Record<string, string> }) {
  const { data, isLoading } = useQueryErrorToast(useGetReportedConversationQuery(id), 'The conversation could not be loaded.');
  const [remove, { isLoading: removing }] = useMutationErrorToast(useDeleteReportedMessageMutation(), 'The message could not be deleted. Please try again.');
  const { confirm, dialog } = useConfirm();
  const nameOf = (message: ConversationMessage) => names[message.senderId] ?? 'The other member';
  const deleteMessage = async (message: ConversationMessage) => {
    const asked = { title: 'Delete the message', message: `Delete this message of ${nameOf(message)} for both members? This cannot be undone.`, confirmLabel: 'Delete the message', tone: 'danger' as const };
    if (!(await confirm(asked))) return;
    const result = await remove({ reportId, conversationId: id, messageId: message._id });
    if (result.data) toast.success('Message deleted.');
  };
  if (isLoading) return <Spinner />;
  if (!data) return null;
  if (data.messages.length === 0) return <p>No messages.</p>;
  return (
    <>
      <Lines aria-label="The conversation's messages">
        {data.messages.map((message) => (
          <li key={message._id}>
            <span>
              <strong>{nameOf(message)}:</strong> {message.content}
            </span>
            <Button type="button" $variant="secondary" aria-disabled={removing} onClick={() => void (removing ? undefined : deleteMessage(message))}>
              Delete
            </Button>
          </li>
        ))}
      </Lines>
      {dialog}
    </>
  );
}
