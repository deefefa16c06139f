import type { Product } from '@campus/shared/contract';
import { admin, answerConfirm, cancelDelete, books, categoriesReply, lamp, mockHttp, novel, type MockHandler, type MockRequest } from '@campus/shared/testing';
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

function serve(overrides: Record<string, MockHandler> = {}) {
  let current: Product[] = [lamp, novel];
  http = mockHttp({
    'GET /product/get-product': () => ({ status: 200, body: { success: true, getProduct: current } }),
    'GET /category/get-category': categoriesReply,
    'PUT /product/update-product/p-lamp': () => {
      current = current.map((product) => (product._id === 'p-lamp' ? { ...product, name: 'Reading lamp', price: 199 } : product));
      return { status: 200, body: { success: true, message: 'Product updated successfully', product: current[0] } };
    },
    'DELETE /product/delete-product/p-novel': () => {
      current = current.filter((product) => product._id !== 'p-novel');
      return { status: 200, body: { success: true, message: 'Paperback novel deleted successfully' } };
    },
    ...overrides,
  });
}

function renderPage() {
  return openDashboard('/dashboard/admin/update-product', admin);
}

const puts = () => http?.calls.filter((call) => call.method === 'PUT') ?? [];

describe('Update Products (admin)', () => {
  it('lists every product with its seller, price and stock', async () => {
    serve();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Desk lamp' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Desk lamp', 'Asha Rao', '₹249.50', '3']);
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
  });

  it('edits a product in a prefilled modal, sends a multipart PUT and toasts', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Desk lamp' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Desk lamp' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Desk lamp');
    expect(within(dialog).getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(249.5);
    await within(dialog).findByRole('option', { name: 'Electronics' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Electronics');

    await user.clear(name);
    await user.type(name, 'Reading lamp');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Price (₹)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price (₹)' }), '199');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Books');
    await user.click(within(dialog).getByRole('button', { name: 'Update product' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Reading lamp' })).toBeInTheDocument();
    const [put] = puts();
    expect(put?.url).toBe('/product/update-product/p-lamp');
    const body = put?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Reading lamp');
    expect(body.get('price')).toBe('199');
    expect(body.get('quantity')).toBe('3');
    expect(body.get('category')).toBe(books._id);
    expect(body.get('shipping')).toBe('false');
    expect(body.get('photo')).toBeNull();
  });

  it('shows the upload progress of a new photo in the modal, and Cancel aborts it, keeping the modal, its form and the focus', async () => {
    standInPhotos(vi.mocked(preparePhoto), 'new.webp');
    let sent: (request: MockRequest) => void = () => undefined;
    const request = new Promise<MockRequest>((resolve) => (sent = resolve));
    serve({
      'PUT /product/update-product/p-lamp': (call) => {
        sent(call);
        return 'never';
      },
    });
    const user = renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit Desk lamp' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit Desk lamp' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Desk lamp, brass');
    await user.upload(within(dialog).getByLabelText('New photo (optional)'), new File(['jpeg'], 'lamp.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update product' }));
    const call = await request;
    expect((call.data as FormData).get('photo')).toMatchObject({ name: 'new.webp', type: 'image/webp' });

    act(() => call.uploadProgress(250, 1000));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByText('25%')).toBeVisible();
    act(() => call.uploadProgress(640, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(bar).toHaveAttribute('aria-valuetext', '64%');
    expect(within(dialog).getByText('64%')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(call.signal?.aborted).toBe(true);
    const said = await within(dialog).findByText(UPLOAD_CANCELLED);
    expect(said).toHaveAttribute('role', 'status');
    // The Cancel is the upload's, not the dialog's: the modal stays open, and the focus stays in it.
    expect(said).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit Desk lamp' })).toBe(dialog);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(name).toHaveValue('Desk lamp, brass');
    expect(await within(dialog).findByRole('button', { name: 'Update product' })).toBeEnabled();
    expect(screen.queryByText('Product updated successfully')).not.toBeInTheDocument();
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(puts()).toHaveLength(1);

    // Escape still closes the dialog and gives the focus back; the next edit starts afresh.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    await user.click(edit);
    expect(within(screen.getByRole('dialog', { name: 'Edit Desk lamp' })).queryByText(UPLOAD_CANCELLED)).not.toBeInTheDocument();
  });

  it('sends nothing while the edited product is invalid', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Desk lamp' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update product' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('keeps the modal open and words failures as docs/product-rules.md "Texts" does', async () => {
    serve({ 'PUT /product/update-product/p-lamp': () => ({ status: 403, body: { success: false, message: 'Not allowed' } }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Desk lamp' }));
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    http?.restore();
    serve({ 'PUT /product/update-product/p-lamp': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Something went wrong while updating the product')).toBeInTheDocument();

    http?.restore();
    serve({ 'PUT /product/update-product/p-lamp': () => ({ status: 400, body: { success: false } }) });
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
  });

  it('deletes a product after confirmation, and not when cancelled', async () => {
    serve();
    const user = renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Paperback novel' });

    await cancelDelete(user, remove, { title: 'Delete product', question: 'Delete Paperback novel? This cannot be undone.' }, http?.calls);
    expect(screen.getByRole('cell', { name: 'Paperback novel' })).toBeInTheDocument();

    await user.click(remove);
    await answerConfirm(user, 'Delete Paperback novel? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Paperback novel deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Paperback novel' })).not.toBeInTheDocument());
  });

  it("says 'Error deleting product' when the delete fails without a message", async () => {
    serve({ 'DELETE /product/delete-product/p-novel': () => 'network-error' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Paperback novel' }));
    await answerConfirm(user, 'Delete Paperback novel? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Error deleting product')).toBeInTheDocument();
  });

  it("says 'No products found.' when there are none", async () => {
    http = mockHttp({ 'GET /product/get-product': () => ({ status: 200, body: { success: true, getProduct: [] } }) });
    renderPage();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });
});
