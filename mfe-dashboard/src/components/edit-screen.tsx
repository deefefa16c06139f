import { Button, ButtonLink, Card, DocumentTitle, EmptyState, Page, PageTitle, Spinner, styled } from '@campus/shared/ui';
import type { ReactNode } from 'react';

const FormCard = styled(Card)`
  max-width: 40rem;
`;

interface EditScreenProps {
  /** e.g. 'rent product': the words of the loading, failure and not-found states. */
  noun: string;
  /** The listing's name once it is found among the owner's own. */
  name: string | undefined;
  /** The owner's list the listing is looked up in. */
  list: { isLoading: boolean; isError: boolean; hasData: boolean; onRetry: () => void };
  /** The manage screen the edit came from. */
  back: { href: string; label: string };
  /** The prefilled form, rendered once the listing is found. */
  children: ReactNode;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The page around an owner's edit form. The listing is looked up among the owner's own (the list the manage
 * screen shows, usually cached by then), so someone else's listing, a deleted one and an id that is no id all
 * say so plainly instead of showing a form that could only fail. The server still decides who may change what.
 */
export function EditScreen({ noun, name, list, back, children }: EditScreenProps) {
  let title: string;
  let content: ReactNode;
  if (name !== undefined) {
    title = `Edit ${name}`;
    content = <FormCard>{children}</FormCard>;
  } else if (list.isLoading) {
    title = `Edit ${noun}`;
    content = <Spinner label={`Loading your ${noun}…`} />;
  } else if (list.isError && !list.hasData) {
    title = `Edit ${noun}`;
    content = (
      <EmptyState>
        <p>Your {noun}s could not be loaded.</p>
        <Button $variant="secondary" onClick={list.onRetry}>
          Try again
        </Button>
      </EmptyState>
    );
  } else {
    title = `${capitalise(noun)} not found`;
    content = (
      <EmptyState>
        <p>This {noun} is not among yours: it may have been deleted, or it belongs to someone else.</p>
        <ButtonLink to={back.href}>{back.label}</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {content}
    </Page>
  );
}
