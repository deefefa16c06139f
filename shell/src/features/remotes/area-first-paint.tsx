import { baseApi } from '@campus/shared/api';
import type { FirstPaintQuery, PrimedResponse, RemoteName } from '@campus/shared/contract';
import { styled } from 'styled-components';
import { createContext, useContext } from 'react';

/**
 * The first paint of the area that owns the page, when the server renders the shell around it (README "First
 * paint from the server"); null in a browser, where the area itself mounts there.
 */
export const AreaFirstPaint = createContext<string | null>(null);

export const useAreaFirstPaint = () => useContext(AreaFirstPaint);

/**
 * The element that holds an area's first paint: the server puts the area's markup in it, and the browser
 * hydrates that markup in the same element, so it must render the same on both sides. It adds no box of its own.
 */
export const AreaRoot = styled.div`
  display: contents;
`;

/** The area's first paint the page holds, for the browser to hydrate (bootstrap.tsx). */
export interface AreaPaintToHydrate {
  name: RemoteName;
  /** The answers the area's render showed: they go into the cache once its endpoints exist, before it renders. */
  queries: readonly FirstPaintQuery[];
  /** The page's primed answers, which the area's server render was given (`useInFirstPaint` is true then). */
  answers: readonly PrimedResponse[];
}

export type PendingAreaPaint = AreaPaintToHydrate & {
  /** The area has hydrated its first paint, or given it up (its code failed, or the page moved on first). */
  done: () => void;
};

let pending: PendingAreaPaint | null = null;

/**
 * Hands the page's area first paint to the area that will hydrate it (RemoteArea, when it mounts for that area);
 * resolves once it has hydrated it or given it up. Areas that mount after that render as in any visit.
 */
export function hydrateAreaFirstPaint(paint: AreaPaintToHydrate): Promise<void> {
  return new Promise((resolve) => {
    const entry: PendingAreaPaint = {
      ...paint,
      done: () => {
        if (pending === entry) pending = null;
        resolve();
      },
    };
    pending = entry;
  });
}

/** The first paint `name` is to hydrate, if the page holds one not yet hydrated. */
export const pendingAreaPaint = (name: RemoteName): PendingAreaPaint | null => (pending?.name === name ? pending : null);

/**
 * A first paint's answers as RTK Query's cache entries (`upsertQueryEntries`): put in the cache before the part
 * that showed them hydrates, its first render shows them too, as the server's did, and asks for nothing again.
 * Typed loosely: the endpoints are injected by the areas, which the shell does not know.
 */
export const cacheEntries = (queries: readonly FirstPaintQuery[]) =>
  baseApi.util.upsertQueryEntries(queries.map(({ endpointName, args, data }) => ({ endpointName, arg: args, value: data })) as never);
