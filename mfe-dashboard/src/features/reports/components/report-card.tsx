import { useMutationErrorToast } from '@campus/shared/api';
import { actionSetsFor, type ReportAction, type ReportGroup } from '@campus/shared/contract';
import { Button, toast, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RecordActions, RecordCard } from '../../../components/record-card';
import { useResolveReportMutation } from '../api/reports-api';
import { ReportReasons } from './report-reasons';
import { actionsLabel, ageOf, confirmActionsText, listingHref, resolvedText, targetWords } from './report-words';
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

function Outcome({ group }: { group: ReportGroup }) {
  const actions = group.actions.length > 0 ? group.actions : group.action ? [group.action] : [];
  if (group.status === 'open' || actions.length === 0) return null;
  return (
    <p role="status">
      <strong>Resolved:</strong> {actionsLabel(actions)}
      {group.note ? ` (${group.note})` : ''}
    </p>
  );
}

/** 'Reported by Bina Buyer 5 minutes ago', or by how many members, first and last. */
function Reported({ group, now }: { group: ReportGroup; now: number }) {
  const first = <time dateTime={group.firstReportedAt}>{ageOf(group.firstReportedAt, now)}</time>;
  const only = group.count === 1 ? group.reports[0] : undefined;
  if (only) {
    return (
      <Muted>
        Reported by {only.reporter.name} {first}
      </Muted>
    );
  }
  return (
    <Muted>
      Reported by {group.count} members: first {first}, last <time dateTime={group.lastReportedAt}>{ageOf(group.lastReportedAt, now)}</time>
    </Muted>
  );
}

/**
 * One group of reports: what was reported (a copy, as the newest report took it), who reported it and why, and the
 * admin's actions for the whole group, each confirmed (docs/product-rules.md "Reports and suspension").
 */
export function ReportCard({ group, now }: { group: ReportGroup; now: number }) {
  const titleId = useId();
  const [resolve, { isLoading }] = useMutationErrorToast(useResolveReportMutation(), 'The report could not be resolved. Please try again.');
  const { confirm, dialog } = useConfirm();
  const [reading, setReading] = useState(false);
  const href = listingHref(group);
  const newest = group.reports.at(-1);

  // One action or several at once (delete the message and suspend its author), asked in one dialog.
  const act = async (actions: ReportAction[]) => {
    const label = actionsLabel(actions);
    const tone = actions.includes('dismiss') ? 'primary' : 'danger';
    if (!(await confirm({ title: label, message: confirmActionsText(group, actions), confirmLabel: label, tone }))) return;
    // A suspension says why: the newest report's reason, as the server would take it.
    const result = await resolve({ id: group._id, actions, note: actions.includes('suspend-member') ? newest?.reason : undefined });
    if (result.data) toast.success(resolvedText(result.data.group.count));
  };

  const names = Object.fromEntries([...group.reports.map((report) => [report.reporter._id, report.reporter.name]), ...(group.subject ? [[group.subject._id, group.subject.name]] : [])]);
  return (
    <RecordCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        {targetWords(group)}
        {group.subject ? ` by ${group.subject.name}` : ''}
      </h2>
      <Reported group={group} now={now} />
      <Quote>{group.content}</Quote>
      {href ? <Link to={href}>Open the listing</Link> : null}
      {group.target === 'conversation' ? (
        <>
          <Button type="button" $variant="secondary" aria-expanded={reading} onClick={() => setReading((open) => !open)}>
            {reading ? 'Hide the conversation' : 'Read the conversation'}
          </Button>
          {reading ? <ReportedConversation id={group.targetId} reportId={group._id} names={names} /> : null}
        </>
      ) : null}
      <ReportReasons group={group} now={now} />
      <Outcome group={group} />
      {group.status === 'open' ? (
        <RecordActions>
          {actionSetsFor(group.target).map((actions) => (
            <Button
              key={actions.join()}
              type="button"
              $variant={actions.includes('dismiss') ? 'secondary' : 'danger'}
              aria-disabled={isLoading}
              onClick={() => void (isLoading ? undefined : act(actions))}
            >
              {actionsLabel(actions)}
            </Button>
          ))}
        </RecordActions>
      ) : null}
      {dialog}
    </RecordCard>
  );
}
