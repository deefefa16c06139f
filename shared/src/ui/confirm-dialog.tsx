import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from './button';
import { Modal, ModalActions } from './modal';

export interface ConfirmOptions {
  /** The dialog's heading and accessible name, e.g. 'Delete product'. */
  title: string;
  /** The question itself, e.g. 'Delete Desk lamp? This cannot be undone.' */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` (red) for what cannot be undone, such as a delete. */
  tone?: 'primary' | 'danger';
}

interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm: () => void;
  onCancel: () => void;
}

const Message = styled.p`
  margin: 0 0 1.25rem;
  overflow-wrap: anywhere;
`;


/**
 * A yes/no question in the site's own dialog. Cancel comes first so that it, the harmless answer,
 * takes the focus; Escape, the Close button and a click on the backdrop answer Cancel too.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', tone = 'primary', onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" describedBy={messageId} size="small">
      <Message id={messageId}>{message}</Message>
      <ModalActions>
        <Button $variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button $variant={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/**
 * Asks through a ConfirmDialog and answers with a promise, so a handler reads like the browser's
 * `confirm()` did: `if (!(await confirm({ title, message, confirmLabel }))) return;`. Render `dialog`
 * anywhere in the component (it is portalled to the body).
 */
export function useConfirm() {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setQuestion(null);
    resolve?.(value);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    // A new question replaces an open one; the old one counts as declined so its caller does not wait forever.
    resolveRef.current?.(false);
    setQuestion(options);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  // Leaving the page with the question open declines it, for the same reason.
  useEffect(
    () => () => {
      resolveRef.current?.(false);
      resolveRef.current = null;
    },
    [],
  );

  const dialog = question ? <ConfirmDialog {...question} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return { confirm, dialog };
}
