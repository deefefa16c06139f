/**
 * When the page shows the site itself. A page the server painted first (README "First paint from the server") is
 * taken over once the site shows the same; until then the site renders off the page, and work that is only for
 * later (preloading the other areas) would compete with the take-over for the phone's network and CPU.
 */
let takingOver: Promise<unknown> | null = null;

/** The bootstrap hands over the take-over of the server's first paint, when there is one. */
export function takingOverFirstPaint(done: Promise<unknown>): void {
  takingOver = done;
}

/** Resolves once the site is on the page: at once when there was no first paint to take over. */
export function siteShown(): Promise<void> {
  return (takingOver ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
