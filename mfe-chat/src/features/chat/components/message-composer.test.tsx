import { CHAT_ERRORS, CHAT_MESSAGE_EVENT, CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@campus/shared/contract';
import { chatMessage, student } from '@campus/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, latestSocket } from '../api/fake-chat-socket';
import { historyOf, renderChat, serveHistory } from '../test-utils';

vi.mock('../api/chat-socket', () => import('../api/fake-chat-socket'));

afterEach(() => {
  fakeSockets.length = 0;
});

/** Opens the chat as Asha with a live connection; returns the message box and the socket. */
async function openAsMember(stored: ChatMessage[] = []) {
  serveHistory(historyOf(() => stored));
  renderChat(student);
  await screen.findByText(stored.length ? (stored.at(-1)?.content ?? '') : 'No messages yet.');
  const socket = latestSocket();
  act(() => socket.serverConnect());
  return { box: screen.getByRole('textbox', { name: 'Message' }), socket };
}

const sent = (id: number, content: string) => chatMessage(id, { content, senderName: 'Asha Rao', isBuyer: true });

describe('Sending a chat message', () => {
  it('sends the trimmed text on Enter, waits for the server, then clears the box and shows the message once', async () => {
    const { box, socket } = await openAsMember();
    expect(box).toHaveAttribute('placeholder', 'Type your message...');

    await userEvent.type(box, '  Is the library open today?  {Enter}');

    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
    expect(socket.emitWithAck).toHaveBeenCalledWith(CHAT_MESSAGE_EVENT, { content: 'Is the library open today?' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveValue('  Is the library open today?  ');

    // The server broadcasts the stored message to every client, the sender too, and acknowledges it.
    const stored = sent(7, 'Is the library open today?');
    act(() => socket.deliver(stored));
    await act(async () => socket.pendingAcks[0]?.(stored));

    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(box).toHaveFocus();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByText('Is the library open today?')).toHaveLength(1);
    expect(within(log).getByRole('listitem')).toHaveAttribute('data-own', 'true');
  });

  it('sends with the Send button too', async () => {
    const { box, socket } = await openAsMember();

    await userEvent.type(box, 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(socket.emitWithAck).toHaveBeenCalledWith(CHAT_MESSAGE_EVENT, { content: 'Hi' });
  });

  it('breaks the line on Shift+Enter and keeps both lines in the message', async () => {
    const { box, socket } = await openAsMember();

    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');

    expect(box).toHaveValue('Line one\nLine two');
    expect(socket.emitWithAck).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(socket.emitWithAck).toHaveBeenCalledWith(CHAT_MESSAGE_EVENT, { content: 'Line one\nLine two' });
  });

  it('does not send while an input method is composing', async () => {
    const { box, socket } = await openAsMember();
    await userEvent.type(box, 'nihao');

    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });

    expect(socket.emitWithAck).not.toHaveBeenCalled();
  });

  it('does nothing with blank text', async () => {
    const { box, socket } = await openAsMember();

    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(socket.emitWithAck).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows why the server refused a message and keeps the text, with the focus in the box", async () => {
    const { box, socket } = await openAsMember();

    await userEvent.type(box, 'Too fast{Enter}');
    await act(async () => socket.pendingAcks[0]?.({ error: CHAT_ERRORS.rateLimited }));

    expect(await screen.findByText(CHAT_ERRORS.rateLimited)).toBeInTheDocument();
    expect(box).toHaveValue('Too fast');
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByText('Too fast', { selector: 'li p' })).not.toBeInTheDocument();
  });

  it('refuses a message while the connection is down', async () => {
    const { box, socket } = await openAsMember();
    act(() => socket.drop());

    await userEvent.type(box, 'Anyone?{Enter}');

    expect(await screen.findByText(CHAT_ERRORS.failed)).toBeInTheDocument();
    expect(socket.emitWithAck).not.toHaveBeenCalled();
    expect(box).toHaveValue('Anyone?');
  });

  it('counts the characters near the limit and refuses a longer message', async () => {
    const { box, socket } = await openAsMember();

    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH) } });
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_ERRORS.tooLong);
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/A message can be at most 2,000 characters/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(socket.emitWithAck).not.toHaveBeenCalled();
  });
});
