import { EMAIL_VERIFIED, VERIFY_LINK_INVALID } from '@campus/shared/contract';
import { makeMember, mockHttp, renderScreens, session } from '@campus/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { VerifyBanner } from './verify-banner';
import { VerifyEmailPage } from './verify-email-page';

const unverified = makeMember({ email: 'asha@college.edu', verified: false });

function renderPage(route: string, user = unverified) {
  return renderScreens(
    {
      '/verify-email': (
        <StrictMode>
          <VerifyBanner />
          <VerifyEmailPage />
        </StrictMode>
      ),
    },
    { route, preloadedState: session(user) },
  );
}

describe('VerifyEmailPage', () => {
  it('verifies with the token once, says so, and the banner goes', async () => {
    const http = mockHttp({ 'POST /auth/verify-email': () => ({ status: 200, body: { success: true, message: EMAIL_VERIFIED } }) });
    const { store } = renderPage('/verify-email?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(document.title).toBe('Verify your e-mail address · Campus Marketplace');
    expect(await screen.findByText(EMAIL_VERIFIED)).toHaveFocus();
    expect(http.calls.filter((call) => call.url === '/auth/verify-email').map((call) => call.data)).toEqual([{ token: 'tok-1' }]);
    expect(store.getState().auth.user?.verified).toBe(true);
    expect(screen.queryByRole('button', { name: 'Resend the link' })).not.toBeInTheDocument();
  });

  it("says why a link is refused and keeps offering a new one", async () => {
    mockHttp({ 'POST /auth/verify-email': () => ({ status: 400, body: { success: false, message: VERIFY_LINK_INVALID } }) });
    const { store } = renderPage('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_LINK_INVALID);
    expect(store.getState().auth.user?.verified).toBe(false);
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeInTheDocument();
  });

  it('says so when the address has no token, and calls nothing', () => {
    const http = mockHttp({});
    renderPage('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no verification token');
    expect(http.calls).toHaveLength(0);
  });
});

describe('VerifyBanner', () => {
  it('tells an unverified member what waits and resends the link, showing the server’s answer', async () => {
    let calls = 0;
    mockHttp({
      'POST /auth/resend-verification': () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { success: true, message: 'We have sent a new link to asha@college.edu. It works for 24 hours.', verified: false } }
          : { status: 429, body: { success: false, message: 'We sent you a link less than a minute ago: wait 58 seconds and try again.' } };
      },
    });
    renderScreens({ '/': <VerifyBanner /> }, { route: '/', preloadedState: session(unverified) });
    expect(screen.getByRole('region', { name: 'Verify your e-mail address' })).toHaveTextContent(
      'Verify your e-mail address: we sent a link to asha@college.edu. Until then you can browse and read, but not sell, buy, book or write in the chat.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('We have sent a new link to asha@college.edu. It works for 24 hours.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('We sent you a link less than a minute ago: wait 58 seconds and try again.')).toBeInTheDocument();
  });

  it('goes when the address turns out to be verified already (from another browser)', async () => {
    mockHttp({ 'POST /auth/resend-verification': () => ({ status: 200, body: { success: true, message: 'Your e-mail address is already verified.', verified: true } }) });
    const { store } = renderScreens({ '/': <VerifyBanner /> }, { route: '/', preloadedState: session(unverified) });
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('Your e-mail address is already verified.')).toBeInTheDocument();
    expect(store.getState().auth.user?.verified).toBe(true);
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
  });

  it('shows nothing to a verified member or a visitor', () => {
    mockHttp({});
    const { unmount } = renderScreens({ '/': <VerifyBanner /> }, { route: '/', preloadedState: session(makeMember()) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderScreens({ '/': <VerifyBanner /> }, { route: '/', preloadedState: session(null) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
