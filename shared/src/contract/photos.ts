// Zod-free: the grids import these on every first load.

/**
 * The sizes a listing photo is served in (README "Photos"): `card` for the grids (about 400 px wide) and
 * `page` for an item's own page (up to 1200 px). A photo URL without `size` answers the page size.
 */
export const PHOTO_SIZES = ['card', 'page'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The nominal width of each size, as `srcset` describes it to the browser. */
export const PHOTO_WIDTHS: Readonly<Record<PhotoSize, number>> = { card: 400, page: 1200 };

/**
 * Where a photo is shown, as `sizes` tells the browser before any layout: `grid`, a card of the browse grids
 * (two columns on phones, three from medium screens, four from large ones, in a page at most 1140 px wide); `page`, an item's own
 * page (the full width on phones, half the page from medium screens); `thumbnail`, a small fixed box.
 */
export type PhotoLayout = 'grid' | 'page' | 'thumbnail';

const LAYOUT_SIZES: Record<Exclude<PhotoLayout, 'thumbnail'>, string> = {
  grid: '(min-width: 1140px) 270px, (min-width: 992px) 24vw, (min-width: 768px) 31vw, 48vw',
  page: '(min-width: 1140px) 550px, (min-width: 768px) 48vw, 100vw',
};

/**
 * Cards in a grid's first row on any screen (four from large screens, three and one of the next from medium
 * ones; on phones the first two rows): their photos load first, and the server preloads them with the page.
 */
export const GRID_FIRST_ROW = 4;

/** An `<img>`'s sources: `srcSet` and `sizes` are absent where one size serves every screen. */
export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A photo URL (`/api/v1/…/get-product-photo/<id>`) in one size. */
export function photoUrl(url: string, size: PhotoSize): string {
  return size === 'page' ? url : `${url}?size=${size}`;
}

/**
 * The sources of a photo shown in `layout`; the browser picks the smallest size that is sharp on its screen.
 * The server's preload hints use the same strings, so the browser reuses what it preloaded.
 */
export function photoSources(url: string, layout: PhotoLayout): PhotoSources {
  const card = photoUrl(url, 'card');
  if (layout === 'thumbnail') return { src: card };
  return {
    src: layout === 'grid' ? card : url,
    srcSet: `${card} ${PHOTO_WIDTHS.card}w, ${url} ${PHOTO_WIDTHS.page}w`,
    sizes: LAYOUT_SIZES[layout],
  };
}
