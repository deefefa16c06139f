import { useMutationErrorToast } from '@campus/shared/api';
import { actionsFor, type Report, type ReportAction } from '@campus/shared/contract';
import { Button, styled, toast, useConfirm } from '@campus/shared/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RecordCard } from '../../../components/record-card';
import { useResolveReportMutation } from '../api/reports-api';
import { ACTION_LABELS, confirmText, listingHref, targetWords } from './report-words';
import { ReportedConversation } from './reported-conversation';

const Quote = styled.blockquote`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Outcome({ report }: { report: Report }) {
  if (report.status === 'open' || !report.action) return null;
  return (
    <p role="status">
      <strong>Resolved:</strong> {ACTION_LABELS[report.action]}
      {report.note ? ` (${report.note})` : ''}
    </p>
  );
}

/** One report: what was reported (a copy, as it was), by whom, why, and the admin's actions for it, each confirmed. */
export function ReportCard({ report }: { report: Report }) {
  const titleId = useId();
  const [resolve, { isLoading }] = useMutationErrorToast(useResolveReportMutation(), 'The report could not be resolved. Please try again.');
  const { confirm, dialog } = useConfirm();
  const [reading, setReading] = useState(false);
  const href = listingHref(report);

  const act = async (action: ReportAction) => {
    const tone = action === 'dismiss' ? 'primary' : 'danger';
    if (!(await confirm({ title: ACTION_LABELS[action], message: confirmText(report, action), confirmLabel: ACTION_LABELS[action], tone }))) return;
    const result = await resolve({ id: report._id, action, note: action === 'suspend-member' ? report.reason : undefined });
    if (!result.error) toast.success('Report resolved.');
  };

  return (
    <RecordCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        {targetWords(report)}
        {report.subject ? ` by ${report.subject.name}` : ''}
      </h2>
      <Muted>
        Reported by {report.reporter.name} on {when.format(new Date(report.createdAt))}: {report.reason}
      </Muted>
      <Quote>{report.content}</Quote>
      {href ? <Link to={href}>Open the listing</Link> : null}
      {report.target === 'conversation' ? (
        <>
          <Button type="button" $variant="secondary" aria-expanded={reading} onClick={() => setReading((open) => !open)}>
            {reading ? 'Hide the conversation' : 'Read the conversation'}
          </Button>
          {reading ? (
            <ReportedConversation
              id={report.targetId}
              names={{ [report.reporter._id]: report.reporter.name, ...(report.subject ? { [report.subject._id]: report.subject.name } : {}) }}
            />
          ) : null}
        </>
      ) : null}
      <Outcome report={report} />
      {report.status === 'open' ? (
        <Actions>
          {actionsFor(report.target).map((action) => (
            <Button key={action} type="button" $variant={action === 'dismiss' ? 'secondary' : 'danger'} aria-disabled={isLoading} onClick={() => void (isLoading ? undefined : act(action))}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Actions>
      ) : null}
      {dialog}
    </RecordCard>
  );
}
