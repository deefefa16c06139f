// The building blocks of the Borrow and Hire pages (their landings, browse and item pages). Not a shared singleton:
// they hold no state, so each of the two areas bundles them, and the shell's first load (bench/README.md,
// "The 150 KB budget") carries none of them. They style and toast through @campus/shared/ui, which is one.
export { CategoryLanding, type CategoryTile } from './category-landing';
export { ListingBrowse } from './listing-browse';
export { ListingCard, type ListingCardData } from './listing-card';
export { ListingItemPage, type ListingItemData, type ListingItemTexts } from './listing-item-page';
export { ListingAreaApp, listingAreaPaths, type ListingArea } from './listing-area';
