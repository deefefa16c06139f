import type { Category } from '@campus/shared/contract';
import { admin, answerConfirm, cancelDelete, books, electronics, mockHttp, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
});

const sports: Category = { _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Sports', slug: 'sports' };

/** A tiny category store behind the mocked API, so each write shows on the refetch. */
function serve(initial: Category[], overrides: Record<string, MockHandler> = {}) {
  let current = [...initial];
  http = mockHttp({
    'GET /category/get-category': () => ({ status: 200, body: { success: true, message: 'All categories', getCategory: current } }),
    'POST /category/create-category': ({ data }) => {
      const { name } = data as { name: string };
      current = [...current, { ...sports, name }];
      return { status: 201, body: { success: true, message: `${name} created successfully`, category: { ...sports, name } } };
    },
    [`PUT /category/update-category/${books._id}`]: ({ data }) => {
      const { name } = data as { name: string };
      current = current.map((category) => (category._id === books._id ? { ...category, name } : category));
      return { status: 200, body: { success: true, message: `${name} updated successfully`, category: { ...books, name } } };
    },
    [`DELETE /category/delete-category/${electronics._id}`]: () => {
      current = current.filter((category) => category._id !== electronics._id);
      return { status: 200, body: { success: true, message: 'Electronics deleted successfully', delCategory: electronics } };
    },
    ...overrides,
  });
}

function renderPage() {
  return openDashboard('/dashboard/admin/create-category', admin);
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('Create Product Category', () => {
  it('creates a category, toasts the server message, empties the field and lists it', async () => {
    serve([books]);
    const user = renderPage();
    await screen.findByRole('table');

    await user.type(screen.getByRole('textbox', { name: 'Category name' }), '  Sports ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Sports created successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Books', 'Sports']));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Category name' })).toHaveValue(''));
    const post = http?.calls.find((call) => call.method === 'POST');
    expect(post?.data).toEqual({ name: 'Sports' });
  });

  it("refuses a blank name with 'Category name is required.' and sends nothing", async () => {
    serve([books]);
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category name is required.')).toBeInTheDocument();
    expect(http?.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's message for a duplicate, and 'Error creating category' without one", async () => {
    serve([books], {
      'POST /category/create-category': () => ({ status: 409, body: { success: false, message: 'Category already exists' } }),
    });
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), 'Books');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category already exists')).toBeInTheDocument();

    http?.restore();
    serve([books], { 'POST /category/create-category': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error creating category')).toBeInTheDocument();
  });

  it('renames a category in a modal that closes on success and returns focus to Edit', async () => {
    serve([books, electronics]);
    const user = renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit Books' });
    await user.click(edit);

    const dialog = screen.getByRole('dialog', { name: 'Edit Books' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByRole('textbox', { name: 'Updated name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Updated name is required.')).toBeInTheDocument();

    await user.type(field, 'Textbooks');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Textbooks updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames()).toEqual(['Textbooks', 'Electronics']));
    const put = http?.calls.find((call) => call.method === 'PUT');
    expect(put?.data).toEqual({ name: 'Textbooks' });
  });

  it("closes the edit modal with Escape or Close without saving; a failed rename says 'Error updating category'", async () => {
    serve([books], { [`PUT /category/update-category/${books._id}`]: () => 'network-error' });
    const user = renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit Books' });

    await user.click(edit);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error updating category')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Books' })).toBeInTheDocument();
  });

  it('deletes a category after confirmation, and not when cancelled', async () => {
    serve([books, electronics]);
    const user = renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Electronics' });

    await cancelDelete(user, remove, { title: 'Delete category', question: 'Delete the category Electronics?' }, http?.calls);
    expect(rowNames()).toEqual(['Books', 'Electronics']);
    expect(remove).toHaveFocus();

    await user.click(remove);
    await answerConfirm(user, 'Delete the category Electronics?', 'Delete');
    expect(await screen.findByText('Electronics deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Books']));
  });

  it("shows the server's reason when a category in use cannot be deleted", async () => {
    serve([electronics], {
      [`DELETE /category/delete-category/${electronics._id}`]: () => ({
        status: 409,
        body: { success: false, message: 'Category is used by 2 products' },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Electronics' }));
    await answerConfirm(user, 'Delete the category Electronics?', 'Delete');
    expect(await screen.findByText('Category is used by 2 products')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Electronics']);
  });

  it("says 'No categories found.' when there are none", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
