import type { RentProduct, Service } from '@campus/shared/contract';
import {
  admin,
  answerConfirm,
  cancelDelete,
  makeRentItem,
  makeRentProduct,
  makeService,
  mockHttp,
  student,
  type MockHandler,
  type MockRequest,
} from '@campus/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto } from '../../../components/shrink-photo';
import { UPLOAD_CANCELLED } from '../../../components/upload-progress';
import { openDashboard } from '../../../testing/render-dashboard';
import { standInPhotos } from '../../../testing/photos';

// jsdom cannot decode or draw images: the browser's preparation of a chosen photo is stood in for.
vi.mock('../../../components/shrink-photo', async (importOriginal) =>
  (await import('../../../testing/photos')).withPreparePhotoStub(await importOriginal()),
);

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

// The all-products list reads the category as an object (docs/product-rules.md "Entities").
const bike: RentProduct = { ...makeRentProduct(), category: { name: 'Transport' } };
const desk: RentProduct = { ...makeRentProduct({ _id: 'r-desk', name: 'Study desk', pricePerDay: 40.5, isRented: true }), category: { name: 'Furniture' } };

function serve(overrides: Record<string, MockHandler> = {}) {
  let current: RentProduct[] = [bike, desk];
  http = mockHttp({
    'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: current } }),
    'PUT /rent-product/update-rent-product/r-cycle': () => {
      current = current.map((item) => (item._id === 'r-cycle' ? { ...item, name: 'Road bike', pricePerDay: 99 } : item));
      return { status: 200, body: { success: true, message: 'Rent Product updated successfully', rentProduct: makeRentProduct() } };
    },
    'DELETE /rent-product/delete-rent-product/r-desk': () => {
      current = current.filter((item) => item._id !== 'r-desk');
      return { status: 200, body: { success: true, message: 'Study desk deleted successfully' } };
    },
    ...overrides,
  });
}

function renderPage() {
  return openDashboard('/dashboard/admin/update-rent-product', admin);
}

const puts = () => http?.calls.filter((call) => call.method === 'PUT') ?? [];

describe('Update Products (rent, admin)', () => {
  it('lists every rent product with its owner, price per day and status', async () => {
    serve();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Study desk' })).closest('tr');
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Study desk', 'Asha Rao', '₹40.50', 'Rented']);
    expect(screen.getByRole('columnheader', { name: 'Price/day' })).toBeInTheDocument();
  });

  it("says Paused for a rent product its owner paused, whether or not it is out with a borrower", async () => {
    const tent = makeRentItem({ _id: 'r-tent', name: 'Camping tent', paused: true, isRented: true });
    const stove = makeRentItem({ _id: 'r-stove', name: 'Camping stove', paused: true });
    http = mockHttp({ 'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [tent, stove, bike] } }) });
    renderPage();
    for (const [name, status] of [['Camping tent', 'Paused'], ['Camping stove', 'Paused'], ['Mountain bike', 'Available']] as const) {
      const row = (await screen.findByRole('cell', { name })).closest('tr');
      expect(within(row as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent(status);
    }
  });

  it("edits the deposit in the modal, starting from the item's own", async () => {
    const withDeposit: RentProduct = { ...bike, deposit: 300 };
    serve({ 'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [withDeposit] } }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mountain bike' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Mountain bike' });
    const deposit = within(dialog).getByRole('spinbutton', { name: 'Refundable deposit (₹)' });
    expect(deposit).toHaveValue(300);
    await user.clear(deposit);
    await user.type(deposit, '350.75');
    await user.click(within(dialog).getByRole('button', { name: 'Update rent product' }));
    expect(await screen.findByText('Rent Product updated successfully')).toBeInTheDocument();
    expect((puts()[0]?.data as FormData).get('deposit')).toBe('350.75');
  });

  it('edits a rent product in a prefilled modal and PUTs it to the rent product path', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mountain bike' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Mountain bike' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const price = within(dialog).getByRole('spinbutton', { name: 'Price per day (₹)' });
    expect(name).toHaveValue('Mountain bike');
    expect(price).toHaveValue(120);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Transport');

    await user.clear(name);
    await user.type(name, 'Road bike');
    await user.clear(price);
    await user.type(price, '99');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Sports Equipment');
    await user.click(within(dialog).getByRole('button', { name: 'Update rent product' }));

    expect(await screen.findByText('Rent Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Road bike' })).toBeInTheDocument();
    const [put] = puts();
    expect(put?.url).toBe('/rent-product/update-rent-product/r-cycle');
    expect(put?.headers.Authorization).toBe('Bearer jwt');
    const body = put?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Road bike');
    expect(body.get('pricePerDay')).toBe('99');
    expect(body.get('category')).toBe('Sports Equipment');
    expect(body.get('description')).toBe(bike.description);
    expect(body.get('photo')).toBeNull();
    expect(http?.calls.some((call) => call.url.startsWith('/product/'))).toBe(false);
  });

  it('sends nothing while the edit is invalid, and words failures as docs/product-rules.md "Texts" does', async () => {
    serve({ 'PUT /rent-product/update-rent-product/r-cycle': () => ({ status: 403, body: { success: false, message: 'Not allowed' } }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mountain bike' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Update rent product' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.type(name, 'Road bike');
    await user.click(within(dialog).getByRole('button', { name: 'Update rent product' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    http?.restore();
    serve({ 'PUT /rent-product/update-rent-product/r-cycle': () => ({ status: 500 }) });
    await user.click(within(dialog).getByRole('button', { name: 'Update rent product' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
  });

  it('deletes a rent product after confirmation, and not when cancelled', async () => {
    serve();
    const user = renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Study desk' });

    await cancelDelete(user, remove, { title: 'Delete rent product', question: 'Delete Study desk? This cannot be undone.' }, http?.calls);
    expect(screen.getByRole('cell', { name: 'Study desk' })).toBeInTheDocument();

    await user.click(remove);
    await answerConfirm(user, 'Delete Study desk? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Study desk deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Study desk' })).not.toBeInTheDocument());
  });

  it("says 'No products found.' when there are none", async () => {
    http = mockHttp({ 'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [] } }) });
    renderPage();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });
});

describe('Update Services (admin)', () => {
  const maths = makeService();
  const design: Service = makeService({ _id: 's-design', name: 'Poster design', category: 'Graphic Design', pricePerDay: 250.5, pricePerHour: 250.5, paused: true });

  function serveServices() {
    let current: Service[] = [maths, design];
    http = mockHttp({
      'GET /service/get-services': () => ({ status: 200, body: { success: true, services: current } }),
      'PUT /service/update-service/s-maths': () => {
        current = current.map((item) => (item._id === 's-maths' ? { ...item, name: 'Physics tutoring' } : item));
        return { status: 200, body: { success: true, message: 'Service updated successfully', service: maths } };
      },
      'DELETE /service/delete-service/s-design': () => {
        current = current.filter((item) => item._id !== 's-design');
        return { status: 200, body: { success: true, message: 'Poster design deleted successfully' } };
      },
    });
  }

  it('is in the admin menu and lists every service with its owner, price per hour and status', async () => {
    serveServices();
    openDashboard('/dashboard/admin/update-service', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Services' })).toBeInTheDocument();
    expect(document.title).toBe('Update Services · Campus Marketplace');
    expect(screen.getAllByRole('link', { name: 'Update Services' })[0]).toHaveAttribute('href', '/dashboard/admin/update-service');
    const row = (await screen.findByRole('cell', { name: 'Poster design' })).closest('tr');
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Poster design', student.name, '₹250.50', 'Paused']);
    expect(screen.getByRole('columnheader', { name: 'Price/hour' })).toBeInTheDocument();
  });

  it('edits a service in a prefilled modal and PUTs it to the service path', async () => {
    serveServices();
    const user = openDashboard('/dashboard/admin/update-service', admin);
    await user.click(await screen.findByRole('button', { name: 'Edit Maths tutoring' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Maths tutoring' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Price per hour (₹)' })).toHaveValue(300);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Tutoring');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Physics tutoring');
    await user.click(within(dialog).getByRole('button', { name: 'Update service' }));

    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Physics tutoring' })).toBeInTheDocument();
    const [put] = puts();
    expect(put?.url).toBe('/service/update-service/s-maths');
    expect((put?.data as FormData).get('name')).toBe('Physics tutoring');
    expect((put?.data as FormData).get('category')).toBe('Tutoring');
  });

  it('deletes a service after confirmation', async () => {
    serveServices();
    const user = openDashboard('/dashboard/admin/update-service', admin);
    await user.click(await screen.findByRole('button', { name: 'Delete Poster design' }));
    await answerConfirm(user, 'Delete Poster design? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Poster design deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Poster design' })).not.toBeInTheDocument());
  });
});

/** The admin's two edit modals of listings, each with the list it is opened from and the edit's PUT. */
const EDIT_MODALS: { title: string; route: string; list: Record<string, MockHandler>; update: string; name: string; submit: string; updated: string }[] = [
  {
    title: 'Update Products (rent)',
    route: '/dashboard/admin/update-rent-product',
    list: { 'GET /rent-product/get-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [bike, desk] } }) },
    update: 'PUT /rent-product/update-rent-product/r-cycle',
    name: 'Mountain bike',
    submit: 'Update rent product',
    updated: 'Rent Product updated successfully',
  },
  {
    title: 'Update Services',
    route: '/dashboard/admin/update-service',
    list: { 'GET /service/get-services': () => ({ status: 200, body: { success: true, services: [makeService()] } }) },
    update: 'PUT /service/update-service/s-maths',
    name: 'Maths tutoring',
    submit: 'Update service',
    updated: 'Service updated successfully',
  },
];

describe.each(EDIT_MODALS)('$title (admin): a new photo in the edit modal', (kind) => {
  it('shows its upload progress, and Cancel aborts it, keeping the modal, its form and the focus', async () => {
    standInPhotos(vi.mocked(preparePhoto), 'new.webp');
    let sent: (request: MockRequest) => void = () => undefined;
    const request = new Promise<MockRequest>((resolve) => (sent = resolve));
    http = mockHttp({
      ...kind.list,
      [kind.update]: (call) => {
        sent(call);
        return 'never';
      },
    });
    const user = openDashboard(kind.route, admin);
    const edit = await screen.findByRole('button', { name: `Edit ${kind.name}` });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: `Edit ${kind.name}` });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' (new photo)');
    await user.upload(within(dialog).getByLabelText('New photo (optional)'), new File(['jpeg'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: kind.submit }));
    const call = await request;
    expect((call.data as FormData).get('photo')).toMatchObject({ name: 'new.webp', type: 'image/webp' });

    act(() => call.uploadProgress(1, 8));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '13');
    expect(within(dialog).getByText('13%')).toBeVisible();
    act(() => call.uploadProgress(7, 8));
    expect(bar).toHaveAttribute('aria-valuenow', '88');
    expect(within(dialog).getByText('88%')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(call.signal?.aborted).toBe(true);
    const said = await within(dialog).findByText(UPLOAD_CANCELLED);
    expect(said).toHaveAttribute('role', 'status');
    // The Cancel is the upload's, not the dialog's: the modal stays open, and the focus stays in it.
    expect(said).toHaveFocus();
    expect(screen.getByRole('dialog', { name: `Edit ${kind.name}` })).toBe(dialog);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(name).toHaveValue(`${kind.name} (new photo)`);
    expect(await within(dialog).findByRole('button', { name: kind.submit })).toBeEnabled();
    expect(screen.queryByText(kind.updated)).not.toBeInTheDocument();
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(1);

    // Escape still closes the dialog and gives the focus back; the next edit starts afresh.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    await user.click(edit);
    expect(within(screen.getByRole('dialog', { name: `Edit ${kind.name}` })).queryByText(UPLOAD_CANCELLED)).not.toBeInTheDocument();
  });
});
