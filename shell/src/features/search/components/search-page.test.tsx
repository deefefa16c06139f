import { makeProduct, makeRentItem, mockHttp, renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/router';

// The pages are lazy chunks; the first import of one in a test run includes compiling it.
const LAZY = { timeout: 10_000 };

const casio = makeProduct({ _id: 'p-casio', name: 'Casio fx-991ES Plus calculator', slug: 'casio-fx-991es', price: 950 });
const bike = makeRentItem({ _id: 'r-bike', name: 'Casio watch strap', pricePerDay: 20 });

/** Each area's call answers what the server found (its own tests check the search); Hire finds nothing. */
function serve() {
  return mockHttp({
    'GET /product/search': () => ({ status: 200, body: { success: true, products: [casio], total: 7, nextCursor: 'x' } }),
    'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [bike] } }),
    'GET /service/get-services': () => ({ status: 200, body: { success: true, services: [] } }),
  });
}

function UrlProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{`${pathname}${search}`}</div>;
}

/** The about page, with the URL shown: any page has the box. */
async function openAbout() {
  renderWithProviders(
    <>
      <AppRoutes />
      <UrlProbe />
    </>,
    { route: '/about' },
  );
  await screen.findByRole('heading', { level: 1, name: 'About Campus Marketplace' }, LAZY);
}

describe('the site search (README "Search")', () => {
  it('searches from the top navigation on any page and shows the matches grouped by area, with links into each area', async () => {
    const http = serve();
    const user = userEvent.setup();
    await openAbout();
    const form = screen.getByRole('search', { name: 'Site' });
    await user.type(within(form).getByRole('searchbox', { name: 'Search Buy, Borrow and Hire' }), '  casio calculator {Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “casio calculator”' }, LAZY)).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/search?q=casio+calculator');
    expect(document.title).toBe('Search: casio calculator · Campus Marketplace');
    // Each area asked once, with the trimmed text; the marketplace for its best four and the total.
    const asked = http.calls.map((call) => `${call.url}?${call.query.toString()}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/product/search?search=casio+calculator&limit=4',
        '/rent-product/get-rent-products?search=casio+calculator',
        '/service/get-services?search=casio+calculator',
      ]),
    );

    const buy = screen.getByRole('region', { name: 'Buy' });
    expect(await within(buy).findByText('7 products found')).toBeInTheDocument();
    expect(within(buy).getByRole('link', { name: /Casio fx-991ES Plus calculator/ })).toHaveAttribute('href', '/product/casio-fx-991es');
    expect(within(buy).getByRole('link', { name: 'See all in Buy' })).toHaveAttribute('href', '/?search=casio+calculator');

    const borrow = screen.getByRole('region', { name: 'Borrow' });
    expect(await within(borrow).findByText('1 item found')).toBeInTheDocument();
    expect(within(borrow).getByRole('link', { name: /Casio watch strap/ })).toHaveAttribute('href', '/rent/products/r-bike');
    expect(within(borrow).getByRole('link', { name: 'See all in Borrow' })).toHaveAttribute('href', '/rent/products?search=casio+calculator');

    const hire = screen.getByRole('region', { name: 'Hire' });
    expect(await within(hire).findByText('No services found')).toBeInTheDocument();
    expect(within(hire).queryByRole('link', { name: 'See all in Hire' })).not.toBeInTheDocument();
    // The box shows what was searched.
    expect(within(form).getByRole('searchbox')).toHaveValue('casio calculator');
  });

  it('stays on the page with the focus in the box when nothing is typed', async () => {
    serve();
    const user = userEvent.setup();
    await openAbout();
    const form = screen.getByRole('search', { name: 'Site' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/about');
    expect(within(form).getByRole('searchbox')).toHaveFocus();
  });

  it('says what to do on /search without a text', async () => {
    serve();
    renderWithProviders(<AppRoutes />, { route: '/search' });
    expect(await screen.findByText('Type what you are looking for in the search box above: it searches Buy, Borrow and Hire.', {}, LAZY)).toBeInTheDocument();
  });
});
