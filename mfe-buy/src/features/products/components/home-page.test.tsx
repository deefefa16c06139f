import { mockHttp, renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../../app/app';
import { categories, lamp, novel, textbook } from '../../../testing/products';

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => http?.restore());

function serve(products = [lamp, textbook, novel]) {
  http = mockHttp({
    'GET /product/get-product': () => ({ status: 200, body: { success: true, getProduct: products } }),
    'GET /category/get-category': () => ({
      status: 200,
      body: { success: true, message: 'All categories', getCategory: categories },
    }),
  });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

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
    expect(photo).toHaveAttribute('src', '/api/v1/product/get-product-photo/p-lamp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');

    expect(within(screen.getByRole('article', { name: 'Paperback novel' })).getByText('Sold')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Desk lamp', 'Calculus Textbook', 'Paperback novel']);
  });

  it('draws a placeholder with the initial instead of loading a photo the product lacks', async () => {
    serve();
    renderWithProviders(<App />, { route: '/' });
    const card = await screen.findByRole('article', { name: 'Calculus Textbook' });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByTestId('photo-placeholder')).toHaveTextContent('C');
    expect(card.querySelector('img')).toBeNull();
  });

  it('filters by category, price range and name, and Reset Filters clears all four', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Desk lamp' });

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(within(category).getByRole('option', { name: 'All categories' })).toBeInTheDocument();
    await user.selectOptions(category, 'Books');
    expect(cardNames()).toEqual(['Calculus Textbook', 'Paperback novel']);

    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '100');
    expect(cardNames()).toEqual(['Calculus Textbook']);

    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '250');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(cardNames()).toEqual(['Desk lamp', 'Calculus Textbook', 'Paperback novel']);
    expect(category).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(null);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  LAMP ');
    expect(cardNames()).toEqual(['Desk lamp']);
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    expect(cardNames()).toHaveLength(3);
  });

  it("says 'No products found' when there are no products at all", async () => {
    serve([]);
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("toasts 'Error fetching products' when the list cannot be loaded", async () => {
    http = mockHttp({
      'GET /product/get-product': () => 'network-error',
      'GET /category/get-category': () => ({ status: 200, body: { success: true, message: '', getCategory: [] } }),
    });
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findAllByText('Error fetching products')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks the API for products and categories once each', async () => {
    serve();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('article', { name: 'Desk lamp' });
    expect(http?.calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /category/get-category',
      'GET /product/get-product',
    ]);
  });
});
