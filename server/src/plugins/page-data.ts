import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  GRID_FIRST_ROW,
  homeSearchQuery,
  listingSearchQuery,
  PRODUCT_SEARCH_PAGE_SIZE,
  RENT_CATEGORIES,
  rentProductsPath,
  SERVICE_CATEGORIES,
  servicesPath,
  photoSources,
  productPhotoPath,
  productSearchPath,
  rentProductPath,
  rentProductPhotoPath,
  servicePath,
  servicePhotoPath,
  type PhotoLayout,
  type PhotoSources,
  type PrimedResponse,
} from '@campus/shared/contract';

/** What the server sends along with a page: its first API answers and the photos it will show first. */
export interface PageData {
  responses: PrimedResponse[];
  photos: PhotoSources[];
}

/** A listing in an answer, as far as its photo goes. */
interface WithPhoto {
  _id: string;
  hasPhoto: boolean;
}

interface PageCalls {
  /** The page's path. */
  path: RegExp;
  /** The calls the page makes as it opens, exactly as it makes them (path under /api/v1 and query), for the page's path and query. */
  calls: (match: RegExpExecArray, params: URLSearchParams) => string[];
  /** The answer differs for a member (a seller's phone or e-mail): the page uses it only for a visitor. */
  anonymousOnly?: boolean;
  /** The photos the page shows first, from the answer of its first call; preloaded with the page. */
  photos?: { layout: PhotoLayout; of: (body: unknown) => WithPhoto[]; path: (id: string) => string };
}

/** A path segment as the page's router hands it to the page (decoded), or null when it cannot be decoded. */
function decodedSegment(raw: string | undefined): string | null {
  try {
    return raw === undefined ? null : decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A path segment as the page encodes it again for its call. */
function segment(raw: string | undefined): string | null {
  const decoded = decodedSegment(raw);
  return decoded === null ? null : encodeURIComponent(decoded);
}

/** The listing of an answer under `key`, as a list of one, or none. */
const single = (key: string) => (body: unknown) => {
  const listing = (body as Record<string, unknown> | null)?.[key];
  return listing && typeof listing === 'object' ? [listing as WithPhoto] : [];
};

/** An item page's one call, by the id in its path, as the page makes it (a malformed id answers 400: nothing is put in). */
const itemCall = (path: (id: string) => string) => (match: RegExpExecArray) => {
  const id = decodedSegment(match[1]);
  return id ? [path(id)] : [];
};

/** The listings of an answer under `key`, or none when it is not a list. */
const listed = (key: string) => (body: unknown) => {
  const list = (body as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? (list as WithPhoto[]).slice(0, GRID_FIRST_ROW) : [];
};

/**
 * The pages whose first data the server sends along: the data then arrives with the page instead of after
 * its code, and the photos it shows first are fetched with the code rather than after it. Only answers
 * that are the same for every visitor of the page are put in it; one that differs for a member (a seller's
 * e-mail, the member's own chat messages) is used by a visitor's page only.
 */
const PAGES: PageCalls[] = [
  {
    path: /^\/$/,
    // The home filters in the URL (README "Search") are the grid's first call's.
    calls: (_match, params) => [productSearchPath({ ...homeSearchQuery(params), limit: PRODUCT_SEARCH_PAGE_SIZE }), '/category/get-category'],
    // Sellers' phones are for members (docs/product-rules.md "Deviation 11"): a member's page asks for its own.
    anonymousOnly: true,
    photos: { layout: 'grid', of: listed('products'), path: productPhotoPath },
  },
  {
    path: /^\/product\/([^/]+)\/?$/,
    calls: (match) => {
      const slug = segment(match[1]);
      return slug ? [`/product/get-product/${slug}`] : [];
    },
    anonymousOnly: true,
    photos: { layout: 'page', of: single('singleProduct'), path: productPhotoPath },
  },
  {
    path: /^\/rent\/products\/?$/,
    calls: (_match, params) => [rentProductsPath(listingSearchQuery(params, RENT_CATEGORIES))],
    anonymousOnly: true,
    photos: { layout: 'grid', of: listed('rentProducts'), path: rentProductPhotoPath },
  },
  {
    path: /^\/service\/products\/?$/,
    calls: (_match, params) => [servicesPath(listingSearchQuery(params, SERVICE_CATEGORIES))],
    anonymousOnly: true,
    photos: { layout: 'grid', of: listed('services'), path: servicePhotoPath },
  },
  {
    path: /^\/rent\/products\/([^/]+)\/?$/,
    calls: itemCall(rentProductPath),
    anonymousOnly: true,
    photos: { layout: 'page', of: single('rentProduct'), path: rentProductPhotoPath },
  },
  {
    path: /^\/service\/products\/([^/]+)\/?$/,
    calls: itemCall(servicePath),
    anonymousOnly: true,
    photos: { layout: 'page', of: single('service'), path: servicePhotoPath },
  },
  // The newest messages: a member's own are marked (isBuyer), so a member's page asks for its own.
  { path: /^\/chat\/?$/, calls: () => ['/chats/messages'], anonymousOnly: true },
  { path: /^\/events\/?$/, calls: () => ['/events'] },
  // The sign-in screens' settings: a campus site's register screen names its domains as it opens, without a call.
  { path: /^\/(?:register|login)\/?$/, calls: () => ['/auth/config'] },
];

/** A page grows by its data; beyond this a list is left to the page to fetch. */
const MAX_PRIMED_BYTES = 100_000;

/**
 * The answers and first photos of the page at `url` (path and query), asked of the API itself, as a visitor. `origin`: the page
 * request's origin headers (public-origin.ts), so the answers' photo URLs are those the page's own calls would get.
 */
export async function pageData(app: FastifyInstance, url: string, origin: Record<string, string> = {}): Promise<PageData> {
  const data: PageData = { responses: [], photos: [] };
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const page = PAGES.find((candidate) => candidate.path.test(pathname));
  const match = page?.path.exec(pathname);
  if (!page || !match) return data;
  // Asked together; an answer that failed or is too large is left to the page.
  const answers = await Promise.all(
    page.calls(match, params).map(async (call) => {
      const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${call}`, headers: { ...origin, accept: 'application/json' } });
      return answer.statusCode === 200 && answer.rawPayload.length <= MAX_PRIMED_BYTES ? { url: call, body: answer.json<unknown>() } : null;
    }),
  );
  for (const [index, answer] of answers.entries()) {
    if (!answer) continue;
    data.responses.push({ ...answer, ...(page.anonymousOnly ? { anonymousOnly: true } : {}) });
    if (index === 0 && page.photos) {
      const { layout, of, path } = page.photos;
      data.photos = of(answer.body)
        .filter((listing) => listing.hasPhoto)
        .map((listing) => photoSources(`${API_PREFIX}${path(listing._id)}`, layout));
    }
  }
  return data;
}
