import type { CategoryMutationResponse, ProductMutationResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { useCategory } from '../../test/catalogue';
import { formBody } from '../../test/multipart';

/**
 * README "Forms": a JSON body is checked exactly as strictly as a form. A number field takes a JSON number or a
 * numeric text, never a boolean, an array, an object, or a blank (null, '') where the form needs a value.
 */
const NOT_NUMBERS: unknown[] = [true, false, [5], ['5'], [], {}, { value: 5 }, '0x10', 'Infinity', '5 rupees', '1,5'];
const BLANKS: unknown[] = [null, '', '   '];

describe.each(BACKENDS)('JSON types in product writes on %s', (backend) => {
  const t = useTestApp(backend);
  const seller = useMember(t);
  const books = useCategory(t, 'Books');

  const valid = () => ({ name: 'Chemistry notes', description: 'All units', price: 75.25, quantity: 3, category: books.id, shipping: false });
  const json = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { ...bearer(seller.token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const create = (body: Record<string, unknown>) => json('POST', '/api/v1/product/create-product', body);
  const update = (id: string, body: Record<string, unknown>) => json('PUT', `/api/v1/product/update-product/${id}`, body);
  const stored = () => t.app.db.select().from(products).orderBy(products.createdAt, products.id);

  it('refuses booleans, arrays, objects and blanks as a price or a quantity on create, with the field’s message, storing nothing', async () => {
    const before = await stored();
    const cases: [string, unknown, string][] = [
      ...NOT_NUMBERS.map((value): [string, unknown, string] => ['price', value, 'Price must be a number']),
      ...NOT_NUMBERS.map((value): [string, unknown, string] => ['quantity', value, 'Quantity must be a number']),
      ...BLANKS.map((value): [string, unknown, string] => ['price', value, 'Price is required']),
      ...BLANKS.map((value): [string, unknown, string] => ['quantity', value, 'Quantity is required']),
    ];
    for (const [field, value, message] of cases) {
      const response = await create({ ...valid(), [field]: value });
      expect(response.statusCode, `${field}: ${JSON.stringify(value)} → ${response.body}`).toBe(400);
      expect(response.json(), `${field}: ${JSON.stringify(value)}`).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses them on update too (quantity: false does not empty the stock), changing nothing', async () => {
    const created = await create(valid());
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<ProductMutationResponse>().product;
    const before = await stored();
    const cases: [string, unknown, string][] = [
      ...NOT_NUMBERS.map((value): [string, unknown, string] => ['price', value, 'Price must be a number']),
      ...NOT_NUMBERS.map((value): [string, unknown, string] => ['quantity', value, 'Quantity must be a number']),
      ...BLANKS.map((value): [string, unknown, string] => ['price', value, 'Price is required']),
      ...BLANKS.map((value): [string, unknown, string] => ['quantity', value, 'Quantity is required']),
      ['shipping', 1, 'Shipping must be Yes or No'],
      ['shipping', null, 'Shipping must be Yes or No'],
      ['name', 5, 'Name is required'],
    ];
    for (const [field, value, message] of cases) {
      const response = await update(id, { [field]: value });
      expect(response.statusCode, `${field}: ${JSON.stringify(value)} → ${response.body}`).toBe(400);
      expect(response.json(), `${field}: ${JSON.stringify(value)}`).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a form’s text as it answers JSON: "true" and "[5]" are not numbers either', async () => {
    const before = await stored();
    for (const text of ['true', '[5]', '0x10', '']) {
      const { payload, headers } = formBody('urlencoded', { ...valid(), price: text });
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: { ...bearer(seller.token), ...headers }, payload });
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toEqual({ success: false, message: text === '' ? 'Price is required' : 'Price must be a number' });
    }
    expect(await stored()).toEqual(before);
  });

  it('takes a JSON number or a numeric text, spaces around it included', async () => {
    const created = await create({ ...valid(), price: ' 80.5 ', quantity: '4' });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, price, quantity } = created.json<ProductMutationResponse>().product;
    expect({ price, quantity }).toEqual({ price: 80.5, quantity: 4 });
    const updated = await update(id, { price: 90, quantity: '0' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ProductMutationResponse>().product).toMatchObject({ price: 90, quantity: 0, isSold: true });
  });
});

describe.each(BACKENDS)('JSON types in category writes on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const json = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const stored = () => t.app.db.select().from(categories).orderBy(categories.name);

  it('refuses a name that is not text, on create and on update, changing nothing', async () => {
    const created = await json('POST', '/api/v1/category/create-category', { name: 'Furniture' });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<CategoryMutationResponse>().category;
    const before = await stored();
    for (const name of [5, true, ['Desks'], { name: 'Desks' }, null]) {
      for (const [method, url] of [['POST', '/api/v1/category/create-category'], ['PUT', `/api/v1/category/update-category/${id}`]] as const) {
        const response = await json(method, url, { name });
        expect(response.statusCode, `${method} ${JSON.stringify(name)}`).toBe(400);
        expect(response.json()).toEqual({ success: false, message: 'Category name is required.' });
      }
    }
    expect(await stored()).toEqual(before);
  });
});
