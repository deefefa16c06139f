import type { StoredPhoto } from '../../plugins/photos';
import type { Ownership } from './listing-http';

/**
 * A rent product or a service joined with its owner's contact (docs/product-rules.md "Entities": renters and hirers
 * reach owners by chat or e-mail). No photo bytes.
 */
export interface ListingRow<Category extends string> {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  category: Category;
  /** Out with a borrower now: derived from the listing's bookings (ListingStore.rentedNow). */
  isRented: boolean;
  paused: boolean;
  /** Hidden by an admin or its owner suspended (reports/visibility.ts): on the owner's own views only. */
  hidden: boolean;
  /** The page-size photo's ETag: null without a photo (the schema sets photo, type and ETag together). */
  photoEtag: string | null;
  createdAt: Date;
  seller: { id: string; name: string; phone: string; email: string; messagesOnly: boolean };
}

/** What creating a rent product or a service stores. */
export interface NewListing<Category extends string> {
  name: string;
  description: string;
  pricePaise: number;
  category: Category;
  sellerId: string;
  photo: StoredPhoto | null;
  /** The kind's own columns (a rent item's deposit), from ListingKind.ownValues. */
  own?: Record<string, unknown>;
}

/** The fields an update may change; absent ones stay as they are. */
export type ListingPatch<Category extends string> = Partial<Omit<NewListing<Category>, 'sellerId' | 'photo'>> & {
  paused?: boolean;
  photo?: StoredPhoto;
};

/** The reads and writes the listing routes need, for either kind (listing-repository.ts). */
/** The public list's filters (README "Search"): absent ones do not filter. */
export interface ListingFilters<Category extends string> {
  search?: string | undefined;
  category?: Category | undefined;
}

export interface ListingRepository<Row, Category extends string> {
  /** The public list: every visible listing matching `filters`, by relevance while searching, newest first otherwise. */
  list(filters?: ListingFilters<Category>): Promise<Row[]>;
  listBySeller(sellerId: string): Promise<Row[]>;
  findById(id: string): Promise<Row | null>;
  findOwnership(id: string): Promise<Ownership | null>;
  create(item: NewListing<Category>): Promise<string>;
  update(id: string, patch: ListingPatch<Category>): Promise<boolean>;
  /**
   * The deleted listing's name, null when it was not there, or `'booked'` (nothing deleted) while it has bookings
   * that have not ended: their record and money need the listing (docs/product-rules.md "Bookings").
   */
  remove(id: string): Promise<string | null | 'booked'>;
}
