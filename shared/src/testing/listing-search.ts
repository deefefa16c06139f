import type { MockRequest } from './mock-http';

/**
 * A stand-in for the server's Borrow and Hire list filters (README "Search"; the server's own tests check the real
 * search on both databases): the category of the call's query, and its search as a piece of the name. Enough for a
 * screen's test to see that the page asks with its filters and shows what it is given.
 */
export function listedFor<T extends { name: string; category: string | { name: string } }>(items: readonly T[], request: MockRequest): T[] {
  const search = request.query.get('search')?.toLowerCase() ?? '';
  const category = request.query.get('category');
  return items.filter(
    (item) =>
      (category === null || (typeof item.category === 'string' ? item.category : item.category.name) === category) &&
      item.name.toLowerCase().includes(search),
  );
}
