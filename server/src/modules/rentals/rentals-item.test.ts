import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, signedInUser, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formData } from '../../test/multipart';
import { LISTING_CASES, type Listing } from './test-kinds';

describe.each(LISTING_CASES)('one of the %s on %s', (_label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t, { name: 'Olga Owner', phone: '+91 90000 22222' });

  const url = (path: string, id?: string) => `${kind.base}/${path}${id === undefined ? '' : `/${id}`}`;
  const getItem = (id: string) => t.app.inject({ method: 'GET', url: url(kind.paths.item, id) });
  const create = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: url(kind.paths.create),
      headers: bearer(owner.token),
      payload: formData({ name, description: 'Bright and foldable', pricePerDay: '40.50', category: kind.categories[0] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Record<string, Listing>>()[kind.itemKey] as Listing;
  };

  it('answers a visitor with the listing exactly as the public list gives it', async () => {
    const created = await create('Study lamp');
    await create('Another lamp');
    const response = await getItem(created._id);
    expect(response.statusCode, response.body).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: url(kind.paths.list) })).json<Record<string, Listing[]>>();
    const listed = list[kind.listKey]?.find((item) => item._id === created._id);
    expect(listed).toBeDefined();
    expect(response.json()).toEqual({ success: true, [kind.itemKey]: listed });
    expect(listed).toMatchObject({ name: 'Study lamp', description: 'Bright and foldable', pricePerDay: 40.5 });
  });

  it("gives the owner's phone and e-mail to a logged-in member only, in the list's shape", async () => {
    const created = await create('Camping stove');
    const visitor = (await getItem(created._id)).json<Record<string, Listing>>()[kind.itemKey];
    expect(visitor?.sellerId).toEqual({ _id: owner.user._id, name: 'Olga Owner' });
    const member = await signedInUser(t.app);
    const headers = bearer(member.token);
    const item = (await t.app.inject({ method: 'GET', url: url(kind.paths.item, created._id), headers })).json<Record<string, Listing>>();
    expect(item[kind.itemKey]?.sellerId).toEqual({ ...visitor?.sellerId as object, phone: '+91 90000 22222', email: owner.input.email });
    const list = (await t.app.inject({ method: 'GET', url: url(kind.paths.list), headers })).json<Record<string, Listing[]>>();
    expect(list[kind.listKey]?.find((listed) => listed._id === created._id)).toEqual(item[kind.itemKey]);
  });

  it("shows the owner's edit, and is gone once deleted", async () => {
    const created = await create('Tent');
    const edited = await t.app.inject({
      method: 'PUT',
      url: url(kind.paths.update, created._id),
      headers: bearer(owner.token),
      payload: formData({ pricePerDay: '55' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getItem(created._id)).json<Record<string, Listing>>()[kind.itemKey]).toMatchObject({ name: 'Tent', pricePerDay: 55 });

    expect((await t.app.inject({ method: 'DELETE', url: url(kind.paths.remove, created._id), headers: bearer(owner.token) })).statusCode).toBe(200);
    const gone = await getItem(created._id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: kind.messages.notFound });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getItem(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: kind.messages.notFound });
    for (const malformed of ['nope', '12345', `${randomUUID()}x`]) {
      const response = await getItem(malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toEqual({ success: false, message: kind.messages.invalidId });
    }
  });
});
