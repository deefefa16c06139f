import type { Product } from '@campus/shared/contract';
import { answerConfirm, lamp, mockHttp, novel, type MockReply } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

/** Serves the seller's list from a mutable array, so a delete shows on the refetch. */
function serve(products: Product[], deleteReply: () => MockReply = () => ({ status: 200, body: { success: true, message: 'Desk lamp deleted successfully' } })) {
  let current = [...products];
  http = mockHttp({
    'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: current } }),
    'DELETE /product/delete-product/p-lamp': () => {
      const reply = deleteReply();
      if (reply !== 'network-error' && reply !== 'never' && reply.status === 200) current = current.filter((p) => p._id !== 'p-lamp');
      return reply;
    },
  });
}

function renderPage() {
  return openDashboard('/dashboard/user/manage-products');
}

const deletes = () => http?.calls.filter((call) => call.method === 'DELETE') ?? [];

describe('Manage Your Products', () => {
  it("shows a loading state, then a card per product with photo, price, stock and availability", async () => {
    serve([lamp, novel]);
    renderPage();
    expect(screen.getByText('Loading your products…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Desk lamp' });
    expect(within(card).getByText('₹249.50')).toBeInTheDocument();
    expect(within(card).getByText('In stock: 3')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: 'Desk lamp' });
    expect(photo).toHaveAttribute('src', '/api/v1/product/get-product-photo/p-lamp?size=card');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '400');
    const sold = screen.getByRole('article', { name: 'Paperback novel' });
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(http?.calls[0]?.headers.Authorization).toBe('Bearer jwt');
  });

  it('deletes a product after confirmation, toasts and drops its card', async () => {
    serve([lamp, novel]);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete product' })).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
    await answerConfirm(user, 'Delete Desk lamp? This cannot be undone.', 'Delete');

    expect(await screen.findByText('Desk lamp deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Desk lamp' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Paperback novel' })).toBeInTheDocument();
    expect(deletes().map((call) => call.url)).toEqual(['/product/delete-product/p-lamp']);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    serve([lamp]);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    await answerConfirm(user, 'Delete Desk lamp? This cannot be undone.', 'Cancel');

    expect(deletes()).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Desk lamp' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is dismissed with Escape', async () => {
    serve([lamp]);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    await screen.findByRole('alertdialog', { description: 'Delete Desk lamp? This cannot be undone.' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Desk lamp' })).toBeInTheDocument();
  });

  it("says 'Failed to delete product' when the server refuses without a message", async () => {
    serve([lamp], () => ({ status: 500 }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    await answerConfirm(user, 'Delete Desk lamp? This cannot be undone.', 'Delete');
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Desk lamp' })).toBeInTheDocument();
  });

  it("says 'An error occurred while deleting the product' when the server never answers", async () => {
    serve([lamp], () => 'network-error');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    await answerConfirm(user, 'Delete Desk lamp? This cannot be undone.', 'Delete');
    expect(await screen.findByText('An error occurred while deleting the product')).toBeInTheDocument();
  });

  it("says 'No products found.' with a way to Sell Product when there are none", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sell Product' })).toHaveAttribute('href', '/dashboard/user/create-order');
  });
});
