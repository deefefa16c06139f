import { useMutationErrorToast, useQueryErrorToast } from '@campus/shared/api';
import type { ContactMessage } from '@campus/shared/contract';
import { Button, ButtonAnchor, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { ListStates } from '../../../components/list-states';
import { RecordActions, RecordCard, RecordFact, RecordFacts, RecordList } from '../../../components/record-card';
import { useGetContactMessagesQuery, useMarkContactMessageMutation } from '../api/contact-messages-api';

const MARK_FAILED = {
  noMessage: 'Failed to update the contact message.',
  noResponse: 'An error occurred while updating the contact message.',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

/* Said in words, not by colour alone: new ones stand out by the badge's text and a bold border. */
const Badge = styled.span<{ $new: boolean }>`
  padding: 0.05rem 0.6rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  background: ${({ theme, $new }) => ($new ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme }) => theme.colors.text};
`;

const Card = styled(RecordCard)<{ $new: boolean }>`
  border-left: 4px solid ${({ theme, $new }) => ($new ? theme.colors.accent : theme.colors.border)};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A reply in the admin's own mail program, addressed to the sender. */
const replyLink = (item: ContactMessage) =>
  `mailto:${item.email}?subject=${encodeURIComponent('Re: your message to Campus Marketplace')}`;

function ContactMessageCard({ item }: { item: ContactMessage }) {
  const [mark, { isLoading }] = useMutationErrorToast(useMarkContactMessageMutation(), MARK_FAILED);
  const isNew = item.handledAt === null;
  const headingId = `contact-message-${item._id}`;
  return (
    <Card $new={isNew} aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>{item.firstName}</h2>
        <Badge $new={isNew}>{isNew ? 'New' : 'Handled'}</Badge>
      </Heading>
      <Text>{item.message}</Text>
      <RecordFacts>
        <RecordFact label="Sent">
          <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
        </RecordFact>
        <RecordFact label="E-mail">{item.email}</RecordFact>
        <RecordFact label="Phone">{item.phoneNumber}</RecordFact>
        {item.handledAt ? (
          <RecordFact label="Marked handled">
            {dateTime.format(new Date(item.handledAt))}
            {item.handledBy ? ` by ${item.handledBy.name}` : ''}
          </RecordFact>
        ) : null}
      </RecordFacts>
      <RecordActions>
        <ButtonAnchor href={replyLink(item)}>Reply by e-mail</ButtonAnchor>
        <Button $variant="secondary" disabled={isLoading} onClick={() => void mark({ id: item._id, handled: isNew })}>
          {isNew ? 'Mark handled' : 'Mark as new'}
        </Button>
      </RecordActions>
    </Card>
  );
}

/**
 * `/dashboard/admin/contact-messages` (docs/product-rules.md "Contact"): what visitors sent through the contact form,
 * new ones first, each answered by e-mail and marked handled.
 */
export function ContactMessagesPage() {
  const query = useQueryErrorToast(useGetContactMessagesQuery(), 'Failed to fetch contact messages');
  const list = { ...query, data: query.data?.messages };
  return (
    <Page>
      <DocumentTitle title="Contact Messages" />
      <PageTitle>Contact Messages</PageTitle>
      {query.data ? <p>{query.data.unhandled} new</p> : null}
      <ListStates list={list} loading="Loading contact messages…" failed="The contact messages could not be loaded." empty={<p>No contact messages yet.</p>}>
        {(items) => (
          <RecordList aria-label="Contact messages">
            {items.map((item) => (
              <li key={item._id}>
                <ContactMessageCard item={item} />
              </li>
            ))}
          </RecordList>
        )}
      </ListStates>
    </Page>
  );
}
