import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BrowseGrid, Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { GRID_FIRST_ROW, listingSearchQuery, type ListingFilters as Filters } from '../contract';
import { ListingCard, type ListingCardData } from './listing-card';
import { ListingFilters } from './listing-filters';

interface ListingBrowseProps {
  title: string;
  /** The plural noun of the screen: 'products' or 'services' (used in list names and the texts of docs/product-rules.md "Texts"). */
  noun: string;
  categories: readonly string[];
  /** What the server found for the filters of the page's URL (README "Search"), by relevance while searching. */
  listings: readonly ListingCardData[] | undefined;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string;
  onRetry: () => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The rent and services browse (docs/product-rules.md "Screens"): search and category kept in the URL (`?search=&category=`,
 * so the landings can link to a category and a reload keeps the filters), a card grid and its states.
 */
export function ListingBrowse({ title, noun, categories, listings, isLoading, isError, errorMessage, onRetry }: ListingBrowseProps) {
  const [params, setParams] = useSearchParams();
  // A category the list does not know (an old or mistyped link) means all, not an empty page.
  const filters: Filters = { search: params.get('search') ?? '', category: listingSearchQuery(params, categories).category ?? '' };
  const visible = listings ?? [];

  const setFilters = (next: Filters) => {
    const query = new URLSearchParams();
    if (next.search !== '') query.set('search', next.search);
    if (next.category !== '') query.set('category', next.category);
    // Typing replaces the entry: Back leaves the screen rather than undoing keystrokes.
    setParams(query, { replace: true });
  };

  let list: ReactNode;
  if (isLoading) {
    list = <Spinner label={`Loading ${noun}…`} />;
  } else if (isError && !listings) {
    list = (
      <EmptyState>
        <p>{errorMessage}</p>
        <Button onClick={onRetry}>Try again</Button>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    list = <EmptyState>{`No ${noun} found`}</EmptyState>;
  } else {
    list = (
      <BrowseGrid aria-label={capitalise(noun)}>
        {visible.map((listing, index) => (
          <li key={listing.id}>
            <ListingCard listing={listing} priority={index < GRID_FIRST_ROW} />
          </li>
        ))}
      </BrowseGrid>
    );
  }

  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <ListingFilters
        label={`Filter ${noun}`}
        categories={categories}
        value={filters}
        onChange={setFilters}
        onReset={() => setFilters({ search: '', category: '' })}
      />
      <p className="visually-hidden" role="status">
        {listings ? `${visible.length} ${noun} shown` : ''}
      </p>
      {list}
    </Page>
  );
}
