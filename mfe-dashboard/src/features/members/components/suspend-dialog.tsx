import { zodResolver } from '@hookform/resolvers/zod';
import { useMutationErrorToast } from '@campus/shared/api';
import { REPORT_REASON_MAX_LENGTH, SuspendMemberInputSchema, type MemberSummary, type SuspendMemberInput } from '@campus/shared/contract';
import { Button, Modal, ModalActions, TextAreaField, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useSuspendMemberMutation } from '../api/members-api';

/**
 * Suspending a member from the Members screen (docs/product-rules.md "Reports and suspension"): the reason is
 * required, and is what the member reads on the login form. A refusal is toasted and the dialog stays.
 */
export function SuspendDialog({ member, onClose }: { member: Pick<MemberSummary, '_id' | 'name'>; onClose: () => void }) {
  const [suspend] = useMutationErrorToast(useSuspendMemberMutation(), 'The member could not be suspended. Please try again.');
  const { register, handleSubmit, formState } = useForm<SuspendMemberInput>({ resolver: zodResolver(SuspendMemberInputSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ reason }) => {
    const result = await suspend({ id: member._id, reason });
    if (!result.data) return;
    toast.success(`${member.name} is suspended.`);
    onClose();
  });
  return (
    <Modal title={`Suspend ${member.name}`} onClose={onClose} size="small">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>They cannot log in or send anything, their open sessions end, and all their listings are hidden. They read the reason when they try to log in.</p>
        <TextAreaField label="Reason" rows={4} maxLength={REPORT_REASON_MAX_LENGTH} error={errors.reason?.message} {...register('reason')} />
        <ModalActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" aria-disabled={isSubmitting}>
            Suspend
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
