import type { Booking, BookingPhoto } from '@campus/shared/contract';
import { admin, bookingReply, bookingsReply, makeRentBooking, mockHttp, type MockHandler } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto } from '../../../components/shrink-photo';
import { standInPhotos } from '../../../testing/photos';
import { openDashboard } from '../../../testing/render-dashboard';

// jsdom cannot decode or draw images: every chosen file is prepared as a WebP photo.
vi.mock('../../../components/shrink-photo', async (importOriginal) =>
  (await import('../../../testing/photos')).withPreparePhotoStub(await importOriginal()),
);

const photo = (id: string, stage: BookingPhoto['stage'], by: BookingPhoto['by']): BookingPhoto => ({
  _id: id,
  stage,
  by,
  url: `/api/v1/bookings/b-bike/photos/${id}`,
  createdAt: '2026-12-05T10:00:00.000Z',
});

const disputed = makeRentBooking({
  status: 'disputed',
  problem: 'The front wheel is bent.',
  problemReportedAt: '2026-12-05T10:00:00.000Z',
  answerBy: '2026-12-08T10:00:00.000Z',
  photos: [photo('p1', 'handover', 'borrower'), photo('p2', 'problem', 'owner')],
});

let http: ReturnType<typeof mockHttp>;

/** `route` over a fake API whose lists hold `booking`; a form call answers with `after`. */
function open(route: string, booking: Booking, after: Booking, member = admin) {
  let current = booking;
  const form: MockHandler = () => {
    current = after;
    return bookingReply(after);
  };
  http = mockHttp({
    'GET /bookings': () => bookingsReply([current]),
    'POST /bookings/b-bike/answer': form,
    'POST /bookings/b-bike/photos': form,
    'POST /bookings/b-bike/resolve': form,
    'GET /bookings/b-bike/photos/p1': () => ({ status: 200, body: new Blob(['webp'], { type: 'image/webp' }) }),
    'GET /bookings/b-bike/photos/p2': () => ({ status: 200, body: new Blob(['webp'], { type: 'image/webp' }) }),
  });
  return openDashboard(route, member);
}

const formsSent = () =>
  http.calls
    .filter((call) => call.method === 'POST' && call.data instanceof FormData)
    .map(({ url, data }) => {
      const form = data as FormData;
      return { url, fields: Object.fromEntries([...form.entries()].filter(([name]) => name !== 'photo')), photos: form.getAll('photo').length };
    });

beforeEach(() => standInPhotos(vi.mocked(preparePhoto), 'photo.webp'));

// Each test renders the whole dashboard; on a busy machine that takes longer than the default 5 s.
describe('Deposit disputes: both sides heard', { timeout: 20_000 }, () => {
  it('shows the borrower the report with its photos, and sends their one answer with photos', async () => {
    const answered = { ...disputed, answer: 'It was bent when I got it.', answerBy: null, actions: [] };
    const user = open('/dashboard/user/bookings?as=borrower', { ...disputed, actions: ['answer'] }, answered);
    const bike = await screen.findByRole('article', { name: /^Mountain bike/ });
    expect(within(bike).getByText('Problem reported', { selector: 'dt' }).nextElementSibling).toHaveTextContent('The front wheel is bent.');
    // The photos come with the bearer header, by stage, each opening full size.
    expect(within(bike).getByRole('region', { name: 'Photos at handover' })).toBeInTheDocument();
    expect(within(bike).getByRole('button', { name: 'Photo 1 with the problem report, by Asha Rao: open full size' })).toBeInTheDocument();
    await waitFor(() => expect(http.calls.filter((call) => call.url.startsWith('/bookings/b-bike/photos/')).map((call) => call.query.get('size'))).toEqual(['card', 'card']));

    await user.click(within(bike).getByRole('button', { name: 'Answer the report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the report' });
    expect(dialog).toHaveTextContent('Asha Rao reported: “The front wheel is bent.”');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write your answer')).toBeInTheDocument();
    expect(formsSent()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Your answer'), 'It was bent when I got it.');
    await user.upload(within(dialog).getByLabelText('Photos (optional)'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent: an admin decides on the deposit.')).toBeInTheDocument();
    expect(formsSent()).toEqual([{ url: '/bookings/b-bike/answer', fields: { answer: 'It was bent when I got it.' }, photos: 2 }]);
    await waitFor(() => expect(within(bike).getByText("Meera Nair's answer", { selector: 'dt' }).nextElementSibling).toHaveTextContent('It was bent when I got it.'));
    expect(within(bike).queryByRole('button', { name: 'Answer the report' })).not.toBeInTheDocument();
  });

  it('refuses a fifth photo at the field, and adds handover photos within what the server still takes', async () => {
    const paid = makeRentBooking({ status: 'paid', actions: ['handover'], photoSlots: [{ stage: 'handover', left: 2 }] });
    const after = { ...paid, photos: [photo('p1', 'handover', 'owner')], photoSlots: [{ stage: 'handover' as const, left: 1 }] };
    const user = open('/dashboard/user/bookings?as=owner', paid, after);
    const bike = await screen.findByRole('article', { name: /^Mountain bike/ });
    await user.click(within(bike).getByRole('button', { name: 'Add handover photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add handover photos' });
    const files = ['a', 'b', 'c'].map((name) => new File([name], `${name}.jpg`, { type: 'image/jpeg' }));
    await user.upload(within(dialog).getByLabelText('Photos'), files);
    expect(await within(dialog).findByText('Choose at most 2 photos.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add photos' }));
    expect(within(dialog).getByLabelText('Photos')).toHaveFocus();
    expect(formsSent()).toEqual([]);

    await user.upload(within(dialog).getByLabelText('Photos'), files.slice(0, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByText('Photos added.')).toBeInTheDocument();
    expect(formsSent()).toEqual([{ url: '/bookings/b-bike/photos', fields: { stage: 'handover' }, photos: 1 }]);
  });

  it('has the admin wait for the answer before the settlement form shows', async () => {
    open('/dashboard/admin/bookings', { ...disputed, actions: [] }, disputed);
    const held = await screen.findByRole('region', { name: 'Deposits held for a decision' });
    const bike = await within(held).findByRole('article', { name: /^Mountain bike/ });
    expect(bike).toHaveTextContent("Waiting for Meera Nair's answer until Tue 8 Dec, 15:30: the deposit is settled once they answer, or then.");
    expect(within(bike).queryByRole('button', { name: 'Settle deposit' })).not.toBeInTheDocument();
  });

  it("shows both parties the admin's note with the settlement", async () => {
    const settled = { ...disputed, status: 'completed' as const, answerBy: null, resolutionNote: 'Worn before the loan.', actions: [] };
    open('/dashboard/user/bookings?as=owner', settled, settled);
    const card = await screen.findByRole('article', { name: /^Mountain bike/ });
    expect(within(card).getByText("Admin's note", { selector: 'dt' }).nextElementSibling).toHaveTextContent('Worn before the loan.');
  });
});
