import type { RentProduct } from '@campus/shared/contract';
import { expectContactLinks, LocationProbe, makeRentItem, mockHttp, ownerOf, renderWithProviders, student, type MockHandler } from '@campus/shared/testing';
import { baseApi } from '@campus/shared/api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const bike = makeRentItem({
  _id: '7d4c1e9a-3b2f-4c8e-9a1d-5f6e7a8b9c0d',
  name: 'Mountain Bike',
  description: 'A 21-speed bike with a lock.\nHelmet included.',
  sellerId: { ...ownerOf(student), email: 'asha@example.com' },
});
const itemUrl = `/rent-product/get-rent-product/${bike._id}`;

function renderAt(route: string, handlers: Record<string, MockHandler>) {
  mockHttp(handlers);
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route },
  );
}

const answer = (rentProduct: RentProduct) => () => ({ status: 200, body: { success: true, rentProduct } });

describe('a rent item page', () => {
  it("badges the owner as a verified student of the campus on a campus site, and only then", async () => {
    const verified = { ...bike, sellerId: { ...bike.sellerId, verified: true, campus: 'Hill College' } };
    const { unmount } = renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer(verified) });
    const owner = (await screen.findByText('Owner')).nextElementSibling;
    expect(owner).toHaveTextContent(`${student.name}✓ Verified student of Hill College`);
    unmount();
    baseApi.util.resetApiState();
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer({ ...bike, sellerId: { ...bike.sellerId, verified: false, campus: 'Hill College' } }) });
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText(/Verified student/)).not.toBeInTheDocument();
  });


  it('shows the refundable deposit on the page before any days are picked, and nothing for an item without one', async () => {
    const { unmount } = renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer({ ...bike, deposit: 1500 }) });
    const deposit = (await screen.findByText('Refundable deposit', { selector: 'dt' })).nextElementSibling;
    expect(deposit).toHaveTextContent('₹1,500.00, paid with each booking and refunded after a good return');
    unmount();
    baseApi.util.resetApiState();
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer({ ...bike, deposit: 0 }) });
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText('Refundable deposit', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the photo at page size, name, price per day, category, owner, status and description', async () => {
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer(bike) });
    expect(screen.getByText('Loading item…')).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Mountain Bike' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(document.title).toBe('Mountain Bike · Campus Marketplace');
    const page = screen.getByRole('article', { name: 'Mountain Bike' });
    const photo = within(page).getByRole('img', { name: 'Mountain Bike' });
    const url = `/api/v1/rent-product/get-rent-product-photo/${bike._id}`;
    expect(photo).toHaveAttribute('src', url);
    expect(photo).toHaveAttribute('srcset', `${url}?size=card 400w, ${url} 1200w`);
    expect(photo).toHaveAttribute('sizes', '(min-width: 1140px) 550px, (min-width: 768px) 48vw, 100vw');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(within(page).getByText('₹120.00 per day')).toBeInTheDocument();
    expect(within(page).getByText('Transport')).toBeInTheDocument();
    expect(within(page).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(page).getByText('Available')).toBeInTheDocument();
    const description = within(page).getByRole('region', { name: 'Description' });
    expect(description).toHaveTextContent('A 21-speed bike with a lock. Helmet included.');
    expect(screen.getByRole('link', { name: 'All items to borrow' })).toHaveAttribute('href', '/rent/products');
  });

  it('contacts the owner on WhatsApp and by e-mail with a greeting naming the item', async () => {
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer(bike) });
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    const greeting = 'Hi Asha Rao, I found your "Mountain Bike" on Campus Marketplace. Is it still available?';
    const whatsApp = expectContactLinks(contact, { greeting, whatsApp: '919876543210', email: 'asha@example.com', subject: 'Campus Marketplace: Mountain Bike' });
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks a visitor to log in to e-mail the owner, and the login page brings them back to the item', async () => {
    const { email: _email, ...withoutEmail } = bike.sellerId;
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer({ ...bike, sellerId: withoutEmail }) });
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    expect(within(contact).queryByRole('link', { name: 'E-mail the owner' })).not.toBeInTheDocument();
    const login = within(contact).getByRole('link', { name: 'Log in to e-mail the owner' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.setup().click(login);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says Rented for an item its owner rented out, and draws the initial without a photo', async () => {
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: answer({ ...bike, isRented: true, hasPhoto: false }) });
    const page = await screen.findByRole('article', { name: 'Mountain Bike' });
    expect(within(page).getByText('Rented')).toBeInTheDocument();
    expect(within(page).queryByText('Available')).not.toBeInTheDocument();
    expect(within(page).getByTestId('photo-placeholder')).toHaveTextContent('M');
  });

  it('shows a not-found message with the way back for an unknown or a malformed id', async () => {
    const user = userEvent.setup();
    renderAt('/rent/products/no-such-id', {
      'GET /rent-product/get-rent-product/no-such-id': () => ({ status: 400, body: { success: false, message: 'Invalid rent product id' } }),
      [`GET ${itemUrl}`]: () => ({ status: 404, body: { success: false, message: 'Rent product not found' } }),
      'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(document.title).toBe('Item not found · Campus Marketplace');
    await user.click(screen.getByRole('link', { name: 'All items to borrow' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rent/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Borrow from students' })).toBeInTheDocument();
  });

  it('says an unknown id is not found too', async () => {
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: () => ({ status: 404, body: { success: false, message: 'Rent product not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("refreshes on an edit or a delete of this item made elsewhere (its id's tag), and then says it is gone", async () => {
    let current: RentProduct | null = bike;
    const { store } = renderAt(`/rent/products/${bike._id}`, {
      [`GET ${itemUrl}`]: () =>
        current ? { status: 200, body: { success: true, rentProduct: current } } : { status: 404, body: { success: false, message: 'Rent product not found' } },
    });
    await screen.findByText('₹120.00 per day');

    // What the dashboard's update and delete mutations invalidate.
    current = { ...bike, pricePerDay: 150 };
    await act(() => store.dispatch(baseApi.util.invalidateTags([{ type: 'RentProduct', id: bike._id }])));
    expect(await screen.findByText('₹150.00 per day')).toBeInTheDocument();

    current = null;
    await act(() => store.dispatch(baseApi.util.invalidateTags([{ type: 'RentProduct', id: bike._id }])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
  });

  it('explains a failed load and tries again on request', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderAt(`/rent/products/${bike._id}`, { [`GET ${itemUrl}`]: () => (fail ? 'network-error' : answer(bike)()) });
    expect(await screen.findByText('Error fetching products')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Item not found' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mountain Bike' })).toBeInTheDocument();
  });
});
