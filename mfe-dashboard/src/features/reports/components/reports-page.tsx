import { useQueryErrorToast } from '@campus/shared/api';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useGetReportsInfiniteQuery } from '../api/reports-api';
import { ReportCard } from './report-card';
import { queueSummary } from './report-words';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 1rem;
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
  }
`;

/**
 * `/dashboard/admin/reports` (docs/product-rules.md "Reports and suspension"): the open reports grouped by what was
 * reported, the one reported first first, a page at a time with the totals, and the actions that fit each group.
 */
export function ReportsPage() {
  const reports = useQueryErrorToast(useGetReportsInfiniteQuery(), 'Error fetching reports');
  const pages = reports.data?.pages;
  const groups = pages?.flatMap((page) => page.groups) ?? [];
  const first = pages?.[0];
  // The ages on the cards are counted from the last answer (there are cards only once one came).
  const now = reports.fulfilledTimeStamp ?? 0;
  const open = groups.filter((group) => group.status === 'open').length;
  return (
    <Page>
      <DocumentTitle title="Reports" />
      <PageTitle>Reports</PageTitle>
      {reports.isLoading ? <Spinner label="Loading reports…" /> : null}
      {first && groups.length === 0 ? <EmptyState>No open reports.</EmptyState> : null}
      {first && groups.length > 0 ? <p>{queueSummary(first.openReports, first.total)}</p> : null}
      <List aria-label="Reported things">
        {groups.map((group) => (
          <li key={group._id}>
            <ReportCard group={group} now={now} />
          </li>
        ))}
      </List>
      {first && groups.length > 0 ? (
        <More>
          <p>
            {open} of {first.total} shown
          </p>
          {reports.isFetchingNextPage ? (
            <Spinner label="Loading more reports…" />
          ) : reports.hasNextPage ? (
            <Button type="button" $variant="secondary" onClick={() => void reports.fetchNextPage()}>
              Show more
            </Button>
          ) : null}
        </More>
      ) : null}
    </Page>
  );
}
