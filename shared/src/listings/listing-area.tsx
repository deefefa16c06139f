import { useQueryErrorToast } from '@campus/shared/api';
import { NotFoundPage } from '@campus/shared/ui';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { listingSearchQuery, TIMING, type ListingSearchQuery } from '../contract';
import { CategoryLanding } from './category-landing';
import { ListingBooking } from './listing-booking';
import { ListingBrowse } from './listing-browse';
import { ListingItemPage, type ListingItemData, type ListingItemTexts } from './listing-item-page';

/** The routes of a listing area below its base (`/rent`, `/service`): the landing, the browse list, one item's own page. */
export function listingAreaPaths(base: string) {
  const products = `${base}/products`;
  return {
    landing: { path: base, href: () => base },
    products: { path: products, href: (category?: string) => (category ? `${products}?category=${encodeURIComponent(category)}` : products) },
    /** One listing's own page: a link to it can be shared. */
    item: { path: `${products}/:id`, href: (id: string) => `${products}/${encodeURIComponent(id)}` },
    /** The dashboard's Bookings screen (another area's), as the owner or as the borrower: where requests go. */
    bookings: { path: '/dashboard/user/bookings', href: (as: 'owner' | 'borrower') => `/dashboard/user/bookings?as=${as}` },
  } as const;
}

/**
 * What makes the Borrow area or the Hire area: its paths, texts (docs/product-rules.md "Screens", "Texts"), calls
 * and how one of its listings is shown. Everything else of the two areas is the same, and written here once.
 */
export interface ListingArea<Item> {
  remote: 'rent' | 'hire';
  paths: ReturnType<typeof listingAreaPaths>;
  landing: { title: string; intro: ReactNode; browseAllLabel: string; categoriesLabel: string };
  /** What students usually offer in each category, for the landing's tiles. */
  descriptions: Readonly<Record<string, string>>;
  /** The browse list; `failed` is said on the page and toasted when the list cannot be loaded. */
  browse: { title: string; noun: string; categories: readonly string[]; failed: string };
  item: Omit<ListingItemTexts, 'back'> & { backLabel: string };
  /** The browse list for the filters of the page's URL, found by the server (README "Search"). */
  useList: (filters: ListingSearchQuery) => { data?: Item[]; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  useItem: (id: string) => { currentData?: Item; error?: unknown; isFetching: boolean; refetch: () => unknown };
  toListing: (item: Item) => ListingItemData;
  /**
   * The area's booking form for one of its listings (docs/product-rules.md "Bookings"), shown on the item's page to
   * a member who may book it; the page itself says why anyone else cannot. Best loaded on demand (React.lazy):
   * the landing and the browse pages do not need it.
   */
  BookingForm?: ComponentType<{ item: Item }>;
}

function AreaLanding<Item>({ area }: { area: ListingArea<Item> }) {
  const categories = area.browse.categories.map((name) => ({ name, description: area.descriptions[name] ?? '', href: area.paths.products.href(name) }));
  return <CategoryLanding {...area.landing} browseAllHref={area.paths.products.href()} categories={categories} />;
}

/** `value`, once it has stayed the same for `ms`: a typed search is asked for once the student pauses. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function AreaBrowse<Item>({ area }: { area: ListingArea<Item> }) {
  const { browse, toListing } = area;
  const [params] = useSearchParams();
  const { search = '', category } = listingSearchQuery(params, browse.categories);
  const settled = useSettled(search, TIMING.typingPauseMs);
  const filters: ListingSearchQuery = { ...(settled ? { search: settled } : {}), ...(category ? { category } : {}) };
  const list = useQueryErrorToast(area.useList(filters), browse.failed);
  const listings = useMemo(() => list.data?.map(toListing), [list.data, toListing]);
  return (
    <ListingBrowse
      title={browse.title}
      noun={browse.noun}
      categories={browse.categories}
      listings={listings}
      isLoading={list.isLoading}
      isError={list.isError}
      errorMessage={browse.failed}
      onRetry={() => void list.refetch()}
    />
  );
}

function AreaItem<Item>({ area }: { area: ListingArea<Item> }) {
  const { id = '' } = useParams();
  // currentData: while another listing loads, the previous one must not stay on screen.
  const { currentData, error, isFetching, refetch } = area.useItem(id);
  const { toListing, BookingForm } = area;
  const listing = useMemo(() => (currentData ? toListing(currentData) : undefined), [currentData, toListing]);
  const { backLabel, ...texts } = area.item;
  const booking =
    BookingForm && listing && currentData ? (
      <ListingBooking listing={listing} ownerBookingsHref={area.paths.bookings.href('owner')}>
        {/* Keyed by listing: another listing's page starts with an empty form. */}
        <BookingForm key={listing.id} item={currentData} />
      </ListingBooking>
    ) : null;
  return (
    <ListingItemPage
      listing={listing}
      booking={booking}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      texts={{ ...texts, back: { href: area.paths.products.href(), label: backLabel } }}
    />
  );
}

/** A listing area's `App`: its landing, browse list and item pages (docs/product-rules.md "Screens"). */
export function ListingAreaApp<Item>({ area, version }: { area: ListingArea<Item>; version: string }) {
  return (
    <div data-remote={area.remote} data-remote-version={version}>
      <Routes>
        <Route path={area.paths.landing.path} element={<AreaLanding area={area} />} />
        <Route path={area.paths.products.path} element={<AreaBrowse area={area} />} />
        <Route path={area.paths.item.path} element={<AreaItem area={area} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
