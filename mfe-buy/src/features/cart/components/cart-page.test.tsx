import type { CartItem } from '@campus/shared/store';
import { renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';
import { lamp, textbook } from '../../../testing/products';

const cart: CartItem[] = [
  { ...lamp, quantity: 2 },
  { ...textbook, quantity: 1 },
];

/** The cart page, loaded on demand: resolved once its first heading is there. */
async function renderCartPage(items: CartItem[] = cart) {
  const rendered = renderWithProviders(<App />, { route: '/cart', preloadedState: { cart: items } });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no cart row for ${name}`);
  return row;
};

describe('cart', () => {
  it('lists every item with photo, price, quantity and the cart total', async () => {
    await renderCartPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(2);

    const lampRow = rowOf('Desk lamp');
    expect(within(lampRow).getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/desk-lamp');
    expect(within(lampRow).getByRole('img', { name: 'Desk lamp' })).toHaveAttribute(
      'src',
      '/api/v1/product/get-product-photo/p-lamp?size=card',
    );
    expect(within(lampRow).getByText('Price: ₹249.50')).toBeInTheDocument();
    expect(within(lampRow).getByRole('spinbutton', { name: 'Quantity of Desk lamp' })).toHaveValue(2);
    expect(within(rowOf('Calculus Textbook')).getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(screen.getByText('Total: ₹799.00')).toBeInTheDocument();
  });

  it('updates an item quantity in the store and the total', async () => {
    const user = userEvent.setup();
    const { store } = await renderCartPage();
    const quantity = within(rowOf('Calculus Textbook')).getByRole('spinbutton', { name: 'Quantity of Calculus Textbook' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(store.getState().cart.find((item) => item._id === 'p-textbook')?.quantity).toBe(3);
    expect(screen.getByText('Total: ₹1,399.00')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(store.getState().cart.find((item) => item._id === 'p-textbook')?.quantity).toBe(1);
  });

  it('never raises a quantity past the stock, and says so on the line', async () => {
    const user = userEvent.setup();
    const { store } = await renderCartPage([{ ...lamp, quantity: 2, stock: 3 }]);
    const quantity = within(rowOf('Desk lamp')).getByRole('spinbutton', { name: 'Quantity of Desk lamp' });
    expect(quantity).toHaveAttribute('max', '3');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(store.getState().cart[0]?.quantity).toBe(3);
    expect(within(rowOf('Desk lamp')).getByRole('alert')).toHaveTextContent('Only 3 in stock');
    await user.tab();
    expect(quantity).toHaveValue(3);
  });

  it('removes an item', async () => {
    const user = userEvent.setup();
    const { store } = await renderCartPage();
    await user.click(screen.getByRole('button', { name: 'Remove Desk lamp' }));
    expect(store.getState().cart.map((item) => item._id)).toEqual(['p-textbook']);
    expect(screen.queryByRole('link', { name: 'Desk lamp' })).not.toBeInTheDocument();
    expect(screen.getByText('Total: ₹300.00')).toBeInTheDocument();
  });

  it("says 'Your cart is empty' with a way home once the last item is removed", async () => {
    const user = userEvent.setup();
    await renderCartPage([{ ...lamp, quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Remove Desk lamp' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('offers Checkout under the total', async () => {
    await renderCartPage();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});

describe('unknown buy paths', () => {
  it('show the not-found page', () => {
    renderWithProviders(<App />, { route: '/cart/extra' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
