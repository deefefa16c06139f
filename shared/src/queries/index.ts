// Helpers that write an endpoint's definition (the list/id tags, a list's or an item's query). Stateless, so not a
// shared singleton: each app bundles what it uses, and the shell's first load carries none of it.
export { itemQuery, listQuery, listTags, type FormUpdateRequest } from './list-queries';
