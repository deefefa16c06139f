// The building blocks of the listing pages: Borrow's and Hire's landings, browse and item pages (with their
// booking sections), the pieces Buy's home and product page share with them (the folding filters, the item page's
// frame, the status badge) and the card grid the dashboard lists an owner's listings in. Not a shared singleton:
// they hold no state, so each area bundles what it uses, and the shell's first load (bench/README.md, "The 150 KB budget") carries none of
// them. They style and toast through @campus/shared/ui, which is one.
export { CategoryLanding, type CategoryTile } from './category-landing';
export { ListingBrowse } from './listing-browse';
export { ListingCard, type ListingCardData } from './listing-card';
export { ListingItemPage, type ListingItemData, type ListingItemTexts } from './listing-item-page';
export { ListingAreaApp, listingAreaPaths, type ListingArea } from './listing-area';
export { FILTERS_PHONE, FoldingFilters } from './folding-filters';
export { ItemInfo, ItemLayout } from './item-layout';
export { StatusBadge } from './status-badge';
export { CardGrid } from './card-grid';
// The booking forms' shared parts: only the areas' booking forms import them, which load on demand.
export { BookingLoadFailed, BookingNote, BookingPrice, BookingRequested, BookingSubmit, timesPrice, type PriceLine } from './booking-form-parts';
export { BOOKING_REQUEST_FAILED, useBookingRequest } from './booking-request';
export { conversationHref, MessageOwnerButton } from './message-owner-button';
export { OwnerBadge, VerifiedBadge } from './owner-badge';
export { MESSAGES_ONLY, OwnerPhoneDetail, PHONE_LOGIN, useOwnerPhone } from './owner-phone';
export { ReportButton } from './report-button';
export { REPORT_SENT, ReportDialog, type ReportSubject } from './report-dialog';
