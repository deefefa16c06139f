import type { ApiError } from '@campus/shared/api';
import type { SessionUser } from '@campus/shared/contract';
import { Button, EmptyState, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { SerializedError } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useGetEventsQuery } from '../api/events-api';
import { EventCard } from './event-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const LoadError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

function loadErrorDetail(error: ApiError | SerializedError): string {
  const serverText = 'status' in error ? error.message : null;
  return serverText ?? 'Check your connection and try again.';
}

/** The events, soonest first, with the loading, empty and failed states of the list. */
export function EventList({ currentUser }: { currentUser: SessionUser | null }) {
  const { data, error, isLoading, isFetching, refetch } = useGetEventsQuery();
  const events = useMemo(
    () => [...(data?.events ?? [])].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    [data],
  );

  if (isLoading) return <Spinner label="Loading events…" />;

  if (error) {
    return (
      <LoadError role="alert">
        <p>
          <strong>We could not load the events.</strong>
        </p>
        <p>{loadErrorDetail(error)}</p>
        <Button $variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Retrying…' : 'Try again'}
        </Button>
      </LoadError>
    );
  }

  if (events.length === 0) return <EmptyState>No upcoming events yet.</EmptyState>;

  return (
    <List aria-label="Upcoming events">
      {events.map((event) => (
        <li key={event._id}>
          <EventCard
            event={event}
            canDelete={currentUser !== null && (currentUser.role === 'admin' || currentUser._id === event.organizer._id)}
          />
        </li>
      ))}
    </List>
  );
}
