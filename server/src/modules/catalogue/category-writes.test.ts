import { randomUUID } from 'node:crypto';
import type { CategoryMutationResponse } from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

describe.each(BACKENDS)('category writes on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const member = useMember(t);

  const headers = (token: string | null) => (token ? bearer(token) : {});
  const create = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/category/create-category', headers: headers(token), payload: payload as object });
  const update = (token: string | null, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/category/update-category/${id}`, headers: headers(token), payload: payload as object });
  const remove = (token: string | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/category/delete-category/${id}`, headers: headers(token) });
  const stored = () => t.app.db.select().from(categories);
  const created = async (name: string) => (await create(admin.token, { name })).json<CategoryMutationResponse>().category;

  it('an admin creates a category with a trimmed name and a slug', async () => {
    const response = await create(admin.token, { name: '  Lab Equipment  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Lab Equipment created successfully',
      category: { _id: expect.any(String) as string, name: 'Lab Equipment', slug: 'lab-equipment' },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/category/get-category' })).json<{ getCategory: unknown[] }>();
    expect(list.getCategory).toContainEqual({ _id: response.json<CategoryMutationResponse>().category._id, name: 'Lab Equipment', slug: 'lab-equipment' });
  });

  it('refuses visitors (401) and members (403) on every write, changing nothing', async () => {
    const category = await created('Bicycles');
    const before = await stored();
    for (const token of [null, member.token]) {
      const status = token ? 403 : 401;
      for (const response of [
        await create(token, { name: 'Sneaky' }),
        await update(token, category._id, { name: 'Renamed' }),
        await remove(token, category._id),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) as string });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('requires a name and refuses duplicates ignoring case', async () => {
    await created('Musical Instruments');
    const before = await stored();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Category name is required.'],
      [{ name: '   ' }, 400, 'Category name is required.'],
      [{ name: 42 }, 400, 'Category name is required.'],
      [{ name: 'x'.repeat(61) }, 400, 'Category name is too long.'],
      [{ name: ' musical instruments ' }, 409, 'A category named "musical instruments" already exists.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await create(admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('gives each category a unique slug', async () => {
    const first = await created('Art & Craft');
    const second = await created('Art Craft');
    expect(first.slug).toBe('art-craft');
    expect(second.slug).toBe('art-craft-2');
  });

  it('an admin renames a category; the slug follows, a clash with another name is 409', async () => {
    const category = await created('Gadgets');
    await created('Toys');
    const response = await update(admin.token, category._id, { name: ' Cool Gadgets ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Cool Gadgets updated successfully',
      category: { _id: category._id, name: 'Cool Gadgets', slug: 'cool-gadgets' },
    });
    // Changing only the case of its own name is not a clash with itself.
    expect((await update(admin.token, category._id, { name: 'COOL GADGETS' })).statusCode).toBe(200);
    const clash = await update(admin.token, category._id, { name: 'toys' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ success: false, message: 'A category named "toys" already exists.' });
    const empty = await update(admin.token, category._id, { name: '' });
    expect(empty.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(categories).where(eq(categories.id, category._id));
    expect(row?.name).toBe('COOL GADGETS');
  });

  it('two categories renamed to one new name at once: one succeeds, the other is 409, never 500', async () => {
    const first = await created('Decals');
    const second = await created('Prints');
    const name = `Wall art ${Date.now()}`;
    const answers = await Promise.all([update(admin.token, first._id, { name }), update(admin.token, second._id, { name })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const named = (await stored()).filter((row) => row.name === name);
    expect(named).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const response of [await update(admin.token, randomUUID(), { name: 'Ghost' }), await remove(admin.token, randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Category not found' });
    }
    for (const response of [await update(admin.token, 'not-a-uuid', { name: 'Ghost' }), await remove(admin.token, 'not-a-uuid')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Invalid category id' });
    }
  });

  it('deletes an unused category and refuses one that products use', async () => {
    const unused = await created('Posters');
    const response = await remove(admin.token, unused._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Posters deleted successfully', delCategory: unused });
    expect(await t.app.db.select().from(categories).where(eq(categories.id, unused._id))).toEqual([]);

    const used = await created('Kitchen');
    const base = { description: 'Used', pricePaise: 100, quantity: 1, categoryId: used._id, sellerId: member.user._id };
    await t.app.db.insert(products).values([
      { ...base, name: 'Kettle', slug: 'kettle' },
      { ...base, name: 'Toaster', slug: 'toaster' },
    ]);
    const refused = await remove(admin.token, used._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'This category is used by 2 products; move or delete them first.' });
    expect(await t.app.db.select().from(categories).where(eq(categories.id, used._id))).toHaveLength(1);
    expect(await t.app.db.select().from(products).where(eq(products.categoryId, used._id))).toHaveLength(2);
  });
});
