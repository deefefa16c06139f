import { makeRentProduct, makeService, mockHttp, type MockHandler, type MockRequest } from '@campus/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_HINT, PHOTO_NOT_AN_IMAGE } from '../../../components/photo-picker';
import { preparePhoto } from '../../../components/shrink-photo';
import { renderDashboard } from '../../../testing/render-dashboard';
import { stubObjectUrls } from '../../../testing/photos';
import { UPLOAD_CANCELLED } from '../../../components/upload-progress';
import { DEPOSIT_HINT } from './listing-form';

// jsdom cannot decode or draw images: what the browser would make of a file is set per test.
vi.mock('../../../components/shrink-photo', async (importOriginal) =>
  (await import('../../../testing/photos')).withPreparePhotoStub(await importOriginal()),
);
const prepare = vi.mocked(preparePhoto);

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  stubObjectUrls();
  prepare.mockReset();
  prepare.mockImplementation(async (file) => ({ ok: true, file: new File(['webp'], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' }) }));
});

function renderAt(route: string, handlers: Record<string, MockHandler>, user = userEvent.setup()) {
  http = mockHttp(handlers);
  renderDashboard(route);
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, price: string, priceLabel: string, category: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mountain bike');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A 21-speed bike.');
  await user.type(screen.getByRole('spinbutton', { name: priceLabel }), price);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), category);
}

const callsTo = (url: string) => http?.calls.filter((call) => call.url === url) ?? [];

describe('Rent Product', () => {
  const route = '/dashboard/user/create-rent-order';
  const url = '/rent-product/create-rent-product';

  it('offers the rent categories and the photo hint, and sends nothing while invalid', async () => {
    const user = renderAt(route, {});
    expect(screen.getByRole('heading', { name: 'Rent Product' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sports Equipment' })).toBeInTheDocument();
    expect(screen.getByText(PHOTO_HINT)).toBeInTheDocument();
    expect(PHOTO_HINT).toContain('up to 5 MB');

    await user.click(screen.getByRole('button', { name: 'Create rent product' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(url)).toHaveLength(0);
  });

  it('sends the fields and photo as multipart, toasts and opens the rent products after 1500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderAt(
      route,
      {
        [`POST ${url}`]: () => ({
          status: 201,
          body: { success: true, message: 'Rent Product created successfully!', rentProduct: makeRentProduct() },
        }),
        'GET /rent-product/seller-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [] } }),
      },
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill(user, '120.50', 'Price per day (₹)', 'Transport');
    await user.upload(screen.getByLabelText('Photo (optional)'), new File(['jpeg'], 'bike.jpg', { type: 'image/jpeg' }));

    await user.click(screen.getByRole('button', { name: 'Create rent product' }));

    expect(await screen.findByText('Rent Product created successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
    const [call] = callsTo(url);
    expect(call?.method).toBe('POST');
    expect(call?.headers.Authorization).toBe('Bearer jwt');
    const body = call?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Mountain bike');
    expect(body.get('description')).toBe('A 21-speed bike.');
    expect(body.get('pricePerDay')).toBe('120.5');
    expect(body.get('category')).toBe('Transport');
    // A deposit left blank is none: not sent.
    expect(body.get('deposit')).toBeNull();
    expect(body.get('photo')).toMatchObject({ name: 'bike.webp', type: 'image/webp' });

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/manage-rented-products');
  });

  it('takes an optional refundable deposit, refused as the server would refuse it, and sends it as deposit', async () => {
    const user = renderAt(route, {
      [`POST ${url}`]: () => ({
        status: 201,
        body: { success: true, message: 'Rent Product created successfully!', rentProduct: makeRentProduct({ deposit: 500 }) },
      }),
    });
    const deposit = screen.getByRole('spinbutton', { name: 'Refundable deposit (₹)' });
    expect(deposit).toHaveValue(null);
    expect(deposit).toHaveAccessibleDescription(DEPOSIT_HINT);
    expect(DEPOSIT_HINT).toMatch(/charged with each booking and refunded when the item comes back in good order/i);
    await fill(user, '120', 'Price per day (₹)', 'Transport');

    await user.type(deposit, '-5');
    await user.click(screen.getByRole('button', { name: 'Create rent product' }));
    expect(await screen.findByText('Deposit cannot be negative')).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription('Deposit cannot be negative');

    await user.clear(deposit);
    await user.type(deposit, '12.345');
    await user.click(screen.getByRole('button', { name: 'Create rent product' }));
    expect(await screen.findByText('Deposit can have at most two decimals')).toBeInTheDocument();
    expect(callsTo(url)).toHaveLength(0);

    await user.clear(deposit);
    await user.type(deposit, '500');
    await user.click(screen.getByRole('button', { name: 'Create rent product' }));
    expect(await screen.findByText('Rent Product created successfully!')).toBeInTheDocument();
    expect((callsTo(url)[0]?.data as FormData).get('deposit')).toBe('500');
  });

  it("shows the server's message, or 'Error creating rent product' when there is none", async () => {
    const user = renderAt(route, { [`POST ${url}`]: () => ({ status: 400, body: { success: false, message: 'Photo is not an image' } }) });
    await fill(user, '50', 'Price per day (₹)', 'Books');
    await user.click(screen.getByRole('button', { name: 'Create rent product' }));
    expect(await screen.findByText('Photo is not an image')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mountain bike');

    http?.restore();
    http = mockHttp({ [`POST ${url}`]: () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Create rent product' }));
    expect(await screen.findByText('Error creating rent product')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });
});

describe('Offer Service', () => {
  const route = '/dashboard/user/create-service';
  const url = '/service/create-service';

  it('offers the service categories and sends nothing while invalid', async () => {
    const user = renderAt(route, {});
    expect(screen.getByRole('heading', { name: 'Offer Service' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Music Lessons' })).toBeInTheDocument();
    // A service has no deposit (docs/product-rules.md "Bookings").
    expect(screen.queryByRole('spinbutton', { name: 'Refundable deposit (₹)' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maths tutoring');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(callsTo(url)).toHaveLength(0);
  });

  it('sends the fields as multipart, toasts and opens the services after 1500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderAt(
      route,
      {
        [`POST ${url}`]: () => ({ status: 201, body: { success: true, message: 'Service created successfully!', service: makeService() } }),
        'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: [] } }),
      },
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill(user, '300', 'Price per hour (₹)', 'Tutoring');

    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(await screen.findByText('Service created successfully!')).toBeInTheDocument();
    const body = callsTo(url)[0]?.data as FormData;
    expect(body.get('pricePerDay')).toBe('300');
    expect(body.get('category')).toBe('Tutoring');
    expect(body.get('deposit')).toBeNull();
    expect(body.get('photo')).toBeNull();
    // Every day left closed: no opening hours yet.
    expect(body.get('weekly')).toBe('[]');
    expect(screen.getByTestId('location')).toHaveTextContent(route);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/manage-services');
  });

  it('takes the opening hours on the form itself and sends them with the service, so it is bookable at once', async () => {
    const user = renderAt(route, {
      [`POST ${url}`]: () => ({ status: 201, body: { success: true, message: 'Service created successfully!', service: makeService() } }),
      'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: [] } }),
    });
    const hours = screen.getByRole('group', { name: 'Opening hours' });
    await fill(user, '300', 'Price per hour (₹)', 'Tutoring');
    await user.click(within(hours).getByRole('button', { name: 'Add hours: Monday' }));
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Monday, window 1, To' }), '13:00');
    await user.click(within(hours).getByRole('button', { name: 'Copy to weekdays: Monday' }));
    await user.click(within(hours).getByRole('button', { name: 'Add hours: Saturday' }));

    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(await screen.findByText('Service created successfully!')).toBeInTheDocument();
    const body = callsTo(url)[0]?.data as FormData;
    expect(JSON.parse(String(body.get('weekly')))).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '13:00' })),
      { day: 6, from: '09:00', to: '17:00' },
    ]);
  });

  it('refuses overlapping hours at the form, as the server would, and sends nothing', async () => {
    const user = renderAt(route, {});
    const hours = screen.getByRole('group', { name: 'Opening hours' });
    await fill(user, '300', 'Price per hour (₹)', 'Tutoring');
    await user.click(within(hours).getByRole('button', { name: 'Add hours: Monday' }));
    await user.click(within(hours).getByRole('button', { name: 'Add hours: Monday' }));
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Monday, window 2, From' }), '10:00');

    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(await within(hours).findByText('Windows of the same day cannot overlap')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(hours).getByRole('combobox', { name: 'Monday, window 1, To' })).toHaveFocus());
    expect(callsTo(url)).toHaveLength(0);
  });

  it('lands on the new service, which asks for opening hours: without them nobody can book it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = makeService({ _id: 's-new', name: 'Mountain bike' });
    const user = renderAt(
      route,
      {
        [`POST ${url}`]: () => ({ status: 201, body: { success: true, message: 'Service created successfully!', service: created } }),
        'GET /service/seller-services': () => ({ status: 200, body: { success: true, services: [created] } }),
        'GET /service/s-new/availability': () => ({
          status: 200,
          body: { success: true, weekly: [], taken: [], timeZone: 'Asia/Kolkata', today: '2026-03-09' },
        }),
      },
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill(user, '300', 'Price per hour (₹)', 'Tutoring');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Service created successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));

    const card = await screen.findByRole('article', { name: 'Mountain bike' });
    const link = await within(card).findByRole('link', { name: /^Set opening hours so students can book it/ });
    expect(link).toHaveAttribute('href', '/dashboard/user/manage-services/s-new/edit#opening-hours');
  });

  it("says 'Error creating service' when the server never answers", async () => {
    const user = renderAt(route, { [`POST ${url}`]: () => 'network-error' });
    await fill(user, '300', 'Price per hour (₹)', 'Other');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Error creating service')).toBeInTheDocument();
  });
});

describe.each([
  ['Rent Product', '/dashboard/user/create-rent-order', '/rent-product/create-rent-product', 'Price per day (₹)', 'Books', 'Create rent product'],
  ['Offer Service', '/dashboard/user/create-service', '/service/create-service', 'Price per hour (₹)', 'Tutoring', 'Create service'],
])('%s photo', (_form, route, url, priceLabel, category, submit) => {
  it('refuses a text file named .jpg at the field and sends nothing', async () => {
    prepare.mockResolvedValue({ ok: false, reason: 'not-an-image' });
    const user = renderAt(route, {});
    await fill(user, '50', priceLabel, category);
    const field = screen.getByLabelText('Photo (optional)');
    await user.upload(field, new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(PHOTO_NOT_AN_IMAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: submit }));
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(callsTo(url)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });
});

describe('a listing photo on its way (docs/decisions/0038-axios-as-the-http-client.md, "Uploads")', () => {
  it.each([
    ['Rent Product', '/dashboard/user/create-rent-order', '/rent-product/create-rent-product', 'Price per day (₹)', 'Transport', 'Create rent product'],
    ['Offer Service', '/dashboard/user/create-service', '/service/create-service', 'Price per hour (₹)', 'Tutoring', 'Create service'],
  ])('%s shows the upload progress, and Cancel aborts it with nothing created and the form kept', async (_page, route, url, priceLabel, category, submit) => {
    let sent: (request: MockRequest) => void = () => undefined;
    const request = new Promise<MockRequest>((resolve) => (sent = resolve));
    const user = renderAt(route, {
      [`POST ${url}`]: (call) => {
        sent(call);
        return 'never';
      },
    });
    await fill(user, '120', priceLabel, category);
    await user.upload(screen.getByLabelText('Photo (optional)'), new File(['jpeg'], 'bike.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: submit }));
    const call = await request;

    act(() => call.uploadProgress(300, 1000));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('30%')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(call.signal?.aborted).toBe(true);
    expect(await screen.findByText(UPLOAD_CANCELLED)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(callsTo(url)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(route);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mountain bike');
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
  });
});
