import { randomBytes } from 'node:crypto';

const MAX_SLUG_LENGTH = 80;

/**
 * A URL-safe slug: lower-case ASCII letters, digits and single hyphens. Accents are folded ("Café" →
 * "cafe"); a name with no Latin letters at all (Devanagari, say) falls back to `fallback`.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** `base`, else `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** When a concurrent insert took the slug we picked: a suffix nobody will have guessed. */
export function randomSlug(base: string): string {
  return `${base}-${randomBytes(3).toString('hex')}`;
}
