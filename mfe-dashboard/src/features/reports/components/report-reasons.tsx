import type { ReportGroup } from '@campus/shared/contract';
import { styled } from 'styled-components';
import { ageOf } from './report-words';

const Reasons = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    padding-left: 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who reported it and why, the newest last; a group larger than its answer says how many earlier reports there are. */
export function ReportReasons({ group, now }: { group: ReportGroup; now: number }) {
  const earlier = group.count - group.reports.length;
  return (
    <>
      <Reasons aria-label="Reasons">
        {group.reports.map((report) => (
          <li key={report._id}>
            <strong>{report.reporter.name}</strong>{' '}
            <Muted>
              (<time dateTime={report.createdAt}>{ageOf(report.createdAt, now)}</time>)
            </Muted>
            : {report.reason}
          </li>
        ))}
      </Reasons>
      {earlier > 0 ? <Muted>{earlier === 1 ? 'and 1 earlier report' : `and ${earlier} earlier reports`}</Muted> : null}
    </>
  );
}
