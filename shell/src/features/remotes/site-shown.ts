/**
 * When the page is the site's own. A page the server painted first (README "First paint from the server") is the
 * site's once the area it shows has hydrated; until then, work that is only for later (preloading the other areas)
 * would compete with that area's code and hydration for the phone's network and CPU.
 */
let hydrating: Promise<unknown> | null = null;

/** The bootstrap hands over the hydration of the server's first paint, when there is one. */
export function hydratingFirstPaint(done: Promise<unknown>): void {
  hydrating = done;
}

/** Resolves once the site is on the page: at once when there was no first paint to hydrate. */
export function siteShown(): Promise<void> {
  return (hydrating ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
