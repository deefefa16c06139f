import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a new page may take to show its heading (its area loading, its answers arriving). */
const HEADING_WAIT_MS = 5_000;
/** How long a page coming back may take to grow tall enough for the position it was left at. */
const RESTORE_WITHIN_MS = 3_000;

/** Where a page was left: how far down, and the link that was used to leave it (followed back to). */
interface Left {
  y: number;
  href: string | null;
}

const isField = (element: Element | null) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Scrolls back to `y` as soon as the page is tall enough for it (its area and answers may still be arriving),
 * unless the reader scrolls first. Returns the cancel.
 */
function restoreScroll(y: number): () => void {
  const deadline = Date.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    if (reachable < y && Date.now() < deadline) frame = requestAnimationFrame(step);
    else stop();
  };
  step();
  return stop;
}

/** Calls `found` with the first element matching `selector` in `root`, now or once it appears; null after `ms`. */
function whenShown(root: HTMLElement, selector: string, ms: number, found: (element: HTMLElement | null) => void): () => void {
  const now = root.querySelector<HTMLElement>(selector);
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = root.querySelector<HTMLElement>(selector);
    if (!element) return;
    done();
    found(element);
  });
  const timer = setTimeout(() => {
    done();
    found(null);
  }, ms);
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return done;
}

/**
 * What a move to another page does (README "Pages and focus"): a new page starts at the top, Back and Forward
 * return to where the page was left; the focus goes to the new page's heading (or, coming back, to the link
 * that left it), and the returned text, the page's title, is for a polite live region to announce. A change
 * within a page (its filters in the query string) does none of this. `contentId`: the element pages render in.
 */
export function usePageChange(contentId: string): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const left = useRef(new Map<string, Left>());
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  // The site restores positions itself: the browser would do it before the page coming back is there.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Where the page shown now is, kept up to date, for the moment it is left.
  useEffect(() => {
    const note = () => {
      const key = shown.current?.key;
      if (!key) return;
      const active = document.activeElement;
      const href = active instanceof HTMLAnchorElement ? active.getAttribute('href') : (left.current.get(key)?.href ?? null);
      left.current.set(key, { y: window.scrollY, href });
    };
    window.addEventListener('scroll', note, { passive: true });
    document.addEventListener('focusin', note);
    return () => {
      window.removeEventListener('scroll', note);
      document.removeEventListener('focusin', note);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    // The first page keeps the browser's start (the skip link first); a change of query or hash is the same page.
    if (!previous || previous.pathname === location.pathname) return undefined;
    const content = document.getElementById(contentId);
    if (!content) return undefined;

    const back = navigationType === 'POP' ? left.current.get(location.key) : undefined;
    let stopRestoring = () => undefined as void;
    if (back) stopRestoring = restoreScroll(back.y);
    else window.scrollTo(0, 0);
    const stopWaiting = whenShown(content, 'h1', HEADING_WAIT_MS, (heading) => {
      // A page that put the focus in one of its fields (a form's first error) keeps it there.
      if (!(content.contains(document.activeElement) && isField(document.activeElement))) {
        const link = back?.href ? ([...content.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === back.href) ?? null) : null;
        const target = link ?? heading ?? content;
        if (target !== link && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      // Emptied first, so the same title twice (a product after another) is announced again.
      setAnnouncement('');
      requestAnimationFrame(() => setAnnouncement(document.title));
    });
    return () => {
      stopWaiting();
      stopRestoring();
    };
  }, [location.key, location.pathname, navigationType, contentId]);

  return announcement;
}
