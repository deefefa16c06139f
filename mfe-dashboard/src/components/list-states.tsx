import { Button, EmptyState, Spinner } from '@campus/shared/ui';
import type { ReactNode } from 'react';

/** What a list screen reads of its query hook's answer. */
export interface ListQuery<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStatesProps<T> {
  list: ListQuery<T>;
  /** The spinner's label, e.g. 'Loading products…'. */
  loading: string;
  /** Said with Try again when the list could not be loaded (its failure has been toasted). */
  failed: string;
  /** What an empty list says (and offers). */
  empty: ReactNode;
  /** The list itself, once it has items. */
  children: (items: T[]) => ReactNode;
}

/** The loading, failure and empty states every list of the dashboard shows the same way, then the list. */
export function ListStates<T>({ list, loading, failed, empty, children }: ListStatesProps<T>) {
  if (list.isLoading) return <Spinner label={loading} />;
  if (list.isError && !list.data) {
    return (
      <EmptyState>
        <p>{failed}</p>
        <Button $variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (!list.data || list.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(list.data);
}
