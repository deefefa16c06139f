import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useMember } from '../../test/auth-helpers';
import { useTestApp } from '../../test/build-test-app';
import { formData } from '../../test/multipart';
import { LISTING_CASES, type Listing } from './test-kinds';

// README "Search": Borrow and Hire find listings as the marketplace does, by every word, stemmed, with typos and prefixes.
describe.each(LISTING_CASES)('searching the %s on %s', (_label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t, { name: 'Olga Owner' });
  const [first, second] = kind.categories;

  const create = async (name: string, description: string, category: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${kind.base}/${kind.paths.create}`,
      headers: bearer(owner.token),
      payload: formData({ name, description, pricePerDay: '40', category }),
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    // Oldest first: the list without a search is newest first.
    await create('Casio fx-991ES Plus calculator', 'Scientific, solar powered', first);
    await create('College hoodie', 'Grey, size M', second);
    await create('Study table', 'Teak wood with one drawer', first);
    await create('Reading light', 'Brighter than a desk lamp', second);
    await create('Desk lamp', 'Foldable', first);
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${kind.base}/${kind.paths.list}${query}` });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const names = async (query: string) => {
    const { status, body } = await list(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body[kind.listKey] as Listing[]).map((listing) => listing.name);
  };
  const searched = (text: string) => names(`?search=${encodeURIComponent(text)}`);

  it('answers every listing, newest first, without a search (the original call)', async () => {
    expect(await names('')).toEqual(['Desk lamp', 'Reading light', 'Study table', 'College hoodie', 'Casio fx-991ES Plus calculator']);
  });

  it("finds the issue's queries: every word in any order, plurals, a word of the description, a typo, a prefix", async () => {
    expect(await searched('casio calculator')).toEqual(['Casio fx-991ES Plus calculator']);
    expect(await searched('calculator casio')).toEqual(['Casio fx-991ES Plus calculator']);
    expect(await searched('hoodies')).toEqual(['College hoodie']);
    expect(await searched('drawer')).toEqual(['Study table']);
    expect(await searched('calculater')).toEqual(['Casio fx-991ES Plus calculator']);
    expect(await searched('calc')).toEqual(['Casio fx-991ES Plus calculator']);
    expect(await searched('casio kettle')).toEqual([]);
  });

  it('orders a search by relevance, a name before a description', async () => {
    expect(await searched('lamp')).toEqual(['Desk lamp', 'Reading light']);
  });

  it('applies the category with the search, and ignores a blank one', async () => {
    expect(await names(`?search=lamp&category=${encodeURIComponent(first)}`)).toEqual(['Desk lamp']);
    expect(await names(`?category=${encodeURIComponent(second)}`)).toEqual(['Reading light', 'College hoodie']);
    expect(await names('?category=&search=')).toHaveLength(5);
  });

  it.each([
    ['?category=Groceries', 'Invalid category'],
    [`?search=${'a'.repeat(101)}`, 'The search text is longer than 100 characters'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    expect(await list(query)).toEqual({ status: 400, body: { success: false, message } });
  });
});
