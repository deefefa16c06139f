import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('slugs', () => {
  it('folds accents and punctuation into single hyphens', () => {
    expect(slugify('  Café  Crème — 2 cups!! ', 'product')).toBe('cafe-creme-2-cups');
  });

  it('falls back when a name has no Latin letters or digits', () => {
    expect(slugify('पुस्तक', 'product')).toBe('product');
  });

  it('stays short and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`, 'product');
    expect(slug).toBe('a'.repeat(79));
  });

  it('takes the first free numbered variant', () => {
    expect(firstFreeSlug('lamp', new Set())).toBe('lamp');
    expect(firstFreeSlug('lamp', new Set(['lamp', 'lamp-2', 'lamp-4']))).toBe('lamp-3');
  });
});
