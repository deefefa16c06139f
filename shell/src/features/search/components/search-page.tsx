import { useGetRentProductsQuery, useGetServiceListingsQuery } from '@campus/shared/api';
import { Button, ButtonLink, Card, DocumentTitle, formatRupees, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { areaSearchPaths } from '../../../config/paths';
import { SITE_SEARCH_SHOWN, useGetProductMatchesQuery } from '../api/site-search-api';

const Groups = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;

const Group = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Matches = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    min-height: 44px;
    align-items: center;
    padding: 0.25rem 0;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  span + span {
    flex: none;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

interface Match {
  key: string;
  name: string;
  href: string;
  price: string;
}

/** What an area's call answered, as AreaResults shows it. */
interface Answered<Item> {
  items: readonly Item[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** An area's query, read for AreaResults: its listings (the best first), how many it found, and its state. */
function answered<Answer, Item>(
  query: { currentData?: Answer; isFetching: boolean; isError: boolean; refetch: () => unknown },
  items: (answer: Answer) => readonly Item[],
  total: (answer: Answer) => number,
): Answered<Item> {
  const answer = query.currentData;
  return {
    items: answer === undefined ? undefined : items(answer).slice(0, SITE_SEARCH_SHOWN),
    total: answer === undefined ? undefined : total(answer),
    isLoading: query.isFetching && answer === undefined,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  };
}

interface AreaResultsProps<Item> extends Answered<Item> {
  title: string;
  /** The plural noun the count and the empty state use ('products', 'items', 'services'). */
  noun: string;
  toMatch: (item: Item) => Match;
  /** The area's own results for the search. */
  moreHref: string;
}

/** One area's part of the results: its count, its best matches, and the way to all of them in the area. */
function AreaResults<Item>({ title, noun, items, total, isLoading, isError, onRetry, toMatch, moreHref }: AreaResultsProps<Item>) {
  const matches = items?.map(toMatch);
  let body: ReactNode;
  if (isLoading) {
    body = <Spinner label={`Searching ${title}…`} />;
  } else if (isError || !matches || total === undefined) {
    body = (
      <>
        <p>{`Error searching ${title}`}</p>
        <Button $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </>
    );
  } else if (total === 0) {
    body = <p>{`No ${noun} found`}</p>;
  } else {
    body = (
      <>
        <Count>{total === 1 ? `1 ${noun.replace(/s$/, '')} found` : `${total} ${noun} found`}</Count>
        <Matches aria-label={`${title} matches`}>
          {matches.map((match) => (
            <li key={match.key}>
              <Link to={match.href}>
                <span>{match.name}</span>
                <span>{match.price}</span>
              </Link>
            </li>
          ))}
        </Matches>
        <ButtonLink $variant="secondary" to={moreHref}>
          {`See all in ${title}`}
        </ButtonLink>
      </>
    );
  }
  return (
    <Group aria-labelledby={`search-${title}`}>
      <h2 id={`search-${title}`}>{title}</h2>
      {body}
    </Group>
  );
}

/** `/search?q=…` (README "Search"): what the top navigation's search finds in Buy, Borrow and Hire, area by area, best first. */
export function SearchPage() {
  const [params] = useSearchParams();
  const text = params.get('q')?.trim() ?? '';
  const skip = text === '';
  const products = useGetProductMatchesQuery(text, { skip });
  const rent = useGetRentProductsQuery({ search: text }, { skip });
  const services = useGetServiceListingsQuery({ search: text }, { skip });

  return (
    <Page>
      <DocumentTitle title={text ? `Search: ${text}` : 'Search'} />
      <PageTitle>{text ? `Results for “${text}”` : 'Search'}</PageTitle>
      {skip ? (
        <p>Type what you are looking for in the search box above: it searches Buy, Borrow and Hire.</p>
      ) : (
        <Groups>
          <AreaResults
            title="Buy"
            noun="products"
            {...answered(products, (answer) => answer.products, (answer) => answer.total)}
            toMatch={(product) => ({ key: product._id, name: product.name, href: areaSearchPaths.buy.item(product.slug), price: formatRupees(product.price) })}
            moreHref={areaSearchPaths.buy.results(text)}
          />
          <AreaResults
            title="Borrow"
            noun="items"
            {...answered(rent, (answer) => answer, (answer) => answer.length)}
            toMatch={(item) => ({ key: item._id, name: item.name, href: areaSearchPaths.rent.item(item._id), price: `${formatRupees(item.pricePerDay)} per day` })}
            moreHref={areaSearchPaths.rent.results(text)}
          />
          <AreaResults
            title="Hire"
            noun="services"
            {...answered(services, (answer) => answer, (answer) => answer.length)}
            toMatch={(service) => ({
              key: service._id,
              name: service.name,
              href: areaSearchPaths.hire.item(service._id),
              price: `${formatRupees(service.pricePerHour)} per hour`,
            })}
            moreHref={areaSearchPaths.hire.results(text)}
          />
        </Groups>
      )}
    </Page>
  );
}
