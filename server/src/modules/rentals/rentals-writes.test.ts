import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formData, rawBody } from '../../test/multipart';
import { LISTING_CASES, type Listing } from './test-kinds';

describe.each(LISTING_CASES)('%s writes on %s', (_label, backend, kind) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const owner = useMember(t, { name: 'Olga Owner', phone: '+91 90000 22222' });
  const other = useMember(t);

  const [category, otherCategory] = kind.categories;
  const valid = () => ({ name: 'Study lamp', description: 'Bright and foldable', pricePerDay: '40.50', category });
  const headers = (token: string | null) => (token ? bearer(token) : {});
  const url = (path: string, id?: string) => `${kind.base}/${path}${id === undefined ? '' : `/${id}`}`;
  const create = (token: string | null, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: url(kind.paths.create), headers: headers(token), payload: formData(fields) });
  const update = (token: string | null, id: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: url(kind.paths.update, id), headers: headers(token), payload: formData(fields) });
  const remove = (token: string | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: url(kind.paths.remove, id), headers: headers(token) });
  const itemOf = (body: Record<string, unknown>) => body[kind.itemKey] as Listing;
  const createdBy = async (token: string, fields: Record<string, string> = {}) => {
    const response = await create(token, { ...valid(), ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return itemOf(response.json());
  };
  const list = async (path: string, token: string | null = null) => {
    const response = await t.app.inject({ method: 'GET', url: url(path), headers: headers(token) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.success).toBe(true);
    return body[kind.listKey] as Listing[];
  };

  it('a member creates a listing; the owner is the token user whatever the form says', async () => {
    const response = await create(owner.token, { ...valid(), sellerId: other.user._id });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ success: true, message: kind.messages.created });
    const item = itemOf(body);
    expect(item).toMatchObject({
      name: 'Study lamp',
      description: 'Bright and foldable',
      pricePerDay: 40.5,
      category,
      isRented: false,
      paused: false,
      hasPhoto: false,
      sellerId: { _id: owner.user._id, name: 'Olga Owner', phone: '+91 90000 22222', email: owner.input.email },
    });
    if (kind.itemKey === 'service') expect(item.pricePerHour).toBe(40.5);
    else expect(item).toMatchObject({ isSold: false, deposit: 0 });
    expect((await kind.row(t.app.db, item._id))?.pricePaise).toBe(4050);
  });

  it("the public list is newest first and carries the category and the owner's name; the phone and e-mail for members only", async () => {
    const older = await createdBy(owner.token, { name: 'Older item' });
    const newer = await createdBy(owner.token, { name: 'Newer item', category: otherCategory });
    const items = await list(kind.paths.list);
    const ids = items.map((item) => item._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    const shown = items.find((item) => item._id === newer._id);
    expect(shown?.category).toEqual(kind.itemKey === 'rentProduct' ? { name: otherCategory } : otherCategory);
    // A visitor (or a session that is no longer valid) gets neither the phone nor the e-mail, as a product's seller
    // (docs/product-rules.md "Deviation 11").
    expect(shown?.sellerId).toEqual({ _id: owner.user._id, name: 'Olga Owner' });
    const staleSession = (await list(kind.paths.list, 'not-a-session')).find((item) => item._id === newer._id);
    expect(staleSession?.sellerId).toEqual({ _id: owner.user._id, name: 'Olga Owner' });
    const forMember = (await list(kind.paths.list, other.token)).find((item) => item._id === newer._id);
    expect(forMember?.sellerId).toEqual({ _id: owner.user._id, name: 'Olga Owner', phone: '+91 90000 22222', email: owner.input.email });
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await kind.rows(t.app.db)).length;
    const { name: _name, ...noName } = valid();
    const { pricePerDay: _price, ...noPrice } = valid();
    const { category: _category, ...noCategory } = valid();
    const bad: [Record<string, string>, RegExp][] = [
      [noName, /^Name is required$/],
      [noPrice, /^Price is required$/],
      [{ ...valid(), description: '  ' }, /^Description is required$/],
      [noCategory, /^Category must be one of /],
      [{ ...valid(), category: 'Weapons' }, /^Category must be one of /],
      [{ ...valid(), pricePerDay: '-5' }, /greater than 0/],
      [{ ...valid(), pricePerDay: 'free' }, /Price must be a number/],
      [{ ...valid(), pricePerDay: '1.005' }, /two decimals/],
    ];
    for (const [fields, message] of bad) {
      const response = await create(owner.token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) as string });
    }
    // JSON is a listing's form too (README "Forms"); a type that is neither JSON nor a form is not.
    const notAForm = await t.app.inject(rawBody(url(kind.paths.create), 'text/xml', '<listing/>', owner.token));
    expect(notAForm.statusCode).toBe(415);
    const visitor = await create(null, valid());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    expect((await kind.rows(t.app.db)).length).toBe(before);
  });

  it('only the owner or an admin updates or deletes; 401 and 403 change nothing', async () => {
    const item = await createdBy(owner.token, { name: 'Guarded item' });
    const before = await kind.row(t.app.db, item._id);
    for (const [token, status] of [
      [null, 401],
      [other.token, 403],
    ] as const) {
      const updated = await update(token, item._id, { name: 'Hijacked', paused: 'true' });
      expect(updated.statusCode).toBe(status);
      expect(updated.json()).toMatchObject({ success: false, message: expect.any(String) as string });
      expect((await remove(token, item._id)).statusCode).toBe(status);
    }
    expect(await kind.row(t.app.db, item._id)).toEqual(before);

    const byOwner = await update(owner.token, item._id, { pricePerDay: '99.99' });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ success: true, message: kind.messages.updated });
    expect(itemOf(byOwner.json())).toMatchObject({ pricePerDay: 99.99, name: 'Guarded item', category });
    const byAdmin = await update(admin.token, item._id, { name: 'Moderated item', category: otherCategory });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(itemOf(byAdmin.json())).toMatchObject({ name: 'Moderated item', category: otherCategory, pricePerDay: 99.99 });
    // The owner stays the owner after an admin.token's edit.
    expect((await kind.row(t.app.db, item._id))?.sellerId).toBe(owner.user._id);

    const deleted = await remove(admin.token, item._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Moderated item deleted successfully' });
    expect(await kind.row(t.app.db, item._id)).toBeUndefined();
    const own = await createdBy(owner.token, { name: 'Own bike' });
    expect((await remove(owner.token, own._id)).json()).toEqual({ success: true, message: 'Own bike deleted successfully' });
  });

  it('pauses and resumes, changes only the fields sent and refuses bad ones, storing nothing', async () => {
    const item = await createdBy(owner.token, { name: 'Tent' });
    const before = await kind.row(t.app.db, item._id);
    const bad: Record<string, string>[] = [{ pricePerDay: '-1' }, { name: '' }, { category: 'Nope' }, { paused: 'maybe' }];
    for (const fields of bad) {
      const response = await update(owner.token, item._id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await kind.row(t.app.db, item._id)).toEqual(before);

    // The owner's switch pauses the listing; whether it is rented comes from its bookings, not from a form.
    const paused = await update(owner.token, item._id, { paused: 'true', isRented: 'true' });
    expect(itemOf(paused.json())).toMatchObject({ paused: true, isRented: false, name: 'Tent', pricePerDay: 40.5 });
    const back = await update(owner.token, item._id, { paused: 'false', sellerId: other.user._id });
    expect(itemOf(back.json())).toMatchObject({ paused: false, sellerId: { _id: owner.user._id } });
  });

  it('keeps a rent item\'s refundable deposit, none unless set, and refuses a bad one', async () => {
    if (kind.itemKey !== 'rentProduct') return;
    expect(await createdBy(owner.token)).toMatchObject({ deposit: 0 });
    const item = await createdBy(owner.token, { deposit: '500.50' });
    expect(item).toMatchObject({ deposit: 500.5 });
    expect((await kind.row(t.app.db, item._id))?.depositPaise).toBe(50_050);
    for (const deposit of ['-1', 'lots', '1.234', '1000001']) {
      const response = await update(owner.token, item._id, { deposit });
      expect(response.statusCode, deposit).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Deposit /);
    }
    expect(itemOf((await update(owner.token, item._id, { deposit: '0' })).json())).toMatchObject({ deposit: 0 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await update(owner.token, randomUUID(), { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: expect.stringMatching(/not found/) as string });
    expect((await remove(owner.token, randomUUID())).statusCode).toBe(404);
    const malformed = await remove(owner.token, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    expect((await update(owner.token, 'nope', { name: 'x' })).statusCode).toBe(400);
  });

  it("lists only the signed-in owner's own listings; visitors get 401", async () => {
    const mine = await createdBy(other.token, { name: 'Mine alone' });
    const items = await list(kind.paths.own, other.token);
    expect(items.map((item) => item._id)).toEqual([mine._id]);
    expect(items[0]?.category).toBe(category);
    expect((await t.app.inject({ method: 'GET', url: url(kind.paths.own) })).statusCode).toBe(401);
  });
});
