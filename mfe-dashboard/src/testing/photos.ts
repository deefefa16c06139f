import { vi, type Mock } from 'vitest';
import type * as ShrinkPhoto from '../components/shrink-photo';

/**
 * The shrink-photo module with `preparePhoto` a vi.fn() that each test sets, as jsdom cannot decode or draw images:
 * `vi.mock(path, async (importOriginal) => (await import(…/testing/photos)).withPreparePhotoStub(await importOriginal()))`.
 */
export function withPreparePhotoStub(original: typeof ShrinkPhoto): typeof ShrinkPhoto {
  return { ...original, preparePhoto: vi.fn() };
}

/** jsdom has no object URLs; a photo's preview only needs a string back. */
export function stubObjectUrls(): void {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
}

/** What preparePhoto makes of any chosen file here: a WebP photo named `name`. */
export const preparedAs = (name: string) => async () => ({ ok: true as const, file: new File(['webp'], name, { type: 'image/webp' }) });

/** Both stand-ins for an edit test: object URLs, and every chosen file prepared as a WebP photo named `name`. */
export function standInPhotos(prepare: Mock<typeof ShrinkPhoto.preparePhoto>, name: string): void {
  stubObjectUrls();
  prepare.mockImplementation(preparedAs(name));
}
