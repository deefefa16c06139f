import { createContext, useContext } from 'react';
import type { PrimedResponse } from '../contract';

/**
 * The page's primed answers while the server renders its first paint (README "First paint from the server");
 * null in a browser. Data a page loads in an effect (effects never run on the server) reads its answer here.
 */
export const FirstPaintAnswers = createContext<readonly PrimedResponse[] | null>(null);

/** True while the server renders the page's first paint, which no script will scroll or update. */
export function useInFirstPaint(): boolean {
  return useContext(FirstPaintAnswers) !== null;
}

/** The body of the primed answer of `url` (path under /api/v1, as the page asks) in a first paint; undefined in a browser. */
export function useFirstPaintAnswer<T>(url: string): T | undefined {
  return useContext(FirstPaintAnswers)?.find((response) => response.url === url)?.body as T | undefined;
}
