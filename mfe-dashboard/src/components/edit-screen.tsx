import { Button, ButtonLink, DocumentTitle, EmptyState, Page, PageTitle, Spinner, toast } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormCard } from './form-page';
import type { ListQuery } from './list-states';

interface EditScreenProps<Item> {
  /** e.g. 'rent product': the words of the loading, failure and not-found states. */
  noun: string;
  /** The owner's list the listing of the route's `:id` is looked up in. */
  list: ListQuery<Item>;
  /** The manage screen the edit came from. */
  back: { href: string; label: string };
  /** The prefilled form, rendered once the listing is found. */
  children: (item: Item) => ReactNode;
  /** More sections of the found listing's page, after the form's card (a service's opening hours). */
  after?: ((item: Item) => ReactNode) | undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** After an edit's call: on success '<name> updated successfully' and back to the manage screen; a failure has been toasted. */
export function useSavedAndBack(href: string) {
  const navigate = useNavigate();
  return <Data,>(result: { data?: Data; error?: unknown }, name: (data: Data) => string) => {
    if (result.data === undefined) return;
    toast.success(`${name(result.data)} updated successfully`);
    void navigate(href);
  };
}

/** The title and body of the screen while the listing is not (yet) found among the owner's. */
function notFoundYet<Item>(noun: string, list: ListQuery<Item>, back: EditScreenProps<Item>['back']): { title: string; content: ReactNode } {
  if (list.isLoading) return { title: `Edit ${noun}`, content: <Spinner label={`Loading your ${noun}…`} /> };
  if (list.isError && !list.data) {
    const retry = (
      <EmptyState>
        <p>Your {noun}s could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
    return { title: `Edit ${noun}`, content: retry };
  }
  const missing = (
    <EmptyState>
      <p>This {noun} is not among yours: it may have been deleted, or it belongs to someone else.</p>
      <ButtonLink to={back.href}>{back.label}</ButtonLink>
    </EmptyState>
  );
  return { title: `${capitalise(noun)} not found`, content: missing };
}

/**
 * The page around an owner's edit form. The listing is looked up among the owner's own (the list the manage
 * screen shows, usually cached by then), so someone else's listing, a deleted one and an id that is no id all
 * say so plainly instead of showing a form that could only fail. The server still decides who may change what.
 */
export function EditScreen<Item extends { _id: string; name: string }>({ noun, list, back, children, after }: EditScreenProps<Item>) {
  const { id = '' } = useParams();
  const item = list.data?.find((candidate) => candidate._id === id);
  const found = item && (
    <>
      <FormCard>{children(item)}</FormCard>
      {after?.(item)}
    </>
  );
  const { title, content } = item ? { title: `Edit ${item.name}`, content: found } : notFoundYet(noun, list, back);
  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {content}
    </Page>
  );
}
