import { describe, expect, it } from 'vitest';
import { bearer, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formBody } from '../../test/multipart';
import { LISTING_CASES, type Listing } from './test-kinds';

/**
 * README "Forms": a JSON body is checked exactly as strictly as a form. A number field takes a JSON number or a
 * numeric text, never a boolean, an array, an object, or a blank where the form needs a value.
 */
const NOT_NUMBERS: unknown[] = [true, false, [5], ['5'], [], {}, { value: 5 }, '0x10', 'Infinity', '5 rupees'];
const BLANKS: unknown[] = [null, '', '   '];

type Case = [field: string, value: unknown, message: string];

describe.each(LISTING_CASES)('JSON types in %s writes on %s', (label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t);
  const isRent = label === 'rent products';

  const [category] = kind.categories;
  const valid = () => ({ name: 'Camping stove', description: 'Gas, with a lighter', pricePerDay: 55.5, category, ...(isRent ? { deposit: 200 } : {}) });
  const url = (path: string, id?: string) => `${kind.base}/${path}${id === undefined ? '' : `/${id}`}`;
  const json = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
    t.app.inject({ method, url: path, headers: { ...bearer(owner.token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const create = (body: Record<string, unknown>) => json('POST', url(kind.paths.create), body);
  const update = (id: string, body: Record<string, unknown>) => json('PUT', url(kind.paths.update, id), body);
  const itemOf = (body: Record<string, unknown>) => body[kind.itemKey] as Listing;
  const stored = async () => (await kind.rows(t.app.db)).sort((a, b) => String(a.id).localeCompare(String(b.id)));

  const cases = (): Case[] => [
    ...NOT_NUMBERS.map((value): Case => ['pricePerDay', value, 'Price must be a number']),
    ...BLANKS.map((value): Case => ['pricePerDay', value, 'Price is required']),
    ...(isRent ? NOT_NUMBERS.map((value): Case => ['deposit', value, 'Deposit must be a number']) : []),
    ['paused', 1, 'Must be Yes or No'],
  ];

  it('refuses booleans, arrays, objects and blanks as a price (or deposit) on create, storing nothing', async () => {
    const before = await stored();
    for (const [field, value, message] of cases().filter(([field]) => field !== 'paused')) {
      const response = await create({ ...valid(), [field]: value });
      expect(response.statusCode, `${field}: ${JSON.stringify(value)} → ${response.body}`).toBe(400);
      expect(response.json(), `${field}: ${JSON.stringify(value)}`).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses them on update, changing nothing', async () => {
    const created = await create(valid());
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = itemOf(created.json());
    const before = await stored();
    for (const [field, value, message] of cases()) {
      const response = await update(id, { [field]: value });
      expect(response.statusCode, `${field}: ${JSON.stringify(value)} → ${response.body}`).toBe(400);
      expect(response.json(), `${field}: ${JSON.stringify(value)}`).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a form’s text as it answers JSON: "true" and "[5]" are not numbers either', async () => {
    const before = await stored();
    for (const text of ['true', '[5]', '0x10']) {
      const { payload, headers } = formBody('urlencoded', { ...valid(), pricePerDay: text });
      const response = await t.app.inject({ method: 'POST', url: url(kind.paths.create), headers: { ...bearer(owner.token), ...headers }, payload });
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toEqual({ success: false, message: 'Price must be a number' });
    }
    expect(await stored()).toEqual(before);
  });

  it('takes a JSON number or a numeric text; a blank deposit is none, as in the form', async () => {
    const created = await create({ ...valid(), pricePerDay: ' 60.25 ' });
    expect(created.statusCode, created.body).toBe(201);
    const item = itemOf(created.json());
    expect(item).toMatchObject({ pricePerDay: 60.25 });
    if (!isRent) return;
    expect(item).toMatchObject({ deposit: 200 });
    for (const blank of ['', null]) {
      const noDeposit = await update(item._id, { deposit: 150 });
      expect(noDeposit.statusCode, noDeposit.body).toBe(200);
      const cleared = await update(item._id, { deposit: blank });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(itemOf(cleared.json())).toMatchObject({ deposit: 0 });
    }
  });
});
