import type { FirstPaintQuery } from '../contract';
import type { AppStore } from '../store/make-store';

/**
 * The answers a first paint's render showed: its store's queries that hold data, by endpoint and the arguments the
 * hooks passed. The page carries them, and the browser puts them in its cache before it hydrates the markup
 * (README "First paint from the server"), so its first render shows the same data and not a loading state. A query
 * asked again as the page rendered (`refetchOnMountOrArgChange`) is pending by then, on a transport that never
 * answers, but it showed its data all the same.
 */
export function fulfilledQueries(store: AppStore): FirstPaintQuery[] {
  return Object.values(store.getState().api.queries).flatMap((entry) =>
    entry?.data !== undefined ? [{ endpointName: entry.endpointName, args: entry.originalArgs, data: entry.data }] : [],
  );
}
