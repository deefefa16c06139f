import { createHash } from 'node:crypto';
import type { ProductMutationResponse } from '@campus/shared/contract';
import { PHOTO_MAX_BYTES } from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { useCategory } from '../../test/catalogue';
import { formData, testImage, type UploadFile } from '../../test/multipart';

describe.each(BACKENDS)('product photos on %s', (backend) => {
  const t = useTestApp(backend);
  const seller = useMember(t);
  const electronics = useCategory(t, 'Electronics');

  const fields = () => ({ name: 'Camera', description: 'Works', price: '1500', quantity: '1', category: electronics.id, shipping: 'No' });
  const create = (photo?: UploadFile) =>
    t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: bearer(seller.token), payload: formData(fields(), photo) });
  const update = (id: string, photo: UploadFile) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/product/update-product/${id}`, headers: bearer(seller.token), payload: formData({}, photo) });
  const photoOf = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/product/get-product-photo/${id}`, headers });
  const count = async () => (await t.app.db.select({ id: products.id }).from(products)).length;

  it('re-encodes an upload to WebP within 1200×1200 and serves it with a strong ETag and 304', async () => {
    const response = await create({ bytes: await testImage(2400, 1600, 'jpeg'), filename: 'holiday.jpg', type: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(201);
    const { product } = response.json<ProductMutationResponse>();
    expect(product.hasPhoto).toBe(true);

    const photo = await photoOf(product._id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const etag = createHash('sha256').update(photo.rawPayload).digest('base64url');
    expect(photo.headers.etag).toBe(`"${etag}"`);
    expect((await photoOf(product._id, { 'if-none-match': `"${etag}"` })).statusCode).toBe(304);
  });

  it('never enlarges a small photo, and accepts PNG and WebP by content whatever their declared type', async () => {
    for (const format of ['png', 'webp'] as const) {
      const response = await create({ bytes: await testImage(300, 200, format), filename: 'x.bin', type: 'application/octet-stream' });
      expect(response.statusCode, response.body).toBe(201);
      const photo = await photoOf(response.json<ProductMutationResponse>().product._id);
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }
  });

  it('replaces the photo on update, with a new ETag', async () => {
    const created = await create({ bytes: await testImage(400, 400, 'png') });
    const { _id } = created.json<ProductMutationResponse>().product;
    const before = (await photoOf(_id)).headers.etag;
    const response = await update(_id, { bytes: await testImage(500, 250, 'jpeg') });
    expect(response.statusCode, response.body).toBe(200);
    const after = await photoOf(_id);
    expect(after.headers.etag).not.toBe(before);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 500, height: 250 });
  });

  it('keeps the photo when an edit sends none, or an empty file part as a browser does', async () => {
    const created = await create({ bytes: await testImage(400, 300, 'png') });
    const { _id } = created.json<ProductMutationResponse>().product;
    const before = await photoOf(_id);
    const edits = [formData({ ...fields(), name: 'Camera, with strap' }), formData({ ...fields(), name: 'Camera, with strap', price: '1400' }, { bytes: Buffer.alloc(0), filename: '' })];
    for (const payload of edits) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/v1/product/update-product/${_id}`, headers: bearer(seller.token), payload });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ProductMutationResponse>().product.hasPhoto).toBe(true);
      const after = await photoOf(_id);
      expect(after.headers.etag).toBe(before.headers.etag);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    }
    expect((await t.app.db.select().from(products).where(eq(products.id, _id)))[0]).toMatchObject({ name: 'Camera, with strap', pricePaise: 140_000 });
  });

  it('refuses what is not an image, a corrupt image and a photo over 5 MB, storing nothing', async () => {
    const jpeg = await testImage(200, 200, 'jpeg');
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1024 * 1024 - jpeg.length)]);
    const cases: [UploadFile, number, string][] = [
      [{ bytes: Buffer.from('just some text, honest'), filename: 'photo.jpg', type: 'image/jpeg' }, 400, 'The photo must be a JPEG, PNG or WebP image.'],
      [{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'a.svg', type: 'image/png' }, 400, 'The photo must be a JPEG, PNG or WebP image.'],
      [{ bytes: jpeg.subarray(0, 40) }, 400, 'The photo could not be read as an image.'],
      [{ bytes: tooBig }, 413, 'The photo must be at most 5 MB.'],
    ];
    const before = await count();
    for (const [photo, status, message] of cases) {
      const response = await create(photo);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await count()).toBe(before);

    // An update with a bad photo leaves the product and its photo as they were.
    const { _id } = (await create({ bytes: jpeg })).json<ProductMutationResponse>().product;
    const [stored] = await t.app.db.select().from(products).where(eq(products.id, _id));
    for (const [photo, status] of cases) expect((await update(_id, photo)).statusCode).toBe(status);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, _id));
    expect(after?.photoEtag).toBe(stored?.photoEtag);
    expect(after?.updatedAt).toEqual(stored?.updatedAt);
  });

  it('refuses a second file and a file in another field', async () => {
    const jpeg = await testImage(50, 50);
    const form = formData(fields(), { bytes: jpeg });
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'second.jpg');
    const twoFiles = await t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: bearer(seller.token), payload: form });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ success: false, message: 'Only one photo can be uploaded.' });

    const elsewhere = formData(fields());
    elsewhere.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'x.jpg');
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: bearer(seller.token), payload: elsewhere });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ success: false, message: 'Upload the photo in the "photo" field.' });
  });
});
