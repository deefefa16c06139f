import { useEffect, useState } from 'react';
import { onToasterLoaded, type HotToast } from './toast';

/**
 * Where the page's navigation ends, as the shell keeps it (`--toasts-top` on the root element); toasts sit
 * below it, never over the menu a member may be reaching for.
 */
const BELOW_NAVIGATION = { top: 'var(--toasts-top, 4.5rem)' };

/** Where the site's toasts show: react-hot-toast's Toaster, from the moment it has loaded (toast.ts). */
export function Toasts() {
  const [hot, setHot] = useState<HotToast | null>(null);
  useEffect(() => onToasterLoaded((module) => setHot(module)), []);
  return hot ? <hot.Toaster position="top-center" containerStyle={BELOW_NAVIGATION} /> : null;
}
