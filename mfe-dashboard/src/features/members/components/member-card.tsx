import { useMutationErrorToast } from '@campus/shared/api';
import type { MemberSummary } from '@campus/shared/contract';
import { Button, toast, useConfirm } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { RecordActions, RecordCard } from '../../../components/record-card';
import { useLiftSuspensionMutation } from '../api/members-api';
import { MemberDetails } from './member-details';
import { dateOf, memberCounts } from './member-words';
import { SuspendDialog } from './suspend-dialog';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Suspended = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

/**
 * One member on the Members screen (docs/product-rules.md "Reports and suspension"): who they are, how many listings
 * and open reports, whether they are suspended and why; their details on demand; Suspend (with a reason) or Lift the
 * suspension. Admins cannot be suspended, so they are offered neither.
 */
export function MemberCard({ member }: { member: MemberSummary }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [lift, { isLoading: lifting }] = useMutationErrorToast(useLiftSuspensionMutation(), 'The suspension could not be lifted. Please try again.');
  const { confirm, dialog } = useConfirm();

  const liftSuspension = async () => {
    const asked = { title: 'Lift the suspension', message: `Lift the suspension of ${member.name}? They can log in again.`, confirmLabel: 'Lift the suspension' };
    if (!(await confirm(asked))) return;
    const result = await lift(member._id);
    if (result.data) toast.success(`${member.name} can log in again.`);
  };

  return (
    <RecordCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        {member.name}
        {member.role === 'admin' ? ' (admin)' : ''}
      </h2>
      <Muted>{member.email}</Muted>
      <Muted>{memberCounts(member.listings, member.openReports)}</Muted>
      {member.suspendedAt ? (
        <Suspended>
          <strong>Suspended</strong> since <time dateTime={member.suspendedAt}>{dateOf(member.suspendedAt)}</time>: {member.suspensionReason}
        </Suspended>
      ) : null}
      <RecordActions>
        <Button type="button" $variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Hide details' : 'Show details'}
        </Button>
        {member.suspendedAt ? (
          <Button type="button" aria-disabled={lifting} onClick={() => void (lifting ? undefined : liftSuspension())}>
            Lift the suspension
          </Button>
        ) : member.role === 'admin' ? null : (
          <Button type="button" $variant="danger" onClick={() => setSuspending(true)}>
            Suspend
          </Button>
        )}
      </RecordActions>
      {open ? <MemberDetails id={member._id} name={member.name} /> : null}
      {suspending ? <SuspendDialog member={member} onClose={() => setSuspending(false)} /> : null}
      {dialog}
    </RecordCard>
  );
}
