/**
 * Where a page of the grid ended: the last product's creation time (as PostgreSQL's exact text, to the
 * microsecond, which a JS Date would round) and id. The next page starts strictly after it in the newest-first
 * order, so products added while a student scrolls never shift a page nor repeat one. The admins' reports list pages
 * the same way, by each group's first report (README "Reports and suspension").
 */
export interface SearchCursor {
  createdAt: string;
  id: string;
  /** While searching, the last product's rank (README "Search"): pages follow relevance, then newest first. */
  rank?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's timestamptz text, e.g. `2026-11-24 01:02:03.123456+00`. */
/** A rank as the database writes it (text-search.ts: a numeric rounded to 4 places). */
const RANK = /^\d{1,4}(?:\.\d{1,4})?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:[+-]\d{2}(?::?\d{2})?|Z)$/;

/** Opaque to clients: they hand back what they were given. */
export function encodeCursor(cursor: SearchCursor): string {
  const fields = cursor.rank === undefined ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, cursor.rank];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** The cursor, or null when it is not one this server made. */
export function decodeCursor(text: string): SearchCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || (value.length !== 2 && value.length !== 3)) return null;
    const [createdAt, id, rank] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !TIMESTAMP.test(createdAt) || !UUID.test(id)) return null;
    if (rank === undefined) return { createdAt, id };
    return typeof rank === 'string' && RANK.test(rank) ? { createdAt, id, rank } : null;
  } catch {
    return null;
  }
}
