import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns a listing table is searched by (db/schema/columns.ts `searchDocument`, `searchIndexes`). */
export interface SearchableColumns {
  name: AnyPgColumn;
  searchDocument: AnyPgColumn;
}

/** A search's words beyond these are ignored: a query of a hundred characters has far fewer. */
const MAX_WORDS = 12;
/** A word, as the full-text parser reads one: letters and decimal digits (anything else separates words). */
const WORD = /[\p{L}\p{Nd}]+/gu;

/** `%`, `_` and `\` are LIKE's own characters; a student searching for "50%" means the text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Which listings a search finds, and how well each matches (higher first). */
export interface TextSearch {
  matches: SQL;
  /** Exact (a numeric rounded to 4 places): the same on PGlite and PostgreSQL, so a page's cursor can carry it. */
  rank: SQL;
}

/** The search's words, lower-cased, each a prefix: "casio calc" is `casio:* & calc:*` (the words are letters and digits only). */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * The search of README "Search" over one listing table, or null for an empty text (no search). A listing matches
 * when its name and description hold every word, in any order, stemmed as English and as a prefix ("hoodies" finds
 * "Hoodie", "calc" finds "calculator"); or when the name is like the text by trigrams (pg_trgm's word similarity at
 * its default threshold, 0.6: "calculater" finds "calculator"); or when the name contains the text as it is (what
 * the search used to be, so nothing it found is lost). Its rank: how well the words match (ts_rank, the name
 * weighing more than the description) plus the name's word similarity. Every branch is served by an index
 * (`<table>_search_idx`, `<table>_name_trgm_idx`).
 */
export function textSearch(columns: SearchableColumns, text: string): TextSearch | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const name = sql`lower(${columns.name})`;
  const needle = sql`lower(${trimmed})`;
  const containsText = sql`${name} like lower(${`%${escapeLike(trimmed)}%`})`;
  const similar = sql`${name} %> ${needle}`;
  const similarity = sql`word_similarity(${needle}, ${name})`;
  const words = searchWords(trimmed);
  if (words.length === 0) {
    return { matches: sql`(${similar} or ${containsText})`, rank: sql`round(${similarity}::numeric, 4)` };
  }
  const query = sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`;
  return {
    matches: sql`(${columns.searchDocument} @@ ${query} or ${similar} or ${containsText})`,
    rank: sql`round((ts_rank(${columns.searchDocument}, ${query}) + ${similarity})::numeric, 4)`,
  };
}
