import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The panel the navigation folds into on narrow screens. Like the dropdowns, it is open for one location only,
 * so navigating closes it; Escape closes it wherever the focus is (a dropdown inside it closes first: it stops the
 * key), and the focus goes back to the toggle that opened it.
 */
export function useFoldedPanel() {
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggleRef, toggle: () => setOpenAt(open ? null : locationKey) };
}

/** Toasts sit below the navigation (@campus/shared/ui Toasts), however tall it is on this screen. */
export function useToastsBelow(headerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--toasts-top', `${header.offsetHeight + 8}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-top');
    };
  }, [headerRef]);
}
