import { resubscribedMessage, UNSUBSCRIBE_LINK_INVALID, unsubscribedMessage } from '@campus/shared/contract';
import { admin, mockHttp, renderScreens, session, student } from '@campus/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { UnsubscribePage } from './unsubscribe-page';

function renderPage(route: string, user: typeof student | null = null) {
  return renderScreens(
    {
      '/unsubscribe': (
        <StrictMode>
          <UnsubscribePage />
        </StrictMode>
      ),
    },
    { route, preloadedState: session(user) },
  );
}

/** The server's answers for the kind `messages`, as the contract words them. */
function mockSubscription() {
  return mockHttp({
    'POST /mail-settings/unsubscribe': () => ({ status: 200, body: { success: true, kind: 'messages', subscribed: false, message: unsubscribedMessage('messages') } }),
    'POST /mail-settings/resubscribe': () => ({ status: 200, body: { success: true, kind: 'messages', subscribed: true, message: resubscribedMessage('messages') } }),
  });
}

const sent = (http: ReturnType<typeof mockHttp>) => http.calls.map((call) => [call.method, call.url, call.data]);

describe('UnsubscribePage', () => {
  it("unsubscribes with the link's token once, without a session, and says so", async () => {
    const http = mockSubscription();
    renderPage('/unsubscribe?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail settings' })).toBeInTheDocument();
    expect(document.title).toBe('E-mail settings · Campus Marketplace');
    expect(await screen.findByText('You will no longer get e-mails about new messages.')).toHaveFocus();
    expect(sent(http)).toEqual([['POST', '/mail-settings/unsubscribe', { token: 'tok-1' }]]);
    expect(http.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(screen.getByRole('link', { name: 'All notification settings' })).toHaveAttribute('href', '/dashboard/user/notification-settings');
  });

  it('turns them back on with the same token, and offers to turn them off again', async () => {
    const http = mockSubscription();
    renderPage('/unsubscribe?token=tok-1', student);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn them back on' }));
    expect(await screen.findByText('You will get e-mails about new messages again.')).toHaveFocus();
    expect(sent(http).slice(1)).toEqual([['POST', '/mail-settings/resubscribe', { token: 'tok-1' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Turn them off again' }));
    expect(await screen.findByText('You will no longer get e-mails about new messages.')).toHaveFocus();
    expect(sent(http).map(([, url]) => url)).toEqual(['/mail-settings/unsubscribe', '/mail-settings/resubscribe', '/mail-settings/unsubscribe']);
  });

  it('says a refused link is not valid and leads to the settings instead', async () => {
    mockHttp({ 'POST /mail-settings/unsubscribe': () => ({ status: 400, body: { success: false, message: UNSUBSCRIBE_LINK_INVALID } }) });
    renderPage('/unsubscribe?token=forged', admin);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All notification settings' })).toHaveAttribute('href', '/dashboard/admin/notification-settings');
  });

  it('says the same of a link without a token, and calls nothing', () => {
    const http = mockHttp({});
    renderPage('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'All notification settings' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    let down = true;
    const http = mockHttp({
      'POST /mail-settings/unsubscribe': () =>
        down ? 'network-error' : { status: 200, body: { success: true, kind: 'sales', subscribed: false, message: unsubscribedMessage('sales') } },
    });
    renderPage('/unsubscribe?token=tok-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail settings could not be changed right now. Please try again.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You will no longer get e-mails about your sales.')).toBeInTheDocument();
    expect(http.calls).toHaveLength(2);
  });
});
