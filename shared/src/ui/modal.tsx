import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from './styled';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 1rem 0.5rem;
  overflow-y: auto;
  background: rgba(16, 24, 40, 0.5);
`;

const Dialog = styled.div<{ $size: 'default' | 'small' }>`
  width: 100%;
  max-width: ${({ $size }) => ($size === 'small' ? '28rem' : '36rem')};
  margin: auto 0;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 30px rgba(16, 24, 40, 0.3);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const CloseButton = styled.button`
  flex: 0 0 auto;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

/**
 * An accessible dialog, rendered only while open: labelled by its title, closed by Escape, the Close
 * button or a click on the backdrop. Focus moves to its first control and, on close, back to whatever
 * opened it; Tab stays inside so keyboard users cannot wander behind the backdrop.
 */
export function Modal({ title, onClose, children, role = 'dialog', describedBy, size = 'default' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Kept in a ref so a parent re-render (a new onClose each time) does not re-run the focus effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control of the content (not the Close button), else the dialog itself.
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current;
    first?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Otherwise the press would move the focus to the body after the close has given it back to the opener.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <div ref={bodyRef}>{children}</div>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
