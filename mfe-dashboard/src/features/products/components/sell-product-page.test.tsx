import { LocationProbe, mockHttp, renderWithProviders } from '@campus/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../../app/app';
import { asha, books, categoriesReply, makeProduct } from '../../../testing/fixtures';

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => http?.restore());

// jsdom has no object URLs; the preview only needs a string back.
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

function renderSellProduct() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route: '/dashboard/user/create-order', preloadedState: { auth: { user: asha, token: 'jwt' } } },
  );
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Calculus Textbook');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Thomas, 14th edition.');
  await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '299.50');
  await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '2');
  await screen.findByRole('option', { name: 'Books' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Books');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Shipping' }), 'Yes');
}

const creates = () => http?.calls.filter((call) => call.url === '/product/create-product') ?? [];

describe('Sell Product', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    http = mockHttp({ 'GET /category/get-category': categoriesReply });
    const user = renderSellProduct();
    await screen.findByRole('option', { name: 'Books' });
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '0');

    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('sends the fields and the photo as multipart, toasts and goes to Manage Your Products', async () => {
    http = mockHttp({
      'GET /category/get-category': categoriesReply,
      'POST /product/create-product': () => ({
        status: 201,
        body: { success: true, message: 'Product created successfully!', product: makeProduct() },
      }),
      'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: [] } }),
    });
    const user = renderSellProduct();
    await fillValidForm(user);
    const photo = new File(['jpeg bytes'], 'book.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo (optional)'), photo);
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/manage-products'));
    const [call] = creates();
    expect(call?.method).toBe('POST');
    expect(call?.headers.Authorization).toBe('Bearer jwt');
    expect(call?.data).toBeInstanceOf(FormData);
    const body = call?.data as FormData;
    expect(body.get('name')).toBe('Calculus Textbook');
    expect(body.get('description')).toBe('Thomas, 14th edition.');
    expect(body.get('price')).toBe('299.5');
    expect(body.get('quantity')).toBe('2');
    expect(body.get('category')).toBe(books._id);
    expect(body.get('shipping')).toBe('true');
    expect((body.get('photo') as File).name).toBe('book.jpg');
  });

  it("refuses a photo over the size limit before anything is sent", async () => {
    http = mockHttp({ 'GET /category/get-category': categoriesReply });
    const user = renderSellProduct();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });

    await user.upload(screen.getByLabelText('Photo (optional)'), huge);

    expect(screen.getByText('The photo is too large: choose an image of at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the product is refused, and stays on the form", async () => {
    http = mockHttp({
      'GET /category/get-category': categoriesReply,
      'POST /product/create-product': () => ({ status: 400, body: { success: false, message: 'Photo is not an image' } }),
    });
    const user = renderSellProduct();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Photo is not an image')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/create-order');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Calculus Textbook');
  });

  it("says 'Error creating product' when the server never answers", async () => {
    http = mockHttp({ 'GET /category/get-category': categoriesReply, 'POST /product/create-product': () => 'network-error' });
    const user = renderSellProduct();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Error creating product')).toBeInTheDocument();
  });

  it('says so when the categories cannot be loaded', async () => {
    http = mockHttp({ 'GET /category/get-category': () => 'network-error' });
    renderSellProduct();
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
