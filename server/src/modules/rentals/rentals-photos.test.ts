import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES } from '@campus/shared/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formData, testImage, type UploadFile } from '../../test/multipart';
import { LISTING_CASES } from './test-kinds';

describe.each(LISTING_CASES)('%s photos on %s', (_label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t);

  const fields = () => ({ name: 'Camera', description: 'Works', pricePerDay: '150', category: kind.categories[0] });
  const create = (photo?: UploadFile) =>
    t.app.inject({ method: 'POST', url: `${kind.base}/${kind.paths.create}`, headers: bearer(owner.token), payload: formData(fields(), photo) });
  const update = (id: string, photo: UploadFile) =>
    t.app.inject({ method: 'PUT', url: `${kind.base}/${kind.paths.update}/${id}`, headers: bearer(owner.token), payload: formData({}, photo) });
  const photoOf = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${kind.base}/${kind.paths.photo}/${id}`, headers });
  const idOf = (body: Record<string, unknown>) => (body[kind.itemKey] as { _id: string; hasPhoto: boolean })._id;

  it('stores an upload as WebP and serves it with an ETag, caching headers and 304', async () => {
    const response = await create({ bytes: await testImage(2400, 1600, 'jpeg'), filename: 'holiday.jpg' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(body[kind.itemKey]).toMatchObject({ hasPhoto: true });

    const photo = await photoOf(idOf(body));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const etag = createHash('sha256').update(photo.rawPayload).digest('base64url');
    expect(photo.headers.etag).toBe(`"${etag}"`);
    const cached = await photoOf(idOf(body), { 'if-none-match': `"${etag}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('answers 404 JSON for a listing without a photo and 400 for a malformed id', async () => {
    const id = idOf((await create()).json());
    const missing = await photoOf(id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Photo not found' });
    expect((await photoOf('not-a-uuid')).statusCode).toBe(400);
  });

  it('replaces the photo on update, with a new ETag', async () => {
    const id = idOf((await create({ bytes: await testImage(400, 400, 'png') })).json());
    const before = (await photoOf(id)).headers.etag;
    const response = await update(id, { bytes: await testImage(500, 250, 'webp') });
    expect(response.statusCode, response.body).toBe(200);
    const after = await photoOf(id);
    expect(after.headers.etag).not.toBe(before);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 500, height: 250 });
  });

  it('keeps the photo when an edit sends none, or an empty file part as a browser does', async () => {
    const id = idOf((await create({ bytes: await testImage(400, 300, 'png') })).json());
    const before = await photoOf(id);
    const edits = [formData({ ...fields(), name: 'Camera, with strap' }), formData({ ...fields(), name: 'Camera, with strap', pricePerDay: '140' }, { bytes: Buffer.alloc(0), filename: '' })];
    for (const payload of edits) {
      const response = await t.app.inject({ method: 'PUT', url: `${kind.base}/${kind.paths.update}/${id}`, headers: bearer(owner.token), payload });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Record<string, unknown>>()[kind.itemKey]).toMatchObject({ hasPhoto: true });
      const after = await photoOf(id);
      expect(after.headers.etag).toBe(before.headers.etag);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    }
    expect(await kind.row(t.app.db, id)).toMatchObject({ name: 'Camera, with strap', pricePaise: 14_000 });
  });

  it('refuses text named .jpg (400) and a photo over 5 MB (413), storing nothing', async () => {
    const jpeg = await testImage(200, 200, 'jpeg');
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1024 * 1024 - jpeg.length)]);
    const bad: [UploadFile, number, string][] = [
      [{ bytes: Buffer.from('just some text, honest'), filename: 'photo.jpg', type: 'image/jpeg' }, 400, 'The photo must be a JPEG, PNG or WebP image.'],
      [{ bytes: jpeg.subarray(0, 40) }, 400, 'The photo could not be read as an image.'],
      [{ bytes: tooBig }, 413, 'The photo must be at most 5 MB.'],
    ];
    const before = (await kind.rows(t.app.db)).length;
    for (const [photo, status, message] of bad) {
      const response = await create(photo);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect((await kind.rows(t.app.db)).length).toBe(before);

    // An update with a bad photo leaves the listing and its photo as they were.
    const id = idOf((await create({ bytes: jpeg })).json());
    const stored = await kind.row(t.app.db, id);
    for (const [photo, status] of bad) expect((await update(id, photo)).statusCode).toBe(status);
    expect(await kind.row(t.app.db, id)).toEqual(stored);
  });
});
