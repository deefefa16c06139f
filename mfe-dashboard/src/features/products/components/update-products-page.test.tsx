import type { Product } from '@campus/shared/contract';
import { admin, answerConfirm, cancelDelete, books, categoriesReply, lamp, mockHttp, novel, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

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
