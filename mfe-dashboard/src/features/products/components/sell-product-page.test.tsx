import { books, categoriesReply, makeProduct, mockHttp, type MockRequest } from '@campus/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '../../../components/photo-picker';
import { UPLOAD_CANCELLED } from '../../../components/upload-progress';
import { preparePhoto, type PreparedPhoto } from '../../../components/shrink-photo';
import { openDashboard } from '../../../testing/render-dashboard';
import { stubObjectUrls } from '../../../testing/photos';

// jsdom cannot decode or draw images: what the browser would make of a file is set per test.
vi.mock('../../../components/shrink-photo', async (importOriginal) =>
  (await import('../../../testing/photos')).withPreparePhotoStub(await importOriginal()),
);
const prepare = vi.mocked(preparePhoto);
const shrunk = (name: string): PreparedPhoto => ({ ok: true, file: new File(['webp bytes'], name, { type: 'image/webp' }) });

let http: ReturnType<typeof mockHttp> | undefined;

beforeEach(() => {
  stubObjectUrls();
  prepare.mockReset();
  prepare.mockResolvedValue(shrunk('book.webp'));
});

function renderSellProduct() {
  return openDashboard('/dashboard/user/create-order');
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
    expect(screen.getByText('Price is required')).toBeInTheDocument();
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
    expect(prepare).toHaveBeenCalledWith(photo);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview');

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
    // The photo as it was made ready, not the camera's file.
    expect(body.get('photo')).toMatchObject({ name: 'book.webp', type: 'image/webp' });
  });

  it.each([
    ['a file that is not a photo', { ok: false, reason: 'not-an-image' } as const, PHOTO_NOT_AN_IMAGE],
    ['a photo still too large after shrinking', { ok: false, reason: 'too-large' } as const, PHOTO_TOO_LARGE],
  ])('refuses %s at the field, names the limit and sends nothing', async (_case, prepared, message) => {
    prepare.mockResolvedValue(prepared);
    http = mockHttp({ 'GET /category/get-category': categoriesReply });
    const user = renderSellProduct();
    await fillValidForm(user);
    const field = screen.getByLabelText('Photo (optional)');
    await user.upload(field, new File(['not a picture'], 'notes.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toContain('5 MB');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(creates()).toHaveLength(0);
    expect(screen.queryByText('Product created successfully!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/create-order');

    // Another, good photo clears the refusal and the form goes through with it.
    prepare.mockResolvedValue(shrunk('cover.webp'));
    http?.restore();
    http = mockHttp({
      'GET /category/get-category': categoriesReply,
      'POST /product/create-product': () => ({ status: 201, body: { success: true, message: 'Product created successfully!', product: makeProduct() } }),
      'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: [] } }),
    });
    await user.upload(field, new File(['jpeg'], 'cover.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect((creates()[0]?.data as FormData).get('photo')).toMatchObject({ name: 'cover.webp' });
  });

  it('waits for a photo still being made ready, then sends it', async () => {
    let ready: (prepared: PreparedPhoto) => void = () => undefined;
    prepare.mockReturnValue(new Promise((resolve) => (ready = resolve)));
    http = mockHttp({
      'GET /category/get-category': categoriesReply,
      'POST /product/create-product': () => ({ status: 201, body: { success: true, message: 'Product created successfully!', product: makeProduct() } }),
      'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: [] } }),
    });
    const user = renderSellProduct();
    await fillValidForm(user);
    await user.upload(screen.getByLabelText('Photo (optional)'), new File(['jpeg'], 'big.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('Preparing photo…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('button', { name: 'Preparing photo…' })).toBeInTheDocument();
    expect(creates()).toHaveLength(0);

    ready(shrunk('big.webp'));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect((creates()[0]?.data as FormData).get('photo')).toMatchObject({ name: 'big.webp' });
  });

  it('names the real limit in the hint', () => {
    http = mockHttp({ 'GET /category/get-category': categoriesReply });
    renderSellProduct();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5 MB. Large phone photos are made smaller before upload.')).toBeInTheDocument();
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
  describe('while the photo is on its way (docs/decisions/0038-axios-as-the-http-client.md, "Uploads")', () => {
    /** A create that stays on its way until the test answers it, handing the test its request (to drive its upload progress). */
    function slowCreate() {
      let sent: (request: MockRequest) => void = () => undefined;
      const request = new Promise<MockRequest>((resolve) => (sent = resolve));
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      http = mockHttp({
        'GET /category/get-category': categoriesReply,
        'POST /product/create-product': async (call) => {
          sent(call);
          await answered;
          return { status: 201, body: { success: true, message: 'Product created successfully!', product: makeProduct() } };
        },
        'GET /product/seller-products': () => ({ status: 200, body: { success: true, product: [] } }),
      });
      return { request, answer };
    }

    async function sendWithPhoto(user: ReturnType<typeof userEvent.setup>) {
      await fillValidForm(user);
      await user.upload(screen.getByLabelText('Photo (optional)'), new File(['jpeg bytes'], 'book.jpg', { type: 'image/jpeg' }));
      await screen.findByRole('img', { name: 'Preview of the chosen photo' });
      await user.click(screen.getByRole('button', { name: 'Create product' }));
    }

    it('shows a progress bar with the percentage sent as the upload progresses', async () => {
      const create = slowCreate();
      const user = renderSellProduct();
      await sendWithPhoto(user);
      const request = await create.request;

      const bar = await screen.findByRole('progressbar', { name: 'Uploading photo' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      act(() => request.uploadProgress(512_000, 2_048_000));
      expect(bar).toHaveAttribute('aria-valuenow', '25');
      expect(screen.getByText('25%')).toBeVisible();
      act(() => request.uploadProgress(1_536_000, 2_048_000));
      expect(bar).toHaveAttribute('aria-valuenow', '75');
      expect(screen.getByText('75%')).toBeVisible();

      create.answer();
      expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('Cancel aborts the upload: nothing is created, the form stays filled and says the upload was cancelled', async () => {
      const create = slowCreate();
      const user = renderSellProduct();
      await sendWithPhoto(user);
      const request = await create.request;
      act(() => request.uploadProgress(1_024_000, 2_048_000));
      expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '50');

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(request.signal?.aborted).toBe(true);
      expect(await screen.findByRole('status')).toHaveTextContent(UPLOAD_CANCELLED);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // The aborted call is the only create, nothing was toasted as created or failed, and the form is as it was.
      create.answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(creates()).toHaveLength(1);
      expect(screen.queryByText('Product created successfully!')).not.toBeInTheDocument();
      expect(screen.queryByText('Error creating product')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/create-order');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Calculus Textbook');
      expect(screen.getByRole('button', { name: 'Create product' })).toBeEnabled();
    });
  });
});
