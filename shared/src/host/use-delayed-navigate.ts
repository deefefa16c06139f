import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Navigates after a delay (docs/product-rules.md "Timings and constants": 1 s after logout, 2 s after login or register...). A screen that
 * unmounts first, because the user went somewhere else meanwhile, cancels its pending navigation so
 * nobody is pulled back to a page they already left.
 */
export function useDelayedNavigate(): (to: To, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback(
    (to, delayMs, options) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void navigate(to, options);
      }, delayMs);
      timers.current.add(timer);
    },
    [navigate],
  );
}
