// The site's open modal dialogs (modal.tsx), the topmost last, for what must show above them: the toasts
// (toasts.tsx). A modal <dialog> sits in the browser's top layer and makes the rest of the page inert, so a toast
// said while one is open goes into it, or it would show under the backdrop, unread by screen readers.

let open: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly HTMLDialogElement[]): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Notes a dialog opened by showModal(); returns the call that notes its closing. */
export function dialogOpened(dialog: HTMLDialogElement): () => void {
  changed([...open, dialog]);
  return () => changed(open.filter((other) => other !== dialog));
}

export function subscribeToDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The topmost open modal dialog, if any. */
export function topDialog(): HTMLDialogElement | null {
  return open.at(-1) ?? null;
}

/** The attribute of a modal dialog's place for toasts, under its title row (modal.tsx, toasts.tsx). */
export const DIALOG_TOASTS = 'data-dialog-toasts';
