import { selectUser, useAppSelector } from '@campus/shared/store';
import { Button, ButtonLink, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { CreateEventForm } from './create-event-form';
import { EventList } from './event-list';

const Intro = styled.p`
  margin: 0 0 1.5rem;
  max-width: 42rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/*
 * One column on phones, "Create an event" first (docs/product-rules.md "Upcoming Events"): below a long list nobody
 * found it. On wide screens it stands beside the list, on its left, so the reading and tab order stay the same.
 */
const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 22rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled.aside`
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: 1rem;
  }
`;

/* On phones the form folds behind its button, so the events follow in the first screen; wide screens show it open. */
const FoldToggle = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Folded = styled.div`
  @media (width < ${({ theme }) => theme.breakpoints.lg}) {
    margin-top: 1rem;
    &[data-open='false'] {
      display: none;
    }
  }
`;

/** A member's create form: open beside the list on wide screens, behind "Write your event" on phones. */
function FoldedCreateForm() {
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <FoldToggle $variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        {open ? 'Hide the form' : 'Write your event'}
      </FoldToggle>
      <Folded id={formId} data-open={open}>
        <CreateEventForm />
      </Folded>
    </>
  );
}

/** `/events` (docs/product-rules.md "Upcoming Events"): what is coming up on campus; members add and remove their own. */
export function EventsPage() {
  const user = useAppSelector(selectUser);
  return (
    <Page>
      <DocumentTitle title="Upcoming Events" />
      <PageTitle>Upcoming Events</PageTitle>
      <Intro>Talks, workshops, tournaments and meet-ups that students are organising on campus.</Intro>
      <Columns>
        <Panel aria-labelledby="create-event-title">
          <h2 id="create-event-title">{user ? 'Create an event' : 'Organising something?'}</h2>
          {user ? (
            <FoldedCreateForm />
          ) : (
            <>
              <p>Members can add their own events for everyone on campus to see.</p>
              <ButtonLink to={paths.login.href()}>Log in to create an event</ButtonLink>
            </>
          )}
        </Panel>
        <EventList currentUser={user} />
      </Columns>
    </Page>
  );
}
