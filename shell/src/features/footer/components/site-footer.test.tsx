import { mockHttp, renderWithProviders } from '@campus/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

let http: ReturnType<typeof mockHttp> | undefined;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it('records the visit, then shows the count, once per page load even under StrictMode', async () => {
    let count = 41;
    http = mockHttp({
      'POST /visitors/increment': () => {
        count += 1;
        return { status: 200, body: { success: true } };
      },
      'GET /visitors/count': () => ({ status: 200, body: { success: true, count } }),
    });
    const { store, unmount } = renderWithProviders(
      <StrictMode>
        <SiteFooter />
      </StrictMode>,
    );
    expect(await screen.findByText('Visitors: 42')).toBeInTheDocument();

    // The footer mounting again in the same page (same store) is not a new visit.
    unmount();
    renderWithProviders(
      <StrictMode>
        <SiteFooter />
      </StrictMode>,
      { store },
    );
    expect(await screen.findByText('Visitors: 42')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(http.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /visitors/increment', 'GET /visitors/count']);
  });

  it('still shows the count when the increment fails', async () => {
    http = mockHttp({
      'POST /visitors/increment': () => 'network-error',
      'GET /visitors/count': () => ({ status: 200, body: { success: true, count: 7 } }),
    });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText('Visitors: 7')).toBeInTheDocument();
  });

  it('shows no count, and no error, when the count cannot be read', async () => {
    http = mockHttp({
      'POST /visitors/increment': () => ({ status: 200, body: { success: true } }),
      'GET /visitors/count': () => ({ status: 500, body: { success: false, message: 'Internal Server Error' } }),
    });
    renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(http?.calls).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Visitors:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('links the pages docs/product-rules.md "Footer" lists', () => {
    http = mockHttp({});
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/rent', '/services', '/about', '/contact', '/', '/policy', '/register']);
  });

  it('gives contact details and social links that open safely in a new tab', () => {
    http = mockHttp({});
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('offers a scroll-to-top button once the page is scrolled more than 200 px', async () => {
    http = mockHttp({});
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<SiteFooter />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(201);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument());
  });
});
