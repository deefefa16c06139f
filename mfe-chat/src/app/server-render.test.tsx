// @vitest-environment node
import type { ChatMessagesResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { render } from './server-render';

const history: ChatMessagesResponse = {
  success: true,
  messages: [
    { _id: '1', seq: 1, content: 'Anyone selling a drafter?', timestamp: '2026-11-20T09:15:00.000Z', senderName: 'Asha Rao', isBuyer: false },
    { _id: '2', seq: 2, content: 'I have one, barely used', timestamp: '2026-11-20T09:16:00.000Z', senderName: 'Ravi Iyer', isBuyer: false },
  ],
};

describe("the chat's first paint", () => {
  it('shows the newest messages the page came with', async () => {
    const paint = await render({ url: '/chat', responses: [{ url: '/chats/messages', body: history, anonymousOnly: true }] });
    expect(paint.html).toContain('Community Chat');
    expect(paint.html).toContain('Anyone selling a drafter?');
    expect(paint.html).toContain('I have one, barely used');
    expect(paint.html).not.toContain('No messages yet.');
  });

  it('says there are no messages when the history is empty', async () => {
    const paint = await render({ url: '/chat', responses: [{ url: '/chats/messages', body: { success: true, messages: [] } }] });
    expect(paint.html).toContain('No messages yet.');
  });
});
