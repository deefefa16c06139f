/** The tag types whose lists follow RTK Query's list/id pattern (shared/src/api/base-api.ts `tagTypes`). */
type ListTagType = 'Category' | 'Product' | 'RentProduct' | 'Service';

/**
 * The tags of a list answer: the list itself and each item by id, so a create (which invalidates LIST) or an
 * edit or delete (which invalidates the id) refetches every screen showing the list, in whichever area it is.
 */
export function listTags<T extends ListTagType>(type: T, items: readonly { _id: string }[] = []) {
  return [{ type, id: 'LIST' }, ...items.map((item) => ({ type, id: item._id }))];
}

/**
 * The definition of a query reading a whole list: `GET url`, the items picked out of the answer, tagged by
 * `listTags`. For `build.query<Item[], void>(listQuery('/category/get-category', (answer: CategoriesResponse) => answer.getCategory, 'Category'))`.
 */
export function listQuery<Answer, Item extends { _id: string }, T extends ListTagType>(url: string, pick: (answer: Answer) => Item[], type: T) {
  return {
    query: () => ({ url }),
    transformResponse: pick,
    providesTags: (items: Item[] | undefined) => listTags(type, items),
  };
}

/** An edit sent as a form (fields and maybe a new photo): the listing's id and the multipart body. */
export interface FormUpdateRequest {
  id: string;
  body: FormData;
}

/**
 * The definition of a query reading one listing by id: `GET path(id)`, the item picked out of the answer, tagged
 * by the id asked for, so an edit or delete of it (which invalidate that id) refetches its page, and a deleted
 * one turns into the page's 'not found'.
 */
export function itemQuery<Answer, Item, T extends ListTagType>(path: (id: string) => string, pick: (answer: Answer) => Item, type: T) {
  return {
    query: (id: string) => ({ url: path(id) }),
    transformResponse: pick,
    providesTags: (_item: Item | undefined, _error: unknown, id: string) => [{ type, id }],
  };
}
