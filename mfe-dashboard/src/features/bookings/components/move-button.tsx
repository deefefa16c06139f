import type { Booking } from '@campus/shared/contract';
import { Button, useConfirm, type ConfirmOptions } from '@campus/shared/ui';
import { useMove } from '../hooks/use-move';

interface MoveButtonProps {
  booking: Booking;
  move: 'cancel' | 'handover' | 'return' | 'complete';
  label: string;
  /** Asked first, in the site's own dialog (a cancellation); the move is made only on its yes. */
  question?: ConfirmOptions;
  $variant?: 'primary' | 'secondary';
  onMoved: () => void;
}

/** A move that takes no input: Mark handed over, Mark returned, Mark completed, and Cancel after its question. */
export function MoveButton({ booking, move, label, question, $variant = 'primary', onMoved }: MoveButtonProps) {
  const { run, busy } = useMove(move, onMoved);
  const { confirm, dialog } = useConfirm();
  const onClick = async () => {
    if (busy) return;
    if (question && !(await confirm(question))) return;
    // A cancellation may carry a message; from here it carries none.
    await run(move === 'cancel' ? { id: booking._id, move, body: {} } : { id: booking._id, move });
  };
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps the focus while its call is under way. */}
      <Button $variant={$variant} aria-disabled={busy} onClick={() => void onClick()}>
        {label}
      </Button>
      {dialog}
    </>
  );
}
