import type { Product } from '@campus/shared/contract';
import { books, categoriesReply, lamp, mockHttp, novel, type MockReply, type MockRequest } from '@campus/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto } from '../../../components/shrink-photo';
import { UPLOAD_CANCELLED } from '../../../components/upload-progress';
import { openDashboard } from '../../../testing/render-dashboard';
import { standInPhotos } from '../../../testing/photos';

// jsdom cannot decode or draw images: the browser's preparation of a chosen photo is stood in for.
vi.mock('../../../components/shrink-photo', async (importOriginal) =>
  (await import('../../../testing/photos')).withPreparePhotoStub(await importOriginal()),
);

let http: ReturnType<typeof mockHttp> | undefined;
beforeEach(() => standInPhotos(vi.mocked(preparePhoto), 'new.webp'));

const editRoute = '/dashboard/user/manage-products/p-lamp/edit';
const manageRoute = '/dashboard/user/manage-products';

/** The seller's list from a mutable array, so a saved edit shows on the refetch; `updateReply` decides the PUT. */
function serve(products: Product[], updateReply?: (body: FormData) => MockReply) {
  let current = [...products];
  http = mockHttp({
    'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: current } }),
    'GET /category/get-category': categoriesReply,
    'PUT /product/update-product/p-lamp': (request) => {
      const body = request.data as FormData;
      if (updateReply) return updateReply(body);
      const price = Number(body.get('price'));
      const name = String(body.get('name'));
      current = current.map((product) => (product._id === 'p-lamp' ? { ...product, name, price } : product));
      return { status: 200, body: { success: true, message: 'Product updated successfully', product: current.find((p) => p._id === 'p-lamp') } };
    },
  });
}

function renderAt(route: string) {
  return openDashboard(route);
}

const puts = () => http?.calls.filter((call) => call.method === 'PUT') ?? [];

describe("a seller's product edit", () => {
  it('opens from the Edit action of its card, prefilled, with the current photo shown', async () => {
    serve([lamp, novel]);
    const user = renderAt(manageRoute);
    const edit = within(await screen.findByRole('article', { name: 'Desk lamp' })).getByRole('link', { name: 'Edit Desk lamp' });
    expect(edit).toHaveAttribute('href', editRoute);
    await user.click(edit);

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Desk lamp' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Edit Desk lamp · Campus Marketplace');
    const form = screen.getByRole('form', { name: 'Edit product' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Desk lamp');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('An LED desk lamp, barely used.');
    expect(within(form).getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(249.5);
    expect(within(form).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    await screen.findByRole('option', { name: 'Electronics' });
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Electronics');
    expect(within(form).getByRole('combobox', { name: 'Shipping' })).toHaveDisplayValue('No');
    const current = within(form).getByRole('img', { name: 'Desk lamp' });
    expect(current).toHaveAttribute('src', '/api/v1/product/get-product-photo/p-lamp?size=card');
    expect(within(form).getByText('Current photo, kept unless you choose a new one.')).toBeInTheDocument();
    expect(within(form).getByLabelText('New photo (optional)')).toHaveAttribute('type', 'file');
  });

  it('saves every field without a photo, toasts and goes back to the manage screen, which shows the change', async () => {
    serve([lamp, novel]);
    const user = renderAt(editRoute);
    const price = await screen.findByRole('spinbutton', { name: 'Price (₹)' });
    await screen.findByRole('option', { name: 'Books' });
    await user.clear(price);
    await user.type(price, '199');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Books');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Desk lamp updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Products' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(manageRoute);
    const [call] = puts();
    expect(call?.url).toBe('/product/update-product/p-lamp');
    expect(call?.headers.Authorization).toBe('Bearer jwt');
    const body = call?.data as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Desk lamp',
      description: 'An LED desk lamp, barely used.',
      price: '199',
      quantity: '3',
      category: books._id,
      shipping: 'false',
    });
    expect(within(await screen.findByRole('article', { name: 'Desk lamp' })).getByText('₹199.00')).toBeInTheDocument();
  });

  it('sends a new photo when one is chosen, and names the product by its new name', async () => {
    serve([lamp]);
    const user = renderAt(editRoute);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Reading lamp');
    await user.upload(screen.getByLabelText('New photo (optional)'), new File(['jpeg'], 'lamp.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Reading lamp updated successfully')).toBeInTheDocument();
    expect((puts()[0]?.data as FormData).get('photo')).toMatchObject({ name: 'new.webp', type: 'image/webp' });
  });

  it("checks the form before sending, and shows the server's refusal, keeping what was typed", async () => {
    serve([lamp], () => ({
      status: 409,
      body: { success: false, message: 'Some of this stock is held by checkouts in progress; the quantity cannot go below that.' },
    }));
    const user = renderAt(editRoute);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Desk lamp');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Some of this stock is held by checkouts in progress; the quantity cannot go below that.')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(editRoute);
    expect(quantity).toHaveValue(0);
  });

  it('falls back to the words of docs/product-rules.md "Texts" when the server says nothing', async () => {
    let reply: MockReply = { status: 500, body: {} };
    serve([lamp], () => reply);
    const user = renderAt(editRoute);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Something went wrong while updating the product')).toBeInTheDocument();
  });

  it("says so for a product that is not the seller's or no longer exists, with the way back", async () => {
    serve([novel]);
    const user = renderAt(editRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(document.title).toBe('Product not found · Campus Marketplace');
    expect(screen.getByText('This product is not among yours: it may have been deleted, or it belongs to someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Manage Your Products' }));
    expect(screen.getByTestId('location').textContent).toBe(manageRoute);
  });

  it('says when a product has no photo yet', async () => {
    serve([{ ...lamp, hasPhoto: false }]);
    renderAt(editRoute);
    expect(await screen.findByText('No photo yet: you can add one below.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the upload progress of a new photo, and Cancel aborts it, leaving the product and the form as they were', async () => {
    let sent: (request: MockRequest) => void = () => undefined;
    const request = new Promise<MockRequest>((resolve) => (sent = resolve));
    http = mockHttp({
      'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: [lamp, novel] } }),
      'GET /category/get-category': categoriesReply,
      'PUT /product/update-product/p-lamp': (call) => {
        sent(call);
        return 'never';
      },
    });
    const user = renderAt(editRoute);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Desk lamp, brass');
    await user.upload(screen.getByLabelText('New photo (optional)'), new File(['jpeg'], 'lamp.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const call = await request;

    act(() => call.uploadProgress(640, 1000));
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByText('64%')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(call.signal?.aborted).toBe(true);
    expect(await screen.findByText(UPLOAD_CANCELLED)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(editRoute);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Desk lamp, brass');
    expect(screen.queryByText('Desk lamp updated successfully')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });
});
