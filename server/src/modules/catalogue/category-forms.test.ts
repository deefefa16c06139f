import type { CategoryMutationResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { ADMIN_ENV, bearer, signedInUser, useAdmin } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { formBody, formData, FORM_TYPES, type FormType } from '../../test/multipart';

/** README "Forms": a category's name comes as JSON, a URL-encoded form or a multipart form, checked alike. */
describe.each(BACKENDS)('category forms on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);

  const create = (type: FormType, fields: Record<string, string | number | boolean>, token = admin.token) => {
    const { payload, headers } = formBody(type, fields);
    return t.app.inject({ method: 'POST', url: '/api/v1/category/create-category', headers: { ...bearer(token), ...headers }, payload });
  };
  const update = (type: FormType, id: string, fields: Record<string, string>) => {
    const { payload, headers } = formBody(type, fields);
    return t.app.inject({ method: 'PUT', url: `/api/v1/category/update-category/${id}`, headers: { ...bearer(admin.token), ...headers }, payload });
  };
  const stored = () => t.app.db.select().from(categories).orderBy(categories.name);

  it('creates a category from each type with the same answer (201)', async () => {
    const answers = [];
    for (const type of FORM_TYPES) {
      const response = await create(type, { name: `  ${type} gear  ` });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      answers.push(response.json<CategoryMutationResponse>());
    }
    // The same answer whatever the type: only the name (and so the id and slug) differs.
    expect(answers).toEqual(
      FORM_TYPES.map((type) => ({
        success: true,
        message: `${type} gear created successfully`,
        category: { _id: expect.any(String) as string, name: `${type} gear`, slug: `${type}-gear` },
      })),
    );
  });

  it('renames a category from a URL-encoded or a multipart form', async () => {
    const { category } = (await create('json', { name: 'Stationery' })).json<CategoryMutationResponse>();
    for (const type of ['urlencoded', 'multipart'] as const) {
      const response = await update(type, category._id, { name: ` Stationery ${type} ` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: `Stationery ${type} updated successfully`,
        category: { _id: category._id, name: `Stationery ${type}`, slug: `stationery-${type}` },
      });
    }
  });

  it('refuses bad input with the same status and message whatever the type, storing nothing', async () => {
    await create('json', { name: 'Furniture' });
    const before = await stored();
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, 'Category name is required.'],
      [{ name: '' }, 400, 'Category name is required.'],
      [{ name: '   ' }, 400, 'Category name is required.'],
      [{ name: 'x'.repeat(61) }, 400, 'Category name is too long.'],
      [{ name: 'Bad\u0000name' }, 400, 'Category name cannot contain the null character (U+0000).'],
      [{ name: ' furniture ' }, 409, 'A category named "furniture" already exists.'],
    ];
    for (const [fields, status, message] of cases) {
      for (const type of FORM_TYPES) {
        const response = await create(type, fields);
        expect(response.statusCode, `${type} ${JSON.stringify(fields)}`).toBe(status);
        expect(response.json(), type).toEqual({ success: false, message });
      }
    }
    // An update is checked by the same schema.
    const [furniture] = before.filter((row) => row.name === 'Furniture');
    for (const type of FORM_TYPES) {
      const response = await update(type, furniture?.id ?? '', { name: ' ' });
      expect(response.json(), type).toEqual({ success: false, message: 'Category name is required.' });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file in a category form, and a field sent twice, with a 400 that says so', async () => {
    const before = await stored();
    const withFile = formData({ name: 'Posters' }, { bytes: Buffer.from('not really a photo'), filename: 'poster.jpg' });
    const file = await t.app.inject({ method: 'POST', url: '/api/v1/category/create-category', headers: bearer(admin.token), payload: withFile });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ success: false, message: 'The category form takes no file: send its fields only.' });

    const twice = new FormData();
    twice.append('name', 'Posters');
    twice.append('name', 'Prints');
    const urlencodedTwice = 'name=Posters&name=Prints';
    for (const request of [
      { payload: twice, headers: {} },
      { payload: urlencodedTwice, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/category/create-category',
        headers: { ...bearer(admin.token), ...request.headers },
        payload: request.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Send the field "name" only once.' });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 415 with a message for a type that is neither JSON nor a form', async () => {
    for (const [type, payload] of [
      ['text/xml', '<category><name>Maps</name></category>'],
      ['text/plain', 'name=Maps'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/category/create-category',
        headers: { ...bearer(admin.token), 'content-type': type ?? '' },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message:
          'Send the form as JSON (application/json), as a URL-encoded form (application/x-www-form-urlencoded) or as a multipart/form-data form.',
      });
    }
  });

  it('still refuses a member (403) whatever the type', async () => {
    const member = await signedInUser(t.app);
    for (const type of FORM_TYPES) {
      const response = await create(type, { name: 'Sneaky' }, member.token);
      expect(response.statusCode, type).toBe(403);
    }
  });
});
