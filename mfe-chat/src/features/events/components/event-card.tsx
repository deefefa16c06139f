import { useMutationErrorToast } from '@campus/shared/api';
import type { CampusEvent } from '@campus/shared/contract';
import { Button, toast, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId } from 'react';
import { useDeleteEventMutation } from '../api/events-api';
import { formatEventTimes } from '../utils/date-time';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.35rem;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/* Organisers write descriptions with line breaks; keep them. */
const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

interface EventCardProps {
  event: CampusEvent;
  /** The organizer and admins may delete an event (the server enforces the same rule). */
  canDelete: boolean;
}

export function EventCard({ event, canDelete }: EventCardProps) {
  const titleId = useId();
  const [deleteEvent, { isLoading: deleting }] = useMutationErrorToast(useDeleteEventMutation(), 'Error deleting event');
  const { confirm, dialog } = useConfirm();
  const { start, end } = formatEventTimes(event.startsAt, event.endsAt);

  const onDelete = async () => {
    const yes = await confirm({
      title: 'Delete event',
      message: `Delete the event "${event.title}"? This cannot be undone.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await deleteEvent(event._id).unwrap();
      toast.success('Event deleted successfully.');
    } catch {
      // The failure has been toasted already (the server's message, else 'Error deleting event').
    }
  };

  return (
    <Article aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{event.title}</Title>
        {canDelete ? (
          <Button $variant="danger" aria-label={`Delete ${event.title}`} disabled={deleting} onClick={() => void onDelete()}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        ) : null}
      </Header>
      <Details>
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={event.startsAt}>{start}</time>
            {end && event.endsAt ? (
              <>
                {' – '}
                <time dateTime={event.endsAt}>{end}</time>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{event.place}</dd>
        </div>
        <div>
          <dt>Organised by</dt>
          <dd>{event.organizer.name}</dd>
        </div>
      </Details>
      {event.description ? <Description>{event.description}</Description> : null}
      {dialog}
    </Article>
  );
}
