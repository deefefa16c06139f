/** An entity tag as sent in the ETag header: the stored tag in quotes. */
export function quoteEtag(etag: string): string {
  return `"${etag}"`;
}

/**
 * Whether an If-None-Match header names this tag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags or `*`), so the client's cached copy is still good.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = quoteEtag(etag);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}
