import type { Service } from '@campus/shared/contract';
import { expectContactLinks, listedFor, makeService, mockHttp, renderWithProviders } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../../../app/app';

// Meera Iyer offers every service here, each described alike.
const meera = { _id: 'u-meera', name: 'Meera Iyer', phone: '+91 91234-56789', email: 'meera@example.com' };
const service = (overrides: Partial<Service>) => makeService({ description: 'Help from a student.', sellerId: meera, ...overrides });

const maths = service({ hasPhoto: true });
const photos = service({ _id: 's-photo', name: 'Event photos', pricePerDay: 750, pricePerHour: 750, category: 'Photography', isRented: true });
const guitar = service({ _id: 's-guitar', name: 'Guitar lessons', pricePerDay: 250, pricePerHour: 250, category: 'Music Lessons' });

/** The list call, its filters applied as the server would (README "Search"). */
function serve(services: Service[] = [maths, photos, guitar]) {
  return mockHttp({ 'GET /service/get-services': (request) => ({ status: 200, body: { success: true, services: listedFor(services, request) } }) });
}

const listCalls = (http: ReturnType<typeof serve>) => http.calls.filter((call) => call.url === '/service/get-services').map((call) => call.query.toString());

/** The state the last navigation carried (the login page reads `from` to come back). */
function StateProbe() {
  return <div data-testid="state">{JSON.stringify(useLocation().state)}</div>;
}

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('services browse', () => {
  it("links each card's name to the service's own page, with the contact links outside that link", async () => {
    mockHttp({
      'GET /service/get-services': () => ({ status: 200, body: { success: true, services: [maths, photos, guitar] } }),
      'GET /service/get-service/s-maths': () => ({ status: 200, body: { success: true, service: maths } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/service/products' });
    const card = await screen.findByRole('article', { name: 'Maths tutoring' });
    const name = within(card).getByRole('link', { name: 'Maths tutoring' });
    expect(name).toHaveAttribute('href', '/service/products/s-maths');
    expect(name).not.toContainElement(within(card).getByRole('link', { name: 'Chat on WhatsApp' }));
    expect(name).not.toContainElement(within(card).getByRole('link', { name: 'E-mail the owner' }));

    await user.click(name);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths tutoring' })).toBeInTheDocument();
    expect(screen.getByText('Help from a student.')).toBeInTheDocument();
  });

  it('shows a card per service with its price per hour, category, status and owner', async () => {
    serve();
    renderWithProviders(<App />, { route: '/service/products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hire a service' })).toBeInTheDocument();
    expect(screen.getByText('Loading services…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Maths tutoring' });
    expect(within(card).getByText('₹300.00 per hour')).toBeInTheDocument();
    expect(within(card).getByText('Tutoring')).toBeInTheDocument();
    expect(within(card).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Maths tutoring' })).toHaveAttribute(
      'src',
      '/api/v1/service/get-service-photo/s-maths?size=card',
    );
    const photosCard = screen.getByRole('article', { name: 'Event photos' });
    expect(within(photosCard).getByText('Rented')).toBeInTheDocument();
    expect(within(photosCard).getByText('₹750.00 per hour')).toBeInTheDocument();
    expect(within(photosCard).getByTestId('photo-placeholder')).toHaveTextContent('E');
    expect(cardNames()).toEqual(['Maths tutoring', 'Event photos', 'Guitar lessons']);
  });

  it('prefills the message to the owner with a greeting naming the service', async () => {
    serve();
    renderWithProviders(<App />, { route: '/service/products' });
    const card = await screen.findByRole('article', { name: 'Guitar lessons' });
    const greeting = 'Hi Meera Iyer, I found your "Guitar lessons" service on Campus Marketplace. Is it still available?';
    const whatsApp = expectContactLinks(card, { greeting, whatsApp: '919123456789', email: 'meera@example.com', subject: 'Campus Marketplace: Guitar lessons' });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers a visitor the login page instead of an e-mail, with the way back to this browse', async () => {
    const { email: _email, ...withoutEmail } = guitar.sellerId;
    serve([{ ...guitar, sellerId: withoutEmail }]);
    renderWithProviders(
      <>
        <App />
        <StateProbe />
      </>,
      { route: '/service/products?category=Music%20Lessons' },
    );
    const card = await screen.findByRole('article', { name: 'Guitar lessons' });
    expect(within(card).queryByRole('link', { name: 'E-mail the owner' })).not.toBeInTheDocument();
    const login = within(card).getByRole('link', { name: 'Log in to e-mail the owner' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.setup().click(login);
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/service/products?category=Music%20Lessons"}');
  });

  it('preselects the category of the query string from the fixed list', async () => {
    serve();
    renderWithProviders(<App />, { route: '/service/products?category=Music%20Lessons' });
    await screen.findByRole('article', { name: 'Guitar lessons' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('Music Lessons');
    expect(within(category).getAllByRole('option')).toHaveLength(10);
    expect(cardNames()).toEqual(['Guitar lessons']);
  });

  it('treats an unknown category in the query string as all categories', async () => {
    serve();
    renderWithProviders(<App />, { route: '/service/products?category=Juggling' });
    await screen.findByRole('article', { name: 'Guitar lessons' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(cardNames()).toHaveLength(3);
  });

  it('keeps the filters in the URL, asks the server with them, and Reset Filters clears both', async () => {
    const http = serve();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <App />
        <SearchProbe />
      </>,
      { route: '/service/products' },
    );
    await screen.findByRole('article', { name: 'Maths tutoring' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Photography');
    await waitFor(() => expect(cardNames()).toEqual(['Event photos']));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'maths');
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?search=maths&category=Photography');
    // The typed search is asked for once, after the pause, not at every keystroke.
    expect(listCalls(http)).toEqual(['', 'category=Photography', 'search=maths&category=Photography']);

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it("says 'No services found' when nobody offers a service", async () => {
    serve([]);
    renderWithProviders(<App />, { route: '/service/products' });
    expect(await screen.findByText('No services found')).toBeInTheDocument();
  });

  it('explains a failed load with a way to try again', async () => {
    mockHttp({ 'GET /service/get-services': () => ({ status: 500, body: { success: false } }) });
    renderWithProviders(<App />, { route: '/service/products' });
    expect(await screen.findAllByText('Error fetching services')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
