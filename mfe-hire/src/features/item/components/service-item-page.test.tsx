import type { Service } from '@campus/shared/contract';
import { expectContactLinks, makeService, mockHttp, renderWithProviders, type MockHandler } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

const tutoring = makeService({
  _id: '2f0a6c1d-8e4b-4d7a-b3c9-1e2f3a4b5c6d',
  name: 'Calculus tutoring',
  description: 'First-year calculus, one to one.',
  sellerId: { _id: 'u-meera', name: 'Meera Iyer', phone: '+91 91234-56789', email: 'meera@example.com' },
});
const itemUrl = `/service/get-service/${tutoring._id}`;

let http: ReturnType<typeof mockHttp> | undefined;

function renderAt(route: string, handlers: Record<string, MockHandler>) {
  http = mockHttp(handlers);
  return renderWithProviders(<App />, { route });
}

const answer = (service: Service) => () => ({ status: 200, body: { success: true, service } });

describe('a service page', () => {
  it('shows the name, price per hour, category, owner, status, description and contact links', async () => {
    renderAt(`/service/products/${tutoring._id}`, { [`GET ${itemUrl}`]: answer(tutoring) });
    expect(screen.getByText('Loading service…')).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Calculus tutoring' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(document.title).toBe('Calculus tutoring · Campus Marketplace');
    const page = screen.getByRole('article', { name: 'Calculus tutoring' });
    expect(within(page).getByText('₹300.00 per hour')).toBeInTheDocument();
    expect(within(page).getByText('Tutoring')).toBeInTheDocument();
    expect(within(page).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(page).getByText('Available')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Description' })).toHaveTextContent('First-year calculus, one to one.');
    // No photo: the name's initial, and nothing for a screen reader to read twice.
    expect(within(page).getByTestId('photo-placeholder')).toHaveTextContent('C');

    const contact = within(page).getByRole('region', { name: 'Contact the owner' });
    const greeting = 'Hi Meera Iyer, I found your "Calculus tutoring" service on Campus Marketplace. Is it still available?';
    expectContactLinks(contact, { greeting, whatsApp: '919123456789', email: 'meera@example.com', subject: 'Campus Marketplace: Calculus tutoring' });
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/service/products');
  });

  it('asks a visitor to log in to e-mail the owner (the server gives members the address), and keeps WhatsApp', async () => {
    const { email: _email, ...withoutEmail } = tutoring.sellerId;
    renderAt(`/service/products/${tutoring._id}`, { [`GET ${itemUrl}`]: answer({ ...tutoring, sellerId: withoutEmail }) });
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    expect(within(contact).getByRole('link', { name: 'Chat on WhatsApp' })).toBeInTheDocument();
    expect(within(contact).queryByRole('link', { name: 'E-mail the owner' })).not.toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Log in to e-mail the owner' })).toHaveAttribute('href', '/login');
  });

  it('shows the photo at page size and Rented for a service taken', async () => {
    renderAt(`/service/products/${tutoring._id}`, { [`GET ${itemUrl}`]: answer({ ...tutoring, hasPhoto: true, isRented: true }) });
    const page = await screen.findByRole('article', { name: 'Calculus tutoring' });
    const url = `/api/v1/service/get-service-photo/${tutoring._id}`;
    const photo = within(page).getByRole('img', { name: 'Calculus tutoring' });
    expect(photo).toHaveAttribute('src', url);
    expect(photo).toHaveAttribute('srcset', `${url}?size=card 400w, ${url} 1200w`);
    expect(within(page).getByText('Rented')).toBeInTheDocument();
  });

  it('shows a not-found message with the way back for an unknown or a malformed id', async () => {
    for (const [id, status] of [
      [tutoring._id, 404],
      ['not-an-id', 400],
    ] as const) {
      const view = renderAt(`/service/products/${id}`, {
        [`GET /service/get-service/${id}`]: () => ({ status, body: { success: false, message: 'Service not found' } }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
      expect(document.title).toBe('Service not found · Campus Marketplace');
      expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/service/products');
      view.unmount();
      http?.restore();
    }
  });
});
