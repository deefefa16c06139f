import { makeMember, mockHttp, renderWithProviders, session, student } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router';

function renderAt(route: string) {
  mockHttp({});
  return renderWithProviders(<AppRoutes />, { route });
}

// The pages are lazy chunks; the first import of one in a test run includes compiling it.
const LAZY = { timeout: 5000 };

describe('AppRoutes', () => {
  it('frames the shell pages with the navigation and the footer', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Campus Marketplace' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('About · Campus Marketplace');
  });

  it('leads from the about page to buying, selling and renting', async () => {
    renderAt('/about');
    const hero = (await screen.findByRole('heading', { level: 1 }, LAZY)).parentElement;
    if (!hero) throw new Error('the about heading has no section');
    expect(within(hero).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/');
    expect(within(hero).getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/dashboard/user/create-order');
    expect(within(hero).getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/dashboard/user/create-rent-order');
  });

  it.each([
    ['/policy', 'Terms & Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=abc', 'Choose a new password'],
    ['/verify-email', 'Verify your e-mail address'],
    ['/unsubscribe', 'E-mail settings'],
  ])('serves %s', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeInTheDocument();
  });

  it("puts the verification banner under the navigation of every page for an unverified member only", async () => {
    mockHttp({});
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/about', preloadedState: session(makeMember({ verified: false })) });
    expect(await screen.findByRole('region', { name: 'Verify your e-mail address' }, LAZY)).toBeInTheDocument();
    unmount();
    mockHttp({});
    renderWithProviders(<AppRoutes />, { route: '/about', preloadedState: session(student) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Campus Marketplace' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a path nobody owns', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOME PAGE' })).toHaveAttribute('href', '/');
  });

  it('covers the policy sections a student needs', async () => {
    renderAt('/policy');
    for (const section of ['What we store', 'Payments', 'Conduct', 'Contact']) {
      expect(await screen.findByRole('heading', { level: 2, name: section }, LAZY)).toBeInTheDocument();
    }
  });
});
