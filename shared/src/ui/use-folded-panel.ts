import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu folded behind a toggle on narrow screens (the site's navigation, the dashboard's menu). It is open for
 * one location only, so navigating closes it; Escape closes it wherever the focus is (a dropdown inside it closes
 * first: it stops the key), and the focus goes back to the toggle, which carries `toggleRef`.
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
