// jsdom (29) has the <dialog> element but not its showModal() and close(): the site's Modal is the browser's
// modal dialog (docs/decisions/0013-browser-features-over-hand-written.md), so the tests get the little of it the
// site relies on, as a browser does it:
// - showModal() opens it and focuses its first control (an `autofocus` one first), else the dialog itself;
// - close() closes it, gives the focus back to what had it before showModal(), and fires `close` (a task later);
// - Escape fires a cancelable `cancel` at the topmost modal dialog, which closes it unless the event is cancelled;
// - the page behind is inert: Tab and Shift+Tab go round the dialog's own controls (user-event, which moves the
//   focus on Tab itself, knows nothing of inertness; a browser leaves the page for its own toolbar there).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

interface Opened {
  dialog: HTMLDialogElement;
  previouslyFocused: Element | null;
}

/** The open modal dialogs, the topmost last (the browser's top layer). */
const opened: Opened[] = [];

function tabbable(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0);
}

function showModal(this: HTMLDialogElement): void {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  opened.push({ dialog: this, previouslyFocused: this.ownerDocument.activeElement });
  this.setAttribute('open', '');
  const first = this.querySelector<HTMLElement>('[autofocus]') ?? tabbable(this)[0];
  (first ?? this).focus();
}

function close(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = opened.findIndex((entry) => entry.dialog === this);
  const [entry] = index >= 0 ? opened.splice(index, 1) : [];
  if (entry?.previouslyFocused instanceof HTMLElement && entry.previouslyFocused.isConnected) entry.previouslyFocused.focus();
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
}

function onKeyDown(event: KeyboardEvent): void {
  const top = opened.at(-1)?.dialog;
  if (!top?.isConnected) return;
  if (event.key === 'Escape') {
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = tabbable(top);
  if (controls.length === 0) return;
  const at = controls.indexOf(event.target as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = at < 0 ? controls.at(event.shiftKey ? -1 : 0) : controls[(at + step + controls.length) % controls.length];
  event.preventDefault();
  next?.focus();
}

/** Gives jsdom's HTMLDialogElement showModal() and close(), if it lacks them. */
export function polyfillDialog(): void {
  if (typeof window === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, { showModal, close, returnValue: '' });
  // Capture: the browser acts on these keys whatever the page's own handlers do with their propagation.
  window.addEventListener('keydown', onKeyDown, true);
}

/** Forgets dialogs a test left open (its page is gone). */
export function resetDialogs(): void {
  opened.length = 0;
}
