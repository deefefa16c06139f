import { API_PREFIX } from '@campus/shared/contract';

/**
 * A listing's `photo` field (README "Photos"): its photo route's URL under `origin` (public-origin.ts), versioned
 * by the page size's ETag (`?v=<etag>`, which the route ignores), so a replaced photo gets a new URL and no cache
 * keeps showing the old one. No field without a photo. `path` is the route under /api/v1, e.g. productPhotoPath(id).
 */
export function photoField(origin: string, path: string, etag: string | null): { photo?: string } {
  return etag ? { photo: `${origin}${API_PREFIX}${path}?v=${encodeURIComponent(etag)}` } : {};
}
