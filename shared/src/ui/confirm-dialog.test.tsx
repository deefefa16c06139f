import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';

/** A delete button that asks first and writes every answer it gets into a status line. */
function Harness({ onAnswer }: { onAnswer?: (yes: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const onDelete = async () => {
    const yes = await confirm({ title: 'Delete product', message: 'Delete Desk lamp? This cannot be undone.', confirmLabel: 'Delete', tone: 'danger' });
    onAnswer?.(yes);
    setAnswers((before) => [...before, yes]);
  };
  return (
    <>
      <Button onClick={() => void onDelete()}>Delete Desk lamp</Button>
      <p role="status">{answers.map((yes) => (yes ? 'yes' : 'no')).join(',')}</p>
      {dialog}
    </>
  );
}

async function ask() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Delete Desk lamp' });
  await user.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
  return { user, opener, dialog };
}

const answers = () => screen.getByRole('status').textContent;

describe('useConfirm', () => {
  it('asks in a labelled, described alert dialog with the focus on Cancel, which comes first', async () => {
    const { dialog } = await ask();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Delete Desk lamp? This cannot be undone.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    expect(cancel.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The caller's danger tone: the site's red.
    expect(confirm).toHaveStyle({ backgroundColor: 'rgb(179, 38, 30)' });
    expect(answers()).toBe('');
  });

  it('answers yes on the confirm button, closes and gives the focus back to the opener', async () => {
    const { user, opener, dialog } = await ask();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers()).toBe('yes');
    expect(opener).toHaveFocus();
  });

  it('answers no on Cancel and gives the focus back to the opener', async () => {
    const { user, opener, dialog } = await ask();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers()).toBe('no');
    expect(opener).toHaveFocus();
  });

  it('answers no on Escape, pressed on the focused Cancel as a keyboard user would', async () => {
    const { user, opener } = await ask();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers()).toBe('no');
    expect(opener).toHaveFocus();
  });

  it('answers no on a click on the backdrop, but not on a click inside the dialog', async () => {
    const { user, opener, dialog } = await ask();
    await user.click(within(dialog).getByText('Delete Desk lamp? This cannot be undone.'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    // The <dialog>'s ::backdrop is no element: a press on it lands on the dialog element itself, outside its content.
    const backdrop = dialog;
    await user.click(backdrop);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers()).toBe('no');
    expect(opener).toHaveFocus();
  });

  it('answers no on the Close (×) button', async () => {
    const { user, dialog } = await ask();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers()).toBe('no');
  });

  it('answers each question once, however often its buttons are pressed', async () => {
    const { user, opener, dialog } = await ask();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.dblClick(confirm);
    expect(answers()).toBe('yes');

    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(answers()).toBe('yes,no');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await ask();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('answers no when the page goes away with the question open, so the caller never hangs', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Delete Desk lamp' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    unmount();
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).toHaveBeenCalledOnce();
  });
});
