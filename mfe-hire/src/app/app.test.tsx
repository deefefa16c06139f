import { SERVICE_CATEGORIES } from '@campus/shared/contract';
import { renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from './app';

describe('Hire area', () => {
  it('shows the landing with a card linking to the listing of each service category', () => {
    const { container } = renderWithProviders(<App />, { route: '/service' });

    expect(container.querySelector('[data-remote="hire"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(screen.getByRole('heading', { level: 1, name: 'Hire a fellow student' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Service categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...SERVICE_CATEGORIES]);
    expect(within(list).getByRole('link', { name: 'Event Management' })).toHaveAttribute(
      'href',
      '/service/products?category=Event%20Management',
    );
    expect(within(list).getByRole('link', { name: 'Other' })).toHaveAttribute('href', '/service/products?category=Other');
    expect(within(list).getByText('Posters, logos, slides and social media graphics.')).toBeInTheDocument();
  });

  it('links to the whole services listing', () => {
    renderWithProviders(<App />, { route: '/service' });
    expect(screen.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/service/products');
  });

  it('shows the not-found page for an unknown path under /service', () => {
    renderWithProviders(<App />, { route: '/service/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hire a fellow student' })).not.toBeInTheDocument();
  });
});
