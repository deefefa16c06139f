import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_TOASTS, subscribeToDialogs, topDialog } from './open-dialogs';
import { styled } from 'styled-components';
import { onToasterLoaded, type HotToast } from './toast';

/**
 * Where the page's navigation ends, as the shell keeps it (`--toasts-top` on the root element); toasts sit
 * below it, never over the menu a member may be reaching for.
 */
const BELOW_NAVIGATION = { top: 'var(--toasts-top, 4.5rem)' };

/*
 * In a dialog the toasts take their own room under the title row, pushing the content down: over nothing, and never
 * over the title or the Close button, however small the screen (README "Pages and focus"). The dialog's place for
 * them keeps them in sight at its top edge when a long dialog is scrolled down (modal.tsx).
 */
const InDialog = styled.ol`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IN_PLACE = { animation: 'none' };

/** The toasts of react-hot-toast's store, in the flow of an open dialog: its own toaster hook and toast bars. */
function DialogToasts({ hot }: { hot: HotToast }) {
  const { toasts, handlers } = hot.useToaster();
  const shown = toasts.filter((toast) => toast.visible);
  if (shown.length === 0) return null;
  return (
    <InDialog onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {shown.map((toast) => (
        <li
          key={toast.id}
          // The toast bar stays transparent until its height is known (react-hot-toast measures it in its Toaster).
          ref={(item) => {
            if (item && typeof toast.height !== 'number') handlers.updateHeight(toast.id, item.getBoundingClientRect().height);
          }}
        >
          {/* No slide in from above: in a dialog that would pass over its title row. */}
          <hot.ToastBar toast={toast} position="top-center" style={IN_PLACE} />
        </li>
      ))}
    </InDialog>
  );
}

/**
 * Where the site's toasts show: react-hot-toast's Toaster, from the moment it has loaded (toast.ts). While a modal
 * dialog is open they move into it (open-dialogs.ts), into its place for them under the title row: the rest of the
 * page is then under the backdrop, and inert.
 */
export function Toasts() {
  const [hot, setHot] = useState<HotToast | null>(null);
  useEffect(() => onToasterLoaded((module) => setHot(module)), []);
  const dialog = useSyncExternalStore(subscribeToDialogs, topDialog, () => null);
  if (!hot) return null;
  const place = dialog?.querySelector(`[${DIALOG_TOASTS}]`);
  if (place) return createPortal(<DialogToasts hot={hot} />, place);
  const toaster = <hot.Toaster position="top-center" containerStyle={BELOW_NAVIGATION} />;
  return dialog ? createPortal(toaster, dialog) : toaster;
}
