import type { RentProduct } from '@campus/shared/contract';
import { loggedIn } from '@campus/shared/store';
import { expectContactLinks, listedFor, makeRentItem, mockHttp, renderWithProviders } from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const owner = { _id: 'u-asha', name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com' };

/** Asha Rao's items, books at ₹50 a day with no photo unless given. */
const rentProduct = (overrides: Partial<RentProduct>) =>
  makeRentItem({ description: 'A thing to borrow.', pricePerDay: 50, category: { name: 'Books' }, hasPhoto: false, sellerId: owner, ...overrides });

const bike = rentProduct({ _id: 'r-bike', name: 'Mountain Bike', pricePerDay: 120, category: { name: 'Transport' }, hasPhoto: true });
// Sold comes from isSold (docs/product-rules.md "Availability"); an item rented out shows Rented.
const novel = rentProduct({ _id: 'r-novel', name: 'Paperback novel', pricePerDay: 15.5, isSold: true, isRented: false });
const atlas = rentProduct({
  _id: 'r-atlas',
  name: 'World atlas',
  isRented: true,
  sellerId: { _id: 'u-ravi', name: 'Ravi', phone: '', email: 'ravi@example.com' },
});

/** The answer a visitor gets: the server leaves the owners' phones and e-mail addresses out (docs/product-rules.md "Deviation 11"). */
const asVisitor = (product: RentProduct): RentProduct => {
  const { email: _email, phone: _phone, ...sellerId } = product.sellerId;
  return { ...product, sellerId };
};

/** The shell's login page, reduced to where it would send the user back. */
function LoginProbe() {
  const { state } = useLocation();
  return <p data-testid="login-from">{(state as { from?: string } | null)?.from}</p>;
}

/** The list call, its filters applied as the server would (README "Search"). */
function serve(rentProducts: RentProduct[] = [bike, novel, atlas]) {
  return mockHttp({
    'GET /rent-product/get-rent-products': (request) => ({ status: 200, body: { success: true, rentProducts: listedFor(rentProducts, request) } }),
  });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('rent products browse', () => {
  it('shows a loading state, then a card per item with price per day, category, status and owner', async () => {
    serve();
    renderWithProviders(<App />, { route: '/rent/products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Borrow from students' })).toBeInTheDocument();
    expect(screen.getByText('Loading products…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Mountain Bike' });
    expect(within(card).getByText('₹120.00 per day')).toBeInTheDocument();
    expect(within(card).getByText('Transport')).toBeInTheDocument();
    expect(within(card).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: 'Mountain Bike' });
    expect(photo).toHaveAttribute('src', '/api/v1/rent-product/get-rent-product-photo/r-bike?size=card');
    expect(photo).toHaveAttribute('srcset', '/api/v1/rent-product/get-rent-product-photo/r-bike?size=card 400w, /api/v1/rent-product/get-rent-product-photo/r-bike 1200w');
    // A card of the first row: its photo is likely the largest thing on the first screen.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('width', '400');

    const novelCard = screen.getByRole('article', { name: 'Paperback novel' });
    expect(within(novelCard).getByText('₹15.50 per day')).toBeInTheDocument();
    expect(within(novelCard).getByText('Sold')).toBeInTheDocument();
    expect(within(novelCard).getByTestId('photo-placeholder')).toHaveTextContent('P');
    expect(within(novelCard).queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'World atlas' })).getByText('Rented')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mountain Bike', 'Paperback novel', 'World atlas']);
  });

  it('links to the owner on WhatsApp and by e-mail with a greeting naming the item', async () => {
    serve();
    renderWithProviders(<App />, { route: '/rent/products' });
    const card = await screen.findByRole('article', { name: 'Mountain Bike' });
    const greeting = 'Hi Asha Rao, I found your "Mountain Bike" on Campus Marketplace. Is it still available?';

    const whatsApp = expectContactLinks(card, { greeting, whatsApp: '919876543210', email: 'asha@example.com', subject: 'Campus Marketplace: Mountain Bike' });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    // An owner without a phone can still be e-mailed.
    const atlasCard = screen.getByRole('article', { name: 'World atlas' });
    expect(within(atlasCard).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(within(atlasCard).getByRole('link', { name: 'E-mail the owner' })).toBeInTheDocument();
  });

  it('offers a visitor the login page instead of a phone or an e-mail, which brings them back to this browse', async () => {
    serve([bike, novel, atlas].map(asVisitor));
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="*" element={<App />} />
      </Routes>,
      { route: '/rent/products?category=Transport' },
    );
    const card = await screen.findByRole('article', { name: 'Mountain Bike' });
    expect(within(card).queryByRole('link', { name: 'E-mail the owner' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Log in to see the phone');
    expect(within(card).getByRole('link', { name: 'Log in to see the phone' })).toHaveAttribute('href', '/login');
    const login = within(card).getByRole('link', { name: 'Log in to e-mail the owner' });
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);
    expect(await screen.findByTestId('login-from')).toHaveTextContent('/rent/products?category=Transport');
  });

  it('shows the e-mail links once the visitor logs in, asking for the list again with the session', async () => {
    mockHttp({
      'GET /rent-product/get-rent-products': (request) => ({
        status: 200,
        body: { success: true, rentProducts: request.headers.Authorization ? [bike] : [asVisitor(bike)] },
      }),
    });
    const { store } = renderWithProviders(<App />, { route: '/rent/products' });
    const card = await screen.findByRole('article', { name: 'Mountain Bike' });
    expect(within(card).getByRole('link', { name: 'Log in to e-mail the owner' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn({ user: { _id: 'u-ravi', name: 'Ravi', email: 'ravi@example.com', phone: '', role: 'user', verified: true }, token: 'jwt' }));
    });
    expect(await within(card).findByRole('link', { name: 'E-mail the owner' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:asha@example\.com\?/),
    );
    expect(within(card).queryByRole('link', { name: 'Log in to e-mail the owner' })).not.toBeInTheDocument();
    expect(within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('98765 43210');
    expect(within(card).getByRole('link', { name: 'Chat on WhatsApp' })).toBeInTheDocument();
  });

  it('offers only a message for an owner who takes messages only', async () => {
    const { email: _email, phone: _phone, ...quiet } = owner;
    serve([rentProduct({ _id: 'r-quiet', name: 'Tent', sellerId: { ...quiet, messagesOnly: true } })]);
    renderWithProviders(<App />, { route: '/rent/products' });
    const card = await screen.findByRole('article', { name: 'Tent' });
    expect(within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Messages only');
    expect(within(card).getByRole('link', { name: 'Message the owner' })).toHaveAttribute('href', '/login');
    for (const name of ['Chat on WhatsApp', 'E-mail the owner', 'Log in to e-mail the owner', 'Log in to see the phone']) {
      expect(within(card).queryByRole('link', { name }), name).not.toBeInTheDocument();
    }
  });

  it("links each card's name to the item's own page, and the contact links stay outside that link", async () => {
    mockHttp({
      'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [bike, novel, atlas] } }),
      'GET /rent-product/get-rent-product/r-bike': () => ({ status: 200, body: { success: true, rentProduct: bike } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/rent/products' });
    const card = await screen.findByRole('article', { name: 'Mountain Bike' });
    const name = within(card).getByRole('link', { name: 'Mountain Bike' });
    expect(name).toHaveAttribute('href', '/rent/products/r-bike');
    expect(name.closest('h2')).toBe(within(card).getByRole('heading', { level: 2 }));
    // No link inside a link: the contact links are the name's siblings.
    expect(name).not.toContainElement(within(card).getByRole('link', { name: 'Chat on WhatsApp' }));
    expect(name).not.toContainElement(within(card).getByRole('link', { name: 'E-mail the owner' }));
    expect(within(card).getAllByRole('link')).toHaveLength(3);

    await user.click(name);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mountain Bike' })).toBeInTheDocument();
    expect(screen.getByText('A thing to borrow.')).toBeInTheDocument();
  });

  it('preselects the category of the query string and offers all six categories', async () => {
    serve();
    renderWithProviders(<App />, { route: '/rent/products?category=Books' });
    await screen.findByRole('article', { name: 'Paperback novel' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('Books');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All categories',
      'Books',
      'Electronics',
      'Sports Equipment',
      'Furniture',
      'Transport',
      'Fashion',
    ]);
    expect(cardNames()).toEqual(['Paperback novel', 'World atlas']);
    // On a phone the folded filters start open, so the preselected category is seen; the button counts it.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks the server with the search and category, says when nothing matches, and Reset Filters clears both', async () => {
    const http = serve();
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/rent/products' });
    await screen.findByRole('article', { name: 'Mountain Bike' });
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    const category = screen.getByRole('combobox', { name: 'Category' });

    await user.type(search, '  ATLAS ');
    await waitFor(() => expect(cardNames()).toEqual(['World atlas']));
    await user.selectOptions(category, 'Transport');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    // The trimmed search, once typing pauses, and the category at once.
    const calls = http.calls.filter((call) => call.url === '/rent-product/get-rent-products').map((call) => call.query.toString());
    expect(calls).toEqual(['', 'search=ATLAS', 'search=ATLAS&category=Transport']);

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(search).toHaveValue('');
    expect(category).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('folds the category behind a Filters button that says whether it is open, the name search beside it', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/rent/products' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Category' }));
    expect(panel).not.toContainElement(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'No products found' when nothing is offered", async () => {
    serve([]);
    renderWithProviders(<App />, { route: '/rent/products' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('explains a failed load and tries again on request', async () => {
    let fail = true;
    mockHttp({
      'GET /rent-product/get-rent-products': () =>
        fail ? 'network-error' : { status: 200, body: { success: true, rentProducts: [bike] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/rent/products' });
    expect(await screen.findAllByText('Error fetching products')).not.toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mountain Bike' })).toBeInTheDocument();
  });
});
