import { QueryStatus } from '@reduxjs/toolkit/query';
import type { FirstPaintQuery } from '../contract';
import type { AppStore } from '../store/make-store';

/**
 * The answers a first paint's render showed: its store's fulfilled queries, by endpoint and the arguments the
 * hooks passed. The page carries them, and the browser puts them in its cache before it hydrates the markup
 * (README "First paint from the server"), so its first render shows the same data and not a loading state.
 */
export function fulfilledQueries(store: AppStore): FirstPaintQuery[] {
  return Object.values(store.getState().api.queries).flatMap((entry) =>
    entry?.status === QueryStatus.fulfilled && entry.data !== undefined
      ? [{ endpointName: entry.endpointName, args: entry.originalArgs, data: entry.data }]
      : [],
  );
}
