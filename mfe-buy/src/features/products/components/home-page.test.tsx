import type { Product, ProductSearchResponse } from '@campus/shared/contract';
import { makeProduct, mockHttp, renderWithProviders, type MockRequest } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';
import { categories, lamp, novel, textbook } from '../../../testing/products';

let http: ReturnType<typeof mockHttp> | undefined;

/**
 * A stand-in for the server's search (its own tests check the filters on both databases): it applies the
 * query's filters to `products` and pages them by `limit`, the cursor being the index to go on from.
 */
function searchOf(products: readonly Product[]) {
  return (request: MockRequest) => {
    const query = request.query;
    const text = query.get('search')?.toLowerCase();
    const min = query.has('minPrice') ? Number(query.get('minPrice')) : null;
    const max = query.has('maxPrice') ? Number(query.get('maxPrice')) : null;
    const matches = products.filter(
      (product) =>
        (!query.has('category') || product.category._id === query.get('category')) &&
        (min === null || product.price >= min) &&
        (max === null || product.price <= max) &&
        (!text || product.name.toLowerCase().includes(text)),
    );
    const start = Number(query.get('cursor') ?? 0);
    const end = start + Number(query.get('limit'));
    const body: ProductSearchResponse = {
      success: true,
      products: matches.slice(start, end),
      total: matches.length,
      nextCursor: end < matches.length ? String(end) : null,
    };
    return { status: 200, body };
  };
}

function serve(products: readonly Product[] = [lamp, textbook, novel]) {
  http = mockHttp({
    'GET /product/search': searchOf(products),
    'GET /category/get-category': () => ({
      status: 200,
      body: { success: true, message: 'All categories', getCategory: categories },
    }),
  });
}

/** The page's path and query, as Back, a reload or a shared link would keep them. */
function UrlProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{`${pathname}${search}`}</div>;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const searches = () => (http?.calls ?? []).filter((call) => call.url === '/product/search').map((call) => call.query.toString());

describe('home marketplace', () => {
  it('shows a loading state, then one card per product with its facts', async () => {
    serve();
    renderWithProviders(<App />, { route: '/' });
    expect(screen.getByText('Loading products…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Desk lamp' });
    expect(within(card).getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/desk-lamp');
    expect(within(card).getByText('₹249.50')).toBeInTheDocument();
    expect(within(card).getByText('Electronics')).toBeInTheDocument();
    expect(within(card).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).getByText('98765 43210')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: 'Desk lamp' });
    expect(photo).toHaveAttribute('src', '/api/v1/product/get-product-photo/p-lamp?size=card');
    expect(photo).toHaveAttribute('srcset', '/api/v1/product/get-product-photo/p-lamp?size=card 400w, /api/v1/product/get-product-photo/p-lamp 1200w');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');

    expect(within(screen.getByRole('article', { name: 'Paperback novel' })).getByText('Sold')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Desk lamp', 'Calculus Textbook', 'Paperback novel']);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 products shown');
  });

  it("asks a visitor to log in to see a seller's phone, and says when a seller takes messages only", async () => {
    const { phone: _phone, ...seller } = lamp.sellerId;
    serve([{ ...lamp, sellerId: seller }, { ...textbook, sellerId: { ...seller, messagesOnly: true } }]);
    renderWithProviders(<App />, { route: '/' });
    const card = await screen.findByRole('article', { name: 'Desk lamp' });
    expect(within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Log in to see the phone');
    expect(within(card).getByRole('link', { name: 'Log in to see the phone' })).toHaveAttribute('href', '/login');
    const quiet = screen.getByRole('article', { name: 'Calculus Textbook' });
    expect(within(quiet).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Messages only');
    expect(within(quiet).queryByRole('link', { name: 'Log in to see the phone' })).not.toBeInTheDocument();
  });

  it('loads the first row of photos at once and ahead of the others, the rest lazily', async () => {
    const many = Array.from({ length: 5 }, (_, index) => makeProduct({ _id: `p-${index}`, name: `Lamp ${index}`, slug: `lamp-${index}` }));
    serve(many);
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Lamp 0' });
    const photos = screen.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', 'auto']);
  });

  it('draws a placeholder with the initial instead of loading a photo the product lacks', async () => {
    serve();
    renderWithProviders(<App />, { route: '/' });
    const card = await screen.findByRole('article', { name: 'Calculus Textbook' });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByTestId('photo-placeholder')).toHaveTextContent('C');
    expect(card.querySelector('img')).toBeNull();
  });

  it('keeps the filters in the URL and opens with the filters of its URL, so Back, a reload and a link keep them (README "Search")', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <App />
        <UrlProbe />
      </>,
      { route: '/?search=lamp&category=c-electronics&minPrice=10' },
    );
    await waitFor(() => expect(cardNames()).toEqual(['Desk lamp']));
    expect(searches()).toEqual(['category=c-electronics&minPrice=10&search=lamp&limit=24']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('lamp');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('c-electronics');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(10);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'desk');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/?search=desk&category=c-electronics&minPrice=10'));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/));
  });

  it('asks the server for each filter, and Reset Filters clears all four', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Desk lamp' });
    expect(searches()).toEqual(['limit=24']);

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(within(category).getByRole('option', { name: 'All categories' })).toBeInTheDocument();
    await user.selectOptions(category, 'Books');
    await waitFor(() => expect(cardNames()).toEqual(['Calculus Textbook', 'Paperback novel']));
    expect(searches().at(-1)).toBe('category=c-books&limit=24');

    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '100');
    await waitFor(() => expect(cardNames()).toEqual(['Calculus Textbook']));
    // Typing asks once the student pauses, not for 1, 10 and 100.
    expect(searches().at(-1)).toBe('category=c-books&minPrice=100&limit=24');
    expect(searches().filter((query) => query.includes('minPrice'))).toHaveLength(1);

    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '250');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Desk lamp', 'Calculus Textbook', 'Paperback novel']));
    expect(category).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(null);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  LAMP ');
    await waitFor(() => expect(cardNames()).toEqual(['Desk lamp']));
    expect(searches().at(-1)).toBe('search=LAMP&limit=24');
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('shows 24 products, then the next ones with Show more products, until there are no more', async () => {
    const many = Array.from({ length: 30 }, (_, index) => makeProduct({ _id: `p-${index}`, name: `Lamp ${index}`, slug: `lamp-${index}` }));
    serve(many);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Lamp 0' });
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('24 of 30 products shown');

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(cardNames().at(-1)).toBe('Lamp 29');
    expect(searches()).toEqual(['limit=24', 'cursor=24&limit=24']);
    expect(screen.getByRole('status')).toHaveTextContent('30 of 30 products shown');
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it("says 'No products found' when there are no products at all", async () => {
    serve([]);
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 0 products shown');
  });

  it("toasts 'Error fetching products' when the list cannot be loaded", async () => {
    http = mockHttp({
      'GET /product/search': () => 'network-error',
      'GET /category/get-category': () => ({ status: 200, body: { success: true, message: '', getCategory: [] } }),
    });
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findAllByText('Error fetching products')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks the API for the first page and the categories once each', async () => {
    serve();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Desk lamp' });
    expect(http?.calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /category/get-category',
      'GET /product/search',
    ]);
  });
});
