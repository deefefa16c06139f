import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_TOASTS, dialogOpened } from './open-dialogs';
import { styled } from 'styled-components';

/*
 * The browser's modal <dialog> (docs/decisions/0013-browser-features-over-hand-written.md): opened with
 * showModal(), it sits in the top layer over everything, makes the rest of the page inert (no Tab, click or
 * screen reader wandering behind it), turns Escape into a `cancel` event and, closed, gives the focus back to
 * whatever had it. Its box is the panel; a press on its ::backdrop lands on the dialog element itself.
 */
const Dialog = styled.dialog<{ $size: 'default' | 'small' }>`
  width: calc(100% - 1rem);
  max-width: ${({ $size }) => ($size === 'small' ? '28rem' : '36rem')};
  max-height: calc(100% - 2rem);
  margin: auto;
  padding: 0;
  border: none;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 30px rgba(16, 24, 40, 0.3);
  overflow-y: auto;
  &::backdrop {
    background: rgba(16, 24, 40, 0.5);
  }
`;

/*
 * The title and the Close button share the first row, the toasts (while there are any) the second, the content
 * fills the last. In the document the Close button comes last, so the browser's first focus (the dialog's first
 * control) is the content's, and Tab goes through the content before reaching Close.
 */
const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'title close' 'toasts toasts' 'body body';
  align-items: start;
  gap: 1rem;
  padding: 1.25rem;
  h2 {
    grid-area: title;
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

/*
 * The toasts said while the dialog is open (toasts.tsx), under the title row: no row at all while there are none;
 * scrolled down a long dialog, they stay in sight at its top edge.
 */
const ToastPlace = styled.div`
  grid-area: toasts;
  position: sticky;
  top: 0;
  z-index: 1;
  min-width: 0;
  &:empty {
    display: none;
  }
`;

const Body = styled.div`
  grid-area: body;
  min-width: 0;
`;

const CloseButton = styled.button`
  grid-area: close;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a question the user must answer before going on (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about, read out after the title. */
  describedBy?: string;
  size?: 'default' | 'small';
}

/* On a phone the two buttons share the row (or stack when the labels are long); from sm they sit on the right at their own width. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  & > * {
    flex: 1 1 8rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > * {
      flex: 0 0 auto;
      min-width: 7rem;
    }
  }
`;

/**
 * An accessible modal dialog, rendered only while open: labelled by its title, closed by Escape, the Close
 * button or a press on the backdrop (each calls `onClose`; the parent decides, and stops rendering it). The
 * browser's <dialog> does the rest: the first control takes the focus, the page behind is inert, and on close
 * the focus goes back to whatever opened it.
 */
export function Modal({ title, onClose, children, role = 'dialog', describedBy, size = 'default' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Kept in a ref so a parent re-render (a new onClose each time) does not re-open the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: its cleanup runs while the dialog is still in the page, so close() can give the focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    const closed = dialogOpened(dialog);
    // Escape: the parent closes it (or not, while it is busy), the browser does not.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A browser may close it anyway (a second Escape with no click between): the parent hears of it. (`close`
    // comes a task later: one from a close() of ours before a re-open, as React's StrictMode does, is not news.)
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      closed();
      if (dialog.open) dialog.close();
    };
  }, []);

  return createPortal(
    <Dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      $size={size}
      // The page's own Escape handlers (an open menu panel) are not for this key.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Otherwise the press would move the focus to the body after the close has given it back to the opener.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <Panel>
        <h2 id={titleId}>{title}</h2>
        <ToastPlace {...{ [DIALOG_TOASTS]: '' }} />
        <Body>{children}</Body>
        <CloseButton type="button" aria-label="Close" onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Panel>
    </Dialog>,
    document.body,
  );
}
