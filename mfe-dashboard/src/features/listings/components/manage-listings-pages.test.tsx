import type { OwnRentProduct, Service, WeeklyWindow } from '@campus/shared/contract';
import { answerConfirm, cancelDelete, makeRentProduct, makeService, mockHttp, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

const bike = makeRentProduct({ deposit: 500 });
const desk = makeRentProduct({ _id: 'r-desk', name: 'Study desk', pricePerDay: 40.5, category: 'Furniture', isRented: true, hasPhoto: false });
const tent = makeRentProduct({ _id: 'r-tent', name: 'Camping tent', category: 'Sports Equipment', paused: true, hasPhoto: false });

/** Serves the owner's rent products from a mutable array, so a pause or delete shows on the refetch. */
function serveRent(items: OwnRentProduct[], overrides: Record<string, MockHandler> = {}) {
  let current = [...items];
  http = mockHttp({
    'GET /rent-product/seller-rent-products': () => ({ status: 200, body: { success: true, rentProducts: current } }),
    'PUT /rent-product/update-rent-product/r-cycle': (request) => {
      const paused = (request.data as FormData).get('paused') === 'true';
      current = current.map((item) => (item._id === 'r-cycle' ? { ...item, paused } : item));
      return { status: 200, body: { success: true, message: 'Rent Product updated successfully', rentProduct: current[0] } };
    },
    'DELETE /rent-product/delete-rent-product/r-cycle': () => {
      current = current.filter((item) => item._id !== 'r-cycle');
      return { status: 200, body: { success: true, message: 'Mountain bike deleted successfully' } };
    },
    ...overrides,
  });
}

function serveServices(items: Service[], overrides: Record<string, MockHandler> = {}) {
  let current = [...items];
  http = mockHttp({
    'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: current } }),
    'PUT /service/update-service/s-maths': (request) => {
      const paused = (request.data as FormData).get('paused') === 'true';
      current = current.map((item) => (item._id === 's-maths' ? { ...item, paused } : item));
      return { status: 200, body: { success: true, message: 'Service updated successfully', service: current[0] } };
    },
    'DELETE /service/delete-service/s-maths': () => {
      current = current.filter((item) => item._id !== 's-maths');
      return { status: 200, body: { success: true, message: 'Maths tutoring deleted successfully' } };
    },
    ...overrides,
  });
}

function renderAt(route: string) {
  return openDashboard(route);
}

/** `GET /service/{id}/availability`'s answer with the week `weekly`. */
const hoursAnswer = (weekly: WeeklyWindow[]) => ({ success: true, weekly, taken: [], timeZone: 'Asia/Kolkata', today: '2026-03-09' });

const rentRoute = '/dashboard/user/manage-rented-products';
const servicesRoute = '/dashboard/user/manage-services';
const callsWith = (method: string) => http?.calls.filter((call) => call.method === method) ?? [];

describe('Manage Your Rent Products', () => {
  it('shows a loading state, then a card per item with photo, price per day, deposit, category and status', async () => {
    serveRent([bike, desk, tent]);
    renderAt(rentRoute);
    expect(screen.getByText('Loading your rent products…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Mountain bike' });
    expect(within(card).getByText('₹120.00')).toBeInTheDocument();
    expect(card).toHaveTextContent('₹120.00 per day');
    expect(card).toHaveTextContent('Refundable deposit ₹500.00');
    expect(within(card).getByText('Transport')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause listing: Mountain bike' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Mountain bike' })).toHaveAttribute('src', '/api/v1/rent-product/get-rent-product-photo/r-cycle?size=card');
    // Rented comes from the server (a booking has it with a borrower); the owner can still pause it.
    const rented = screen.getByRole('article', { name: 'Study desk' });
    expect(within(rented).getByText('Rented')).toBeInTheDocument();
    expect(rented).not.toHaveTextContent('deposit');
    expect(within(rented).getByRole('button', { name: 'Pause listing: Study desk' })).toBeInTheDocument();
    const paused = screen.getByRole('article', { name: 'Camping tent' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Resume listing: Camping tent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    expect(http?.calls[0]?.headers.Authorization).toBe('Bearer jwt');
  });

  it('pauses an item with a multipart PUT of paused=true, toasts, then resumes it', async () => {
    serveRent([bike]);
    const user = renderAt(rentRoute);
    await user.click(await screen.findByRole('button', { name: 'Pause listing: Mountain bike' }));

    expect(await screen.findByText('Rent Product updated successfully')).toBeInTheDocument();
    const [put] = callsWith('PUT');
    expect(put?.url).toBe('/rent-product/update-rent-product/r-cycle');
    expect(Object.fromEntries((put?.data as FormData).entries())).toEqual({ paused: 'true' });
    const card = screen.getByRole('article', { name: 'Mountain bike' });
    await waitFor(() => expect(within(card).getByText('Paused')).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Resume listing: Mountain bike' }));
    await waitFor(() => expect(within(card).getByText('Available')).toBeInTheDocument());
    expect((callsWith('PUT')[1]?.data as FormData).get('paused')).toBe('false');
    expect(within(card).getByRole('button', { name: 'Pause listing: Mountain bike' })).toBeInTheDocument();
  });

  it('deletes after confirmation, and sends nothing when cancelled', async () => {
    serveRent([bike, desk]);
    const user = renderAt(rentRoute);
    const remove = await screen.findByRole('button', { name: 'Delete Mountain bike' });

    await cancelDelete(user, remove, { title: 'Delete rent product', question: 'Delete Mountain bike? This cannot be undone.' }, http?.calls);
    expect(screen.getByRole('article', { name: 'Mountain bike' })).toBeInTheDocument();

    await user.click(remove);
    await answerConfirm(user, 'Delete Mountain bike? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Mountain bike deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mountain bike' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Study desk' })).toBeInTheDocument();
    expect(callsWith('DELETE').map((call) => call.url)).toEqual(['/rent-product/delete-rent-product/r-cycle']);
  });

  it('words delete failures as docs/product-rules.md "Texts" does', async () => {
    serveRent([bike], { 'DELETE /rent-product/delete-rent-product/r-cycle': () => ({ status: 500 }) });
    const user = renderAt(rentRoute);
    await user.click(await screen.findByRole('button', { name: 'Delete Mountain bike' }));
    await answerConfirm(user, 'Delete Mountain bike? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Failed to delete rent product')).toBeInTheDocument();

    http?.restore();
    serveRent([bike], { 'DELETE /rent-product/delete-rent-product/r-cycle': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Delete Mountain bike' }));
    await answerConfirm(user, 'Delete Mountain bike? This cannot be undone.', 'Delete');
    expect(await screen.findByText('An error occurred while deleting the rent product')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mountain bike' })).toBeInTheDocument();
  });

  it("says 'No rent products yet.' with a link to Rent Product", async () => {
    serveRent([]);
    renderAt(rentRoute);
    expect(await screen.findByText('No rent products yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Rent Product' })).toHaveAttribute('href', '/dashboard/user/create-rent-order');
  });
});

describe('Manage Your Services', () => {
  it('lists the services priced per hour and pauses one', async () => {
    serveServices([makeService()]);
    const user = renderAt(servicesRoute);
    expect(screen.getByText('Loading your services…')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Maths tutoring' });
    expect(card).toHaveTextContent('₹300.00 per hour');
    expect(card).not.toHaveTextContent('deposit');
    expect(within(card).getByText('Tutoring')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByTestId('photo-placeholder')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pause listing: Maths tutoring' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    const [put] = callsWith('PUT');
    expect(put?.url).toBe('/service/update-service/s-maths');
    expect((put?.data as FormData).get('paused')).toBe('true');
    await waitFor(() => expect(within(card).getByText('Paused')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Resume listing: Maths tutoring' })).toBeInTheDocument();
  });

  it('says a service without opening hours cannot be booked, with the way to its hours; not once it has hours', async () => {
    const guitar = makeService({ _id: 's-guitar', name: 'Guitar lessons', category: 'Music Lessons' });
    serveServices([makeService(), guitar], {
      'GET /service/s-maths/availability': () => ({ status: 200, body: hoursAnswer([]) }),
      'GET /service/s-guitar/availability': () => ({ status: 200, body: hoursAnswer([{ day: 1, from: '17:00', to: '19:00' }]) }),
    });
    const user = renderAt(servicesRoute);
    const card = await screen.findByRole('article', { name: 'Maths tutoring' });
    const link = await within(card).findByRole('link', { name: 'Set opening hours so students can book it: Maths tutoring' });
    expect(link).toHaveTextContent('Set opening hours so students can book it');
    expect(link).toHaveAttribute('href', '/dashboard/user/manage-services/s-maths/edit#opening-hours');
    expect(card).toHaveTextContent('No opening hours yet.');
    const other = screen.getByRole('article', { name: 'Guitar lessons' });
    expect(other).not.toHaveTextContent('No opening hours yet.');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/manage-services/s-maths/edit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
  });

  it('deletes after confirmation, and not when cancelled', async () => {
    serveServices([makeService()]);
    const user = renderAt(servicesRoute);
    const remove = await screen.findByRole('button', { name: 'Delete Maths tutoring' });
    await cancelDelete(user, remove, { title: 'Delete service', question: 'Delete Maths tutoring? This cannot be undone.' }, http?.calls);
    expect(screen.getByRole('article', { name: 'Maths tutoring' })).toBeInTheDocument();
    await user.click(remove);
    await answerConfirm(user, 'Delete Maths tutoring? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Maths tutoring deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No services yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Offer Service' })).toHaveAttribute('href', '/dashboard/user/create-service');
  });

  it('words delete failures as docs/product-rules.md "Texts" does', async () => {
    serveServices([makeService()], { 'DELETE /service/delete-service/s-maths': () => ({ status: 500 }) });
    const user = renderAt(servicesRoute);
    await user.click(await screen.findByRole('button', { name: 'Delete Maths tutoring' }));
    await answerConfirm(user, 'Delete Maths tutoring? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Failed to delete service')).toBeInTheDocument();

    http?.restore();
    serveServices([makeService()], { 'DELETE /service/delete-service/s-maths': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Delete Maths tutoring' }));
    await answerConfirm(user, 'Delete Maths tutoring? This cannot be undone.', 'Delete');
    expect(await screen.findByText('An error occurred while deleting the service')).toBeInTheDocument();
  });
});
