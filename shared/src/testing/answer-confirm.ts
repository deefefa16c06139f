import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Waits for the site's confirmation dialog (useConfirm) asking exactly `question`, presses its button
 * `answer` ('Delete', 'Cancel', …) and checks that the dialog closed. A different question, or none,
 * fails the test.
 */
export async function answerConfirm(user: Pick<UserEvent, 'click'>, question: string, answer: string) {
  const dialog = await screen.findByRole('alertdialog', { description: question });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  if (dialog.isConnected) throw new Error(`The confirmation "${question}" stayed open after ${answer}.`);
}
