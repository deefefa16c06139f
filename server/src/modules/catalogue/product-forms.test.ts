import { randomUUID } from 'node:crypto';
import type { ProductMutationResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { useCategory } from '../../test/catalogue';
import { formBody, FORM_TYPES, rawBody, testImage, type FormType, type UploadFile } from '../../test/multipart';

type Fields = Record<string, string | number | boolean>;

/** README "Forms": a product comes as JSON, a URL-encoded form or a multipart form (the one with a photo). */
describe.each(BACKENDS)('product forms on %s', (backend) => {
  const t = useTestApp(backend);
  const seller = useMember(t);
  const books = useCategory(t, 'Books');

  const valid = (): Fields => ({ name: 'Chemistry notes', description: 'All units', price: '75.25', quantity: '3', category: books.id, shipping: 'Yes' });
  const create = (type: FormType, fields: Fields, photo?: UploadFile) => {
    const { payload, headers } = formBody(type, fields, photo);
    return t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: { ...bearer(seller.token), ...headers }, payload });
  };
  const update = (type: FormType, id: string, fields: Fields) => {
    const { payload, headers } = formBody(type, fields);
    return t.app.inject({ method: 'PUT', url: `/api/v1/product/update-product/${id}`, headers: { ...bearer(seller.token), ...headers }, payload });
  };
  const count = async () => (await t.app.db.select({ id: products.id }).from(products)).length;

  it('creates the same product from each type; only a multipart form carries a photo', async () => {
    for (const type of FORM_TYPES) {
      const photo = type === 'multipart' ? { bytes: await testImage(120, 90) } : undefined;
      const response = await create(type, valid(), photo);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      const body = response.json<ProductMutationResponse>();
      expect(body).toMatchObject({ success: true, message: 'Product created successfully!' });
      expect(body.product, type).toMatchObject({
        name: 'Chemistry notes',
        description: 'All units',
        price: 75.25,
        quantity: 3,
        category: { _id: books.id },
        shipping: true,
        hasPhoto: type === 'multipart',
        sellerId: { _id: seller.user._id },
      });
    }
  });

  it('takes JSON with JSON types (numbers, booleans) as a form library sends them', async () => {
    const response = await create('json', { ...valid(), price: 75.25, quantity: 3, shipping: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProductMutationResponse>().product).toMatchObject({ price: 75.25, quantity: 3, shipping: false });
  });

  it('refuses bad input with the same message whatever the type, storing nothing', async () => {
    const before = await count();
    const { price: _price, ...noPrice } = valid();
    const { name: _name, ...noName } = valid();
    const cases: [Fields, string][] = [
      [noName, 'Name is required'],
      [noPrice, 'Price is required'],
      [{ ...valid(), description: '  ' }, 'Description is required'],
      [{ ...valid(), quantity: '' }, 'Quantity is required'],
      [{ ...valid(), price: 'cheap' }, 'Price must be a number'],
      [{ ...valid(), quantity: '0' }, 'Quantity must be at least 1'],
      [{ ...valid(), category: 'books' }, 'Choose a category'],
      [{ ...valid(), category: randomUUID() }, 'Choose a category'],
      [{ ...valid(), shipping: 'maybe' }, 'Shipping must be Yes or No'],
    ];
    for (const [fields, message] of cases) {
      for (const type of FORM_TYPES) {
        const response = await create(type, fields);
        expect(response.statusCode, `${type} ${JSON.stringify(fields)}`).toBe(400);
        expect(response.json(), type).toEqual({ success: false, message });
      }
    }
    // A JSON body that is not an object says so, as on every JSON route.
    const notAnObject = await t.app.inject(rawBody('/api/v1/product/create-product', 'application/json', '["Chemistry notes"]', seller.token));
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
    expect(await count()).toBe(before);
  });

  it('updates from JSON and from a URL-encoded form, changing only the fields sent', async () => {
    const created = (await create('json', valid())).json<ProductMutationResponse>().product;
    const fromJson = await update('json', created._id, { price: 80, shipping: false });
    expect(fromJson.statusCode, fromJson.body).toBe(200);
    expect(fromJson.json<ProductMutationResponse>().product).toMatchObject({ price: 80, shipping: false, quantity: 3, name: 'Chemistry notes' });
    const fromForm = await update('urlencoded', created._id, { quantity: '0', description: 'All units, annotated' });
    expect(fromForm.statusCode, fromForm.body).toBe(200);
    expect(fromForm.json<ProductMutationResponse>().product).toMatchObject({
      price: 80,
      quantity: 0,
      isSold: true,
      description: 'All units, annotated',
    });
  });

  it('applies the form limits of a multipart form to a URL-encoded one', async () => {
    const before = await count();
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`extra${i}`, 'x']));
    const cases: [Fields, string][] = [
      [{ ...valid(), description: 'd'.repeat(21 * 1024) }, 'The field "description" is too long.'],
      [{ ...valid(), ...tooMany }, 'The form has too many fields.'],
    ];
    for (const [fields, message] of cases) {
      for (const type of ['urlencoded', 'multipart'] as const) {
        const response = await create(type, fields);
        expect(response.statusCode, type).toBe(400);
        expect(response.json(), type).toEqual({ success: false, message });
      }
    }
    expect(await count()).toBe(before);
  });

  it('answers 415 for a type that is neither JSON nor a form, and 401 to a visitor whatever the type', async () => {
    const xml = await t.app.inject(rawBody('/api/v1/product/create-product', 'text/xml', '<product/>', seller.token));
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Send the form as JSON/) as string });
    for (const type of FORM_TYPES) {
      const { payload, headers } = formBody(type, valid());
      const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers, payload });
      expect(visitor.statusCode, type).toBe(401);
    }
  });
});
