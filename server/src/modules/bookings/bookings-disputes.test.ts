import { describe, expect, it } from 'vitest';
import type { Booking, NotificationsResponse } from '@campus/shared/contract';
import { bookingPhotos } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { formData, testImage, type UploadFile } from '../../test/multipart';
import { booked, bookingClock, bookingRow, dayAfter, HOUR, moveBooking, moved, payBooking, seedRentItem } from './test-fixtures';

/** Deposit disputes heard from both sides, and photos at handover and return (docs/product-rules.md "Photos of a booking"). */
describe.each(BACKENDS)('deposit disputes and booking photos on %s', (backend) => {
  const clock = bookingClock();
  const t = useTestApp(backend, ADMIN_ENV, { clock });
  const admin = useAdmin(t);
  const owner = useMember(t, { name: 'Olga Owner' });
  const borrower = useMember(t, { name: 'Bala Borrower' });
  const stranger = useMember(t, { name: 'Sam Stranger' });

  let nextDay = 1;
  let jpeg: UploadFile;
  const photo = async () => (jpeg ??= { bytes: await testImage(1600, 1200) });

  /** A paid rent booking with a ₹400 deposit, brought on to `until` by its parties. */
  async function bookingAt(until: 'paid' | 'handed-over' | 'returned' | 'disputed'): Promise<string> {
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, pricePaise: 10_000, depositPaise: 40_000, name: 'Camera' });
    const day = dayAfter(clock, (nextDay += 1));
    const { _id: id } = await booked(t.app, borrower.token, { kind: 'rent', listingId: item, start: day, end: day });
    await moved(t.app, owner.token, id, 'accept');
    expect((await payBooking(t.app, borrower.token, id)).verified.statusCode).toBe(200);
    if (until === 'paid') return id;
    await moved(t.app, owner.token, id, 'handover');
    if (until === 'handed-over') return id;
    await moved(t.app, borrower.token, id, 'return');
    if (until === 'returned') return id;
    await moved(t.app, owner.token, id, 'confirm-return', { ok: false, note: 'The lens is scratched' });
    return id;
  }

  const post = async (token: string | null, id: string, call: string, fields: Record<string, string>, photos: number) => {
    const files = await Promise.all(Array.from({ length: photos }, photo));
    return t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/${call}`, headers: token ? bearer(token) : {}, payload: formData(fields, files) });
  };
  const bookingOf = (response: { json: <T>() => T }) => response.json<{ booking: Booking }>().booking;
  const photoRows = async (id: string) => (await t.app.db.select({ bookingId: bookingPhotos.bookingId }).from(bookingPhotos)).filter((row) => row.bookingId === id);
  const getPhoto = (token: string | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const notesOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json<NotificationsResponse>().notifications;

  it('takes up to 4 photos of each party at handover and at return, only from the parties and only at the right status', async () => {
    const id = await bookingAt('paid');
    const owners = await post(owner.token, id, 'photos', { stage: 'handover' }, 3);
    expect(owners.statusCode, owners.body).toBe(200);
    expect(bookingOf(owners).photos.map((p) => [p.stage, p.by])).toEqual(Array(3).fill(['handover', 'owner']));
    expect(bookingOf(owners).photoSlots).toEqual([{ stage: 'handover', left: 1 }]);
    // A fifth of the owner's is refused whole (409), the borrower has four of their own.
    const fifth = await post(owner.token, id, 'photos', { stage: 'handover' }, 2);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual({ success: false, message: 'You can add 1 more photo here.' });
    expect((await post(borrower.token, id, 'photos', { stage: 'handover' }, 4)).statusCode).toBe(200);
    const tooMany = await post(borrower.token, id, 'photos', { stage: 'handover' }, 5);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ success: false, message: 'At most 4 photos can be uploaded at once.' });
    const full = await post(borrower.token, id, 'photos', { stage: 'handover' }, 1);
    expect(full.json()).toEqual({ success: false, message: 'You have added 4 photos here already.' });
    // Return photos wait for the handover; strangers and admins add none; a visitor is told to log in.
    const early = await post(borrower.token, id, 'photos', { stage: 'return' }, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, message: 'Return photos are taken from handover until the owner confirms the return.' });
    expect((await post(stranger.token, id, 'photos', { stage: 'handover' }, 1)).statusCode).toBe(403);
    const byAdmin = await post(admin.token, id, 'photos', { stage: 'handover' }, 1);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ success: false, message: "Only the booking's two parties add photos." });
    expect((await post(null, id, 'photos', { stage: 'handover' }, 1)).statusCode).toBe(401);
    const notAPhoto = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/photos`,
      headers: bearer(owner.token),
      payload: formData({ stage: 'handover' }, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/jpeg' }),
    });
    expect(notAPhoto.statusCode).toBe(400);
    expect(notAPhoto.json()).toEqual({ success: false, message: 'The photo must be a JPEG, PNG or WebP image.' });
    expect((await post(owner.token, id, 'photos', { stage: 'lost' }, 1)).json()).toEqual({ success: false, message: "stage must be 'handover' or 'return'" });
    expect((await post(owner.token, id, 'photos', { stage: 'handover' }, 0)).json()).toEqual({ success: false, message: 'Choose at least one photo.' });
    expect(await photoRows(id)).toHaveLength(7);

    await moved(t.app, owner.token, id, 'handover');
    expect((await post(borrower.token, id, 'photos', { stage: 'return' }, 2)).statusCode).toBe(200);
    await moved(t.app, borrower.token, id, 'return');
    expect((await post(owner.token, id, 'photos', { stage: 'return' }, 1)).statusCode).toBe(200);
    const late = await post(owner.token, id, 'photos', { stage: 'handover' }, 1);
    expect(late.json()).toEqual({ success: false, message: 'Handover photos are taken from payment until the return.' });
    await moved(t.app, owner.token, id, 'confirm-return', { ok: true });
    expect((await post(owner.token, id, 'photos', { stage: 'return' }, 1)).statusCode).toBe(409);
    expect(await photoRows(id)).toHaveLength(10);
  });

  it('serves a booking photo in two sizes with an ETag to its parties and admins only, never publicly', async () => {
    const id = await bookingAt('paid');
    const added = bookingOf(await post(borrower.token, id, 'photos', { stage: 'handover' }, 1));
    const url = added.photos[0]?.url ?? '';
    expect(url).toMatch(new RegExp(`^/api/v1/bookings/${id}/photos/[0-9a-f-]{36}$`));
    for (const token of [owner.token, borrower.token, admin.token]) {
      const response = await getPhoto(token, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
    }
    const page = await getPhoto(owner.token, url);
    const card = await getPhoto(owner.token, `${url}?size=card`);
    expect(card.rawPayload.length).toBeLessThan(page.rawPayload.length);
    const etag = String(page.headers.etag);
    expect((await getPhoto(owner.token, url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await getPhoto(stranger.token, url)).statusCode).toBe(403);
    expect((await getPhoto(null, url)).statusCode).toBe(401);
    const otherBooking = await bookingAt('paid');
    expect((await getPhoto(owner.token, url.replace(id, otherBooking))).statusCode).toBe(404);
  });

  it('takes the problem report with its photos, the borrower answers once with theirs, then the admin decides with a note both see', async () => {
    const id = await bookingAt('returned');
    const noNote = await post(owner.token, id, 'report-problem', {}, 1);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ success: false, message: 'Say what the problem is' });
    expect((await post(borrower.token, id, 'report-problem', { note: 'Fine' }, 0)).statusCode).toBe(403);
    expect((await bookingRow(t.app, id))?.status).toBe('returned');
    expect(await photoRows(id)).toEqual([]);

    const reported = await post(owner.token, id, 'report-problem', { note: 'The lens is scratched' }, 2);
    expect(reported.statusCode, reported.body).toBe(200);
    const disputed = bookingOf(reported);
    expect(disputed).toMatchObject({ status: 'disputed', problem: 'The lens is scratched', answer: null, actions: [] });
    expect(disputed.photos.map((p) => [p.stage, p.by])).toEqual([['problem', 'owner'], ['problem', 'owner']]);
    expect(disputed.answerBy).toBe(new Date(clock.now().getTime() + 72 * HOUR).toISOString());
    expect((await notesOf(borrower.token))[0]?.message).toMatch(/“The lens is scratched”\. Answer it on your Bookings screen/);

    // The admin waits for the borrower's side; the owner cannot answer for them.
    const tooSoon = await moveBooking(t.app, admin.token, id, 'resolve', { refund: 100, note: 'Split' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json<{ message: string }>().message).toMatch(/^The borrower has not answered the report yet/);
    expect((await post(owner.token, id, 'answer', { answer: 'Yes it is' }, 0)).statusCode).toBe(403);
    expect((await post(borrower.token, id, 'answer', {}, 1)).json()).toEqual({ success: false, message: 'Write your answer' });
    const asBorrower = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: bearer(borrower.token) })).json<{ booking: Booking }>();
    expect(asBorrower.booking.actions).toEqual(['answer']);

    clock.advance(HOUR);
    const answered = await post(borrower.token, id, 'answer', { answer: 'The scratch was there when I got it: see my handover photos' }, 1);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(bookingOf(answered)).toMatchObject({ answer: 'The scratch was there when I got it: see my handover photos', answerBy: null, actions: [] });
    expect(bookingOf(answered).photos.map((p) => p.stage)).toEqual(['problem', 'problem', 'answer']);
    expect((await notesOf(owner.token))[0]?.message).toMatch(/^Bala Borrower answered the problem reported with Camera .*: “The scratch was there/);
    expect((await notesOf(admin.token))[0]?.message).toMatch(/^Bala Borrower answered/);
    const again = await post(borrower.token, id, 'answer', { answer: 'And another thing' }, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'You have answered this report already.' });

    const settled = await moved(t.app, admin.token, id, 'resolve', { refund: 250, note: 'The handover photos show the scratch was small already' });
    expect(settled).toMatchObject({ status: 'completed', resolutionNote: 'The handover photos show the scratch was small already' });
    expect((await bookingRow(t.app, id))?.resolutionNote).toBe('The handover photos show the scratch was small already');
    for (const member of [owner, borrower]) {
      const seen = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: bearer(member.token) })).json<{ booking: Booking }>();
      expect(seen.booking.resolutionNote).toBe('The handover photos show the scratch was small already');
      expect((await notesOf(member.token))[0]?.message).toMatch(/₹250\.00 back to Bala Borrower, ₹150\.00 to Olga Owner: “The handover photos show/);
    }
    expect((await post(borrower.token, id, 'answer', { answer: 'Late' }, 0)).json()).toEqual({ success: false, message: 'This booking is completed.' });
  });

  it('lets the admin decide without an answer once the borrower has had 72 hours, and takes a JSON report too', async () => {
    const id = await bookingAt('returned');
    // The JSON report of other clients (no photos) holds the deposit the same way.
    const reported = await moved(t.app, owner.token, id, 'confirm-return', { ok: false, note: 'Strap missing' });
    expect(reported).toMatchObject({ status: 'disputed', photos: [] });
    clock.advance(72 * HOUR - 60_000);
    expect((await moveBooking(t.app, admin.token, id, 'resolve', { refund: 0 })).statusCode).toBe(409);
    clock.advance(60_000);
    const settled = await moved(t.app, admin.token, id, 'resolve', { refund: 0 });
    expect(settled).toMatchObject({ status: 'completed', answer: null, resolutionNote: null });
  });
});
