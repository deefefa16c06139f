import { makeMember, mockHttp, renderWithProviders, session, student } from '@campus/shared/testing';
import type { Product } from '@campus/shared/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../app/app';
import { lamp, novel } from '../../../testing/products';

let http: ReturnType<typeof mockHttp> | undefined;
/** A member other than the seller. */
const buyer = session(makeMember({ _id: 'u-meera', name: 'Meera Nair', email: 'meera@campus.test' }));
afterEach(() => {
  vi.useRealTimers();
});

function serve(product: Product) {
  http = mockHttp({
    [`GET /product/get-product/${product.slug}`]: () => ({ status: 200, body: { success: true, singleProduct: product } }),
  });
}

describe('product detail', () => {
  it("badges the seller as a verified student of the campus when the answer says so", async () => {
    serve({ ...lamp, sellerId: { ...lamp.sellerId, verified: true, campus: 'Hill College' } });
    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const seller = await screen.findByRole('region', { name: 'Contact Seller' });
    expect(seller).toHaveTextContent('Verified student of Hill College');
  });


  it('shows photo, name, category, description, price and the total for the chosen quantity', async () => {
    serve(lamp);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/product/desk-lamp' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Desk lamp' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Desk lamp' });
    expect(photo).toHaveAttribute('src', '/api/v1/product/get-product-photo/p-lamp');
    expect(photo).toHaveAttribute('srcset', '/api/v1/product/get-product-photo/p-lamp?size=card 400w, /api/v1/product/get-product-photo/p-lamp 1200w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 1140px) 550px, (min-width: 768px) 48vw, 100vw');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Category: Electronics')).toBeInTheDocument();
    expect(screen.getByText('An LED desk lamp, barely used.')).toBeInTheDocument();
    expect(screen.getByText('Price: ₹249.50')).toBeInTheDocument();
    expect(screen.getByText('Total: ₹249.50')).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('min', '1');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByText('Total: ₹748.50')).toBeInTheDocument();
  });

  it('never lets the quantity go below 1', async () => {
    serve(lamp);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });

    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '-5');
    expect(quantity).toHaveValue(1);
    expect(screen.getByText('Total: ₹249.50')).toBeInTheDocument();

    // An emptied field keeps the last quantity and shows it again on leaving the field.
    await user.clear(quantity);
    expect(screen.getByText('Total: ₹249.50')).toBeInTheDocument();
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('Buy Now adds the product to the cart, toasts, and opens the cart after 1 s', async () => {
    serve(lamp);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(store.getState().cart).toEqual([{ ...lamp, quantity: 2, stock: lamp.quantity }]);
    expect(screen.getByText('Desk lamp added to cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('heading', { level: 1, name: 'Desk lamp' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // The cart page loads on demand: its module arrives on the real clock.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });

  it('disables Buy Now for a sold product and for more than the stock', async () => {
    http = mockHttp({
      'GET /product/get-product/paperback-novel': () => ({ status: 200, body: { success: true, singleProduct: novel } }),
      'GET /product/get-product/desk-lamp': () => ({ status: 200, body: { success: true, singleProduct: lamp } }),
    });
    const user = userEvent.setup();
    const sold = renderWithProviders(<App />, { route: '/product/paperback-novel' });
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    sold.unmount();

    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 in stock');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('Buy Now twice on a 1-in-stock product: one in the cart, and the page says the cart holds it already', async () => {
    const lastOne = { ...lamp, quantity: 1 };
    serve(lastOne);
    const first = renderWithProviders(<App />, { route: '/product/desk-lamp' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(first.store.getState().cart).toEqual([{ ...lastOne, quantity: 1, stock: 1 }]);
    first.unmount();

    // Back on the product page with the same cart: Buy Now again cannot add a second one.
    renderWithProviders(<App />, { route: '/product/desk-lamp', store: first.store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 in stock, and your cart holds it already');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(first.store.getState().cart).toEqual([{ ...lastOne, quantity: 1, stock: 1 }]);
  });

  it('shows the seller Edit instead of Buy Now on their own product', async () => {
    serve(lamp);
    const own = renderWithProviders(<App />, { route: '/product/desk-lamp', preloadedState: session(student) });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/user/manage-products/p-lamp/edit');
    expect(screen.getByText('This is your product.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    own.unmount();

    // Another member gets Buy Now and no Edit.
    renderWithProviders(<App />, { route: '/product/desk-lamp', preloadedState: session(makeMember({ _id: 'u-other' })) });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows the seller's name and a phone link to contact them", async () => {
    serve(lamp);
    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    await screen.findByRole('heading', { level: 2, name: 'Contact Seller' });
    expect(screen.getByText(/Asha Rao/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
  });

  it("asks a visitor, whose answer has no phone, to log in to see it; a member sees none when the seller gave none", async () => {
    const { phone: _phone, ...seller } = lamp.sellerId;
    serve({ ...lamp, sellerId: seller });
    const visitor = renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const login = await screen.findByRole('link', { name: 'Log in to see the phone' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /98765/ })).not.toBeInTheDocument();
    visitor.unmount();
    renderWithProviders(<App />, { route: '/product/desk-lamp', preloadedState: buyer });
    await screen.findByRole('heading', { level: 2, name: 'Contact Seller' });
    expect(screen.queryByRole('link', { name: 'Log in to see the phone' })).not.toBeInTheDocument();
  });

  it('offers only a message to a seller who takes messages only', async () => {
    const { phone: _phone, ...seller } = lamp.sellerId;
    serve({ ...lamp, sellerId: { ...seller, messagesOnly: true } });
    renderWithProviders(<App />, { route: '/product/desk-lamp', preloadedState: buyer });
    const contact = await screen.findByRole('region', { name: 'Contact Seller' });
    expect(contact).toHaveTextContent('Asha Rao · Messages only');
    expect(screen.getByRole('button', { name: 'Message the seller' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to e-mail the seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to see the phone' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before e-mailing the seller', async () => {
    serve(lamp);
    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    expect(await screen.findByRole('link', { name: 'Log in to e-mail the seller' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it('gives a member a Contact Seller e-mail prefilled with a greeting that names the product', async () => {
    serve({ ...lamp, sellerId: { ...lamp.sellerId, email: 'asha@campus.test' } });
    renderWithProviders(<App />, { route: '/product/desk-lamp' });
    const contact = await screen.findByRole('link', { name: 'Contact Seller' });
    const href = contact.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:asha@campus.test?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(`About your listing: ${lamp.name}`);
    expect(params.get('body')).toContain(`"${lamp.name}"`);
  });

  it("shows 'Product not found!' with a way home for a missing product", async () => {
    http = mockHttp({});
    renderWithProviders(<App />, { route: '/product/no-such-thing' });
    expect(await screen.findByRole('heading', { name: 'Product not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(http.calls.map((call) => call.url)).toEqual(['/product/get-product/no-such-thing']);
  });

  it('shows the not-found page for /product without a slug', () => {
    http = mockHttp({});
    renderWithProviders(<App />, { route: '/product' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });
});
