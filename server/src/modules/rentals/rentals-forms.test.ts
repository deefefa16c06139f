import { describe, expect, it } from 'vitest';
import { bearer, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formBody, FORM_TYPES, rawBody, testImage, type FormType, type UploadFile } from '../../test/multipart';
import { LISTING_CASES, type Listing } from './test-kinds';

type Fields = Record<string, string | number | boolean>;

/** README "Forms": a rent product or a service comes as JSON, a URL-encoded form or a multipart form (with a photo). */
describe.each(LISTING_CASES)('%s forms on %s', (_label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t);

  const [category, otherCategory] = kind.categories;
  const valid = (): Fields => ({ name: 'Camping stove', description: 'Gas, with a lighter', pricePerDay: '55.50', category });
  const url = (path: string, id?: string) => `${kind.base}/${path}${id === undefined ? '' : `/${id}`}`;
  const create = (type: FormType, fields: Fields, photo?: UploadFile) => {
    const { payload, headers } = formBody(type, fields, photo);
    return t.app.inject({ method: 'POST', url: url(kind.paths.create), headers: { ...bearer(owner.token), ...headers }, payload });
  };
  const update = (type: FormType, id: string, fields: Fields) => {
    const { payload, headers } = formBody(type, fields);
    return t.app.inject({ method: 'PUT', url: url(kind.paths.update, id), headers: { ...bearer(owner.token), ...headers }, payload });
  };
  const itemOf = (body: Record<string, unknown>) => body[kind.itemKey] as Listing;

  it('creates the same listing from each type; only a multipart form carries a photo', async () => {
    for (const type of FORM_TYPES) {
      const photo = type === 'multipart' ? { bytes: await testImage(100, 100, 'png') } : undefined;
      const response = await create(type, valid(), photo);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({ success: true, message: kind.messages.created });
      expect(itemOf(body), type).toMatchObject({
        name: 'Camping stove',
        description: 'Gas, with a lighter',
        pricePerDay: 55.5,
        category,
        isRented: false,
        paused: false,
        hasPhoto: type === 'multipart',
        sellerId: { _id: owner.user._id },
      });
      if (type === 'multipart') {
        const photoAnswer = await t.app.inject({ method: 'GET', url: url(kind.paths.photo, itemOf(body)._id) });
        expect(photoAnswer.statusCode).toBe(200);
        expect(photoAnswer.headers['content-type']).toBe('image/webp');
      }
    }
    // JSON may carry the price as a number.
    const numeric = await create('json', { ...valid(), pricePerDay: 55.5 });
    expect(numeric.statusCode, numeric.body).toBe(201);
    expect(itemOf(numeric.json())).toMatchObject({ pricePerDay: 55.5 });
  });

  it('refuses bad input with the same message whatever the type, storing nothing', async () => {
    const before = (await kind.rows(t.app.db)).length;
    const { pricePerDay: _price, ...noPrice } = valid();
    const cases: [Fields, RegExp][] = [
      [{ ...valid(), name: ' ' }, /^Name is required$/],
      [noPrice, /^Price is required$/],
      [{ ...valid(), category: 'Weapons' }, /^Category must be one of /],
      [{ ...valid(), pricePerDay: '1.005' }, /two decimals/],
    ];
    for (const [fields, message] of cases) {
      const messages = new Set<string>();
      for (const type of FORM_TYPES) {
        const response = await create(type, fields);
        expect(response.statusCode, `${type} ${JSON.stringify(fields)}`).toBe(400);
        const body = response.json<{ success: boolean; message: string }>();
        expect(body).toMatchObject({ success: false, message: expect.stringMatching(message) as string });
        messages.add(body.message);
      }
      expect([...messages], JSON.stringify(fields)).toHaveLength(1);
    }
    expect((await kind.rows(t.app.db)).length).toBe(before);
  });

  it('updates from JSON and from a URL-encoded form, paused included', async () => {
    const item = itemOf((await create('json', valid())).json());
    const fromJson = await update('json', item._id, { paused: true, category: otherCategory });
    expect(fromJson.statusCode, fromJson.body).toBe(200);
    expect(itemOf(fromJson.json())).toMatchObject({ paused: true, isRented: false, category: otherCategory, name: 'Camping stove' });
    const fromForm = await update('urlencoded', item._id, { paused: 'false', pricePerDay: '60' });
    expect(fromForm.statusCode, fromForm.body).toBe(200);
    expect(itemOf(fromForm.json())).toMatchObject({ paused: false, pricePerDay: 60, category: otherCategory });
  });

  it('answers 415 with a message for a type that is neither JSON nor a form', async () => {
    const before = (await kind.rows(t.app.db)).length;
    const response = await t.app.inject(rawBody(url(kind.paths.create), 'text/xml', '<listing/>', owner.token));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Send the form as JSON/) as string });
    expect((await kind.rows(t.app.db)).length).toBe(before);
  });
});
