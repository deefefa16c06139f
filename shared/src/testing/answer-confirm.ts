import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { MockRequest } from './mock-http';

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

/**
 * Presses `button` (a Delete), checks that the confirmation titled `title` asks `question`, answers Cancel and
 * checks that no DELETE went out among `calls` (a mockHttp's): how each delete test starts before confirming.
 */
export async function cancelDelete(
  user: Pick<UserEvent, 'click'>,
  button: HTMLElement,
  { title, question }: { title: string; question: string },
  calls: readonly MockRequest[] | undefined,
) {
  await user.click(button);
  expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument();
  await answerConfirm(user, question, 'Cancel');
  expect(calls?.some((call) => call.method === 'DELETE')).toBe(false);
}
