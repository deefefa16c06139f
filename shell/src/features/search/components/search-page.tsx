import { useGetRentProductsQuery, useGetServiceListingsQuery } from '@campus/shared/api';
import { Button, ButtonLink, Card, DocumentTitle, formatRupees, Page, PageTitle, Spinner, styled } from '@campus/shared/ui';
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

interface AreaResultsProps {
  title: string;
  /** The plural noun the count and the empty state use ('products', 'items', 'services'). */
  noun: string;
  matches: readonly Match[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The area's own results for the search. */
  moreHref: string;
}

/** One area's part of the results: its count, its best matches, and the way to all of them in the area. */
function AreaResults({ title, noun, matches, total, isLoading, isError, onRetry, moreHref }: AreaResultsProps) {
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
            matches={products.currentData?.products.map((product) => ({
              key: product._id,
              name: product.name,
              href: areaSearchPaths.buy.item(product.slug),
              price: formatRupees(product.price),
            }))}
            total={products.currentData?.total}
            isLoading={products.isFetching && !products.currentData}
            isError={products.isError}
            onRetry={() => void products.refetch()}
            moreHref={areaSearchPaths.buy.results(text)}
          />
          <AreaResults
            title="Borrow"
            noun="items"
            matches={rent.currentData?.slice(0, SITE_SEARCH_SHOWN).map((item) => ({
              key: item._id,
              name: item.name,
              href: areaSearchPaths.rent.item(item._id),
              price: `${formatRupees(item.pricePerDay)} per day`,
            }))}
            total={rent.currentData?.length}
            isLoading={rent.isFetching && !rent.currentData}
            isError={rent.isError}
            onRetry={() => void rent.refetch()}
            moreHref={areaSearchPaths.rent.results(text)}
          />
          <AreaResults
            title="Hire"
            noun="services"
            matches={services.currentData?.slice(0, SITE_SEARCH_SHOWN).map((service) => ({
              key: service._id,
              name: service.name,
              href: areaSearchPaths.hire.item(service._id),
              price: `${formatRupees(service.pricePerHour)} per hour`,
            }))}
            total={services.currentData?.length}
            isLoading={services.isFetching && !services.currentData}
            isError={services.isError}
            onRetry={() => void services.refetch()}
            moreHref={areaSearchPaths.hire.results(text)}
          />
        </Groups>
      )}
    </Page>
  );
}
