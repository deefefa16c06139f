import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onNear` whenever the element comes within `margin` of the screen (not only its own scroll box),
 * so the next page of a grid is asked for before the student reaches its end. A change of `generation` (the
 * number of items shown) looks again: an element still near after a page was added asks for the next one.
 * Where the browser has no IntersectionObserver nothing happens: the element itself (a button) still works.
 */
export function useNearScreen<T extends Element>(onNear: () => void, generation: number, margin = '800px') {
  const ref = useRef<T>(null);
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, generation]);
  return ref;
}
