import { RENT_CATEGORIES } from '@campus/shared/contract';
import { renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from './app';

describe('Borrow area', () => {
  it('shows the landing with a card linking to the listing of each rent category', () => {
    const { container } = renderWithProviders(<App />, { route: '/rent' });

    expect(container.querySelector('[data-remote="rent"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(screen.getByRole('heading', { level: 1, name: 'Borrow on campus' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rent categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...RENT_CATEGORIES]);
    expect(within(list).getByRole('link', { name: 'Sports Equipment' })).toHaveAttribute(
      'href',
      '/rent/products?category=Sports%20Equipment',
    );
    expect(within(list).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/rent/products?category=Books');
    expect(within(list).getByText('Bicycles and scooters for getting around campus.')).toBeInTheDocument();
  });

  it('links to the whole rent listing', () => {
    renderWithProviders(<App />, { route: '/rent' });
    expect(screen.getByRole('link', { name: 'Browse all items' })).toHaveAttribute('href', '/rent/products');
  });

  it('shows the not-found page for an unknown path under /rent', () => {
    renderWithProviders(<App />, { route: '/rent/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Borrow on campus' })).not.toBeInTheDocument();
  });
});
