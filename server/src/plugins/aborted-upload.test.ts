import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, rentProducts, services } from '../db/schema';
import { ADMIN_ENV, useMember } from '../test/auth-helpers';
import { BACKENDS, useTestApp } from '../test/build-test-app';
import { useCategory } from '../test/catalogue';
import { noisyPhoto, rawConnection, rawRequest, type Sent } from '../test/http-load';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/decisions/0038-axios-as-the-http-client.md, "Uploads": a member's Cancel aborts a multipart write while its
 * photo is still coming in. The connection closes mid-body; the server must store nothing of it, neither a new
 * listing nor a change. Each case also sends the very same bytes whole, which does store, so the check can fail.
 */
describe.each(BACKENDS)('a multipart write aborted mid-body on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const seller = useMember(t, { name: 'Sara Seller' });
  const books = useCategory(t, 'Books');
  let port = 0;
  let photo: Buffer;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    photo = await noisyPhoto(1200, 900);
  });

  /** Writes `sent` up to the middle of its photo, waits while the server reads what came, then drops the connection. */
  async function abortMidPhoto(sent: Sent) {
    const bytes = rawRequest(sent);
    const connection = await rawConnection(port);
    connection.write(bytes.subarray(0, bytes.length - Math.floor(photo.length / 2)));
    await sleep(300);
    connection.destroy();
    await sleep(300);
  }

  /** Sends `sent` whole on a raw connection: its status. */
  async function sendWhole(sent: Sent) {
    const connection = await rawConnection(port);
    connection.write(rawRequest(sent));
    const [ending] = await connection.answers(1, 'whole');
    connection.destroy();
    return ending?.status;
  }

  const productForm = (name: string) => ({ name, description: 'Neat and complete', price: '120', quantity: '2', category: books.id, shipping: 'false' });
  const listingForm = (name: string, category: string) => ({ name, description: 'Well kept', pricePerDay: '50', category });

  it.each([
    ['a product', '/api/v1/product/create-product', () => productForm('Aborted lamp'), () => t.app.db.select().from(products).where(eq(products.name, 'Aborted lamp'))],
    ['a rent product', '/api/v1/rent-product/create-rent-product', () => listingForm('Aborted bike', 'Books'), () => t.app.db.select().from(rentProducts).where(eq(rentProducts.name, 'Aborted bike'))],
    ['a service', '/api/v1/service/create-service', () => listingForm('Aborted lessons', 'Tutoring'), () => t.app.db.select().from(services).where(eq(services.name, 'Aborted lessons'))],
  ])('%s is not created', async (_what, path, form, stored) => {
    const sent: Sent = { method: 'POST', path, token: seller.token, form: form(), photo };
    await abortMidPhoto(sent);
    expect(await stored()).toHaveLength(0);

    expect(await sendWhole(sent)).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('changes nothing of a product being updated', async () => {
    const created: Sent = { method: 'POST', path: '/api/v1/product/create-product', token: seller.token, form: productForm('Desk lamp') };
    expect(await sendWhole(created)).toBe(201);
    const [before] = await t.app.db.select().from(products).where(eq(products.name, 'Desk lamp'));
    const update: Sent = { method: 'PUT', path: `/api/v1/product/update-product/${before?.id}`, token: seller.token, form: productForm('Desk lamp, renamed'), photo };

    await abortMidPhoto(update);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, before?.id ?? ''));
    expect(after).toEqual(before);

    expect(await sendWhole(update)).toBe(200);
    const [updated] = await t.app.db.select().from(products).where(eq(products.id, before?.id ?? ''));
    expect(updated?.name).toBe('Desk lamp, renamed');
  });
});
