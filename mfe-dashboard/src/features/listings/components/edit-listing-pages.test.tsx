import { makeRentProduct, makeService, mockHttp, type MockReply, type MockRequest } from '@campus/shared/testing';
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

interface Editable {
  _id: string;
  name: string;
  pricePerDay: number;
  hasPhoto: boolean;
}

const KINDS = [
  {
    label: 'rent product',
    listing: makeRentProduct({ name: 'Mountain bike', description: 'A 21-speed bike with a lock.', pricePerDay: 120, category: 'Transport' }),
    other: makeRentProduct({ _id: 'r-desk', name: 'Study desk' }),
    manage: '/dashboard/user/manage-rented-products',
    manageTitle: 'Manage Your Rent Products',
    list: 'GET /rent-product/seller-rent-products',
    listKey: 'rentProducts',
    update: '/rent-product/update-rent-product/r-cycle',
    itemKey: 'rentProduct',
    form: 'Edit rent product',
    priceLabel: 'Price per day (₹)',
    otherCategory: 'Sports Equipment',
    photo: '/api/v1/rent-product/get-rent-product-photo/r-cycle?size=card',
    notFound: 'Rent product not found',
    // A blank deposit field is none: an edit says so (0), which takes a deposit away.
    sentBesides: { deposit: '0' },
  },
  {
    label: 'service',
    listing: makeService({ _id: 's-maths', name: 'Maths tutoring', description: 'Calculus for first years.', pricePerDay: 300, pricePerHour: 300, hasPhoto: true }),
    other: makeService({ _id: 's-guitar', name: 'Guitar lessons' }),
    manage: '/dashboard/user/manage-services',
    manageTitle: 'Manage Your Services',
    list: 'GET /service/seller-services',
    listKey: 'services',
    update: '/service/update-service/s-maths',
    itemKey: 'service',
    form: 'Edit service',
    priceLabel: 'Price per hour (₹)',
    otherCategory: 'Music Lessons',
    photo: '/api/v1/service/get-service-photo/s-maths?size=card',
    notFound: 'Service not found',
    sentBesides: {},
  },
] as const;

describe.each(KINDS)("an owner's $label edit", (kind) => {
  const editRoute = `${kind.manage}/${kind.listing._id}/edit`;

  /** The owner's list from a mutable array, so a saved edit shows on the refetch; `updateReply` decides the PUT. */
  function serve(items: Editable[], updateReply?: (request: MockRequest) => MockReply) {
    let current = [...items];
    http = mockHttp({
      [kind.list]: () => ({ status: 200, body: { success: true, [kind.listKey]: current } }),
      // The service page's opening hours (opening-hours-section.test.tsx).
      'GET /service/s-maths/availability': () => ({ status: 200, body: { success: true, weekly: [], taken: [], timeZone: 'Asia/Kolkata', today: '2026-03-09' } }),
      [`PUT ${kind.update}`]: (request) => {
        if (updateReply) return updateReply(request);
        const body = request.data as FormData;
        current = current.map((item) =>
          item._id === kind.listing._id ? { ...item, name: String(body.get('name')), pricePerDay: Number(body.get('pricePerDay')) } : item,
        );
        const saved = current.find((item) => item._id === kind.listing._id);
        return { status: 200, body: { success: true, message: 'updated', [kind.itemKey]: saved } };
      },
    });
  }

  function renderAt(route: string) {
    return openDashboard(route);
  }

  const puts = () => http?.calls.filter((call) => call.method === 'PUT') ?? [];

  it('opens from the Edit action of its card, prefilled, with the current photo shown', async () => {
    serve([kind.listing, kind.other]);
    const user = renderAt(kind.manage);
    const edit = within(await screen.findByRole('article', { name: kind.listing.name })).getByRole('link', { name: `Edit ${kind.listing.name}` });
    expect(edit).toHaveAttribute('href', editRoute);
    await user.click(edit);

    expect(screen.getByRole('heading', { level: 1, name: `Edit ${kind.listing.name}` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`Edit ${kind.listing.name} · Campus Marketplace`);
    const form = screen.getByRole('form', { name: kind.form });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue(kind.listing.name);
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue(kind.listing.description);
    expect(within(form).getByRole('spinbutton', { name: kind.priceLabel })).toHaveValue(kind.listing.pricePerDay);
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue(kind.listing.category);
    expect(within(form).getByRole('img', { name: kind.listing.name })).toHaveAttribute('src', kind.photo);
    expect(within(form).getByText('Current photo, kept unless you choose a new one.')).toBeInTheDocument();
  });

  it('saves the fields without a photo, toasts "<name> updated successfully" and shows the change on the manage screen', async () => {
    serve([kind.listing, kind.other]);
    const user = renderAt(editRoute);
    const price = await screen.findByRole('spinbutton', { name: kind.priceLabel });
    await user.clear(price);
    await user.type(price, '150.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), kind.otherCategory);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${kind.listing.name} updated successfully`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: kind.manageTitle })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(kind.manage);
    const [call] = puts();
    expect(call?.url).toBe(kind.update);
    expect(call?.headers.Authorization).toBe('Bearer jwt');
    expect(Object.fromEntries((call?.data as FormData).entries())).toEqual({
      name: kind.listing.name,
      description: kind.listing.description,
      pricePerDay: '150.5',
      category: kind.otherCategory,
      ...kind.sentBesides,
    });
    expect(within(await screen.findByRole('article', { name: kind.listing.name })).getByText('₹150.50')).toBeInTheDocument();
  });

  it('sends a new photo when one is chosen', async () => {
    serve([kind.listing]);
    const user = renderAt(editRoute);
    await user.upload(await screen.findByLabelText('New photo (optional)'), new File(['jpeg'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${kind.listing.name} updated successfully`)).toBeInTheDocument();
    expect((puts()[0]?.data as FormData).get('photo')).toMatchObject({ name: 'new.webp', type: 'image/webp' });
  });

  it('shows the upload progress of a new photo, and Cancel aborts it, leaving the listing and the form as they were', async () => {
    let sent: (request: MockRequest) => void = () => undefined;
    const request = new Promise<MockRequest>((resolve) => (sent = resolve));
    serve([kind.listing], (call) => {
      sent(call);
      return 'never';
    });
    const user = renderAt(editRoute);
    await user.upload(await screen.findByLabelText('New photo (optional)'), new File(['jpeg'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const call = await request;
    const form = screen.getByRole('form', { name: kind.form });

    act(() => call.uploadProgress(1, 8));
    expect(await within(form).findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '13');
    expect(within(form).getByText('13%')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(call.signal?.aborted).toBe(true);
    expect(await within(form).findByText(UPLOAD_CANCELLED)).toHaveAttribute('role', 'status');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(editRoute);
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue(kind.listing.name);
    expect(puts()).toHaveLength(1);
  });

  it("shows the server's message, or 'Update failed', and stays on the form", async () => {
    let reply: MockReply = { status: 403, body: { success: false, message: `Only the owner or an admin can change this ${kind.label}.` } };
    serve([kind.listing], () => reply);
    const user = renderAt(editRoute);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Only the owner or an admin can change this ${kind.label}.`)).toBeInTheDocument();
    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(editRoute);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(kind.listing.name);
  });

  it("says so for a listing that is not the owner's or no longer exists, with the way back", async () => {
    serve([kind.other]);
    const user = renderAt(editRoute);
    expect(await screen.findByRole('heading', { level: 1, name: kind.notFound })).toBeInTheDocument();
    expect(document.title).toBe(`${kind.notFound} · Campus Marketplace`);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: `Back to ${kind.manageTitle}` }));
    expect(screen.getByTestId('location').textContent).toBe(kind.manage);
  });
});

describe("an owner's rent product edit: the refundable deposit", () => {
  const editRoute = '/dashboard/user/manage-rented-products/r-cycle/edit';

  function serve(deposit: number) {
    http = mockHttp({
      'GET /rent-product/seller-rent-products': () => ({ status: 200, body: { success: true, rentProducts: [makeRentProduct({ deposit })] } }),
      'PUT /rent-product/update-rent-product/r-cycle': () => ({
        status: 200,
        body: { success: true, message: 'updated', rentProduct: makeRentProduct({ deposit: 250 }) },
      }),
    });
  }

  const sentDeposit = () => (http?.calls.find((call) => call.method === 'PUT')?.data as FormData).get('deposit');

  it('starts from the deposit the item has, checks a change and sends it', async () => {
    serve(500);
    const user = openDashboard(editRoute);
    const deposit = await screen.findByRole('spinbutton', { name: 'Refundable deposit (₹)' });
    expect(deposit).toHaveValue(500);

    await user.clear(deposit);
    await user.type(deposit, '-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Deposit cannot be negative')).toBeInTheDocument();
    expect(http?.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(deposit);
    await user.type(deposit, '250');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mountain bike updated successfully')).toBeInTheDocument();
    expect(sentDeposit()).toBe('250');
  });

  it('takes the deposit away when the field is cleared (sends 0)', async () => {
    serve(500);
    const user = openDashboard(editRoute);
    await user.clear(await screen.findByRole('spinbutton', { name: 'Refundable deposit (₹)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mountain bike updated successfully')).toBeInTheDocument();
    expect(sentDeposit()).toBe('0');
  });

  it('shows no deposit as a blank field', async () => {
    serve(0);
    openDashboard(editRoute);
    expect(await screen.findByRole('spinbutton', { name: 'Refundable deposit (₹)' })).toHaveValue(null);
  });
});
