import { baseApi } from '@campus/shared/api';
import type { AppStore } from '@campus/shared/store';

/** How long the server's first paint may stay while the site prepares; after that the site shows as it is. */
export const TAKE_OVER_WITHIN_MS = 5_000;

/** What a page's area shows once it is there: its own root (every remote marks it) or its fallback. */
const AREA_SHOWN = '[data-remote], [role="alert"]';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the site rendered into `container` shows the page as the first paint did: the area is
 * there and the calls it made as it opened have been answered (and rendered). Gives up at `deadline`.
 */
export async function settled(container: HTMLElement, store: AppStore, deadline: number): Promise<void> {
  let quiet = 0;
  while (Date.now() < deadline) {
    await delay(16);
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length > 0) {
      quiet = 0;
      await Promise.race([Promise.allSettled(running), delay(deadline - Date.now())]);
      continue;
    }
    // Twice in a row with nothing in flight: the answers have been rendered, and no call started after them.
    if (container.querySelector(AREA_SHOWN) && (quiet += 1) >= 2) return;
  }
}

/**
 * Takes the page over from the server's first paint (README "First paint from the server"): the site renders
 * into an element of its own, off the page, while the first paint stays on screen; once it is `ready` it
 * takes the first paint's place (and id), and the first paint's styles go. The page never shows an empty or
 * loading state in between.
 */
export async function takeOverFirstPaint(
  firstPaint: HTMLElement,
  mount: (container: HTMLElement) => void,
  ready: (container: HTMLElement) => Promise<void>,
): Promise<void> {
  const container = document.createElement('div');
  mount(container);
  try {
    await ready(container);
  } finally {
    firstPaint.removeAttribute('id');
    container.id = 'root';
    firstPaint.replaceWith(container);
    for (const style of document.querySelectorAll('style[data-first-paint]')) style.remove();
  }
}
