import { useEffect, type RefObject } from 'react';

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
