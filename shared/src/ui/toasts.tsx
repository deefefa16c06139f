import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeToDialogs, topDialog } from './open-dialogs';
import { onToasterLoaded, type HotToast } from './toast';

/**
 * Where the page's navigation ends, as the shell keeps it (`--toasts-top` on the root element); toasts sit
 * below it, never over the menu a member may be reaching for.
 */
const BELOW_NAVIGATION = { top: 'var(--toasts-top, 4.5rem)' };

/**
 * Where the site's toasts show: react-hot-toast's Toaster, from the moment it has loaded (toast.ts). While a modal
 * dialog is open it moves into it (open-dialogs.ts): the rest of the page is then under the backdrop, and inert.
 */
export function Toasts() {
  const [hot, setHot] = useState<HotToast | null>(null);
  useEffect(() => onToasterLoaded((module) => setHot(module)), []);
  const dialog = useSyncExternalStore(subscribeToDialogs, topDialog, () => null);
  if (!hot) return null;
  const toaster = <hot.Toaster position="top-center" containerStyle={BELOW_NAVIGATION} />;
  return dialog ? createPortal(toaster, dialog) : toaster;
}
