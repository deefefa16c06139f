import { useQueryErrorToast } from '@campus/shared/api';
import { DocumentTitle, EmptyState, Page, PageTitle, Spinner, styled } from '@campus/shared/ui';
import { useGetReportsQuery } from '../api/reports-api';
import { ReportCard } from './report-card';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/**
 * `/dashboard/admin/reports` (docs/product-rules.md "Reports and suspension"): every report, open ones first and the
 * newest first, with what was reported and the actions that fit it.
 */
export function ReportsPage() {
  const { data, isLoading } = useQueryErrorToast(useGetReportsQuery(), 'Error fetching reports');
  const reports = data?.reports ?? [];
  const open = reports.filter((report) => report.status === 'open').length;
  return (
    <Page>
      <DocumentTitle title="Reports" />
      <PageTitle>Reports</PageTitle>
      {isLoading ? <Spinner label="Loading reports…" /> : null}
      {data ? <p>{open === 1 ? '1 open report' : `${open} open reports`}</p> : null}
      {data && reports.length === 0 ? <EmptyState>No reports yet.</EmptyState> : null}
      <List>
        {reports.map((report) => (
          <ReportCard key={report._id} report={report} />
        ))}
      </List>
    </Page>
  );
}
