import { zodResolver } from '@hookform/resolvers/zod';
import { dismissCallError, toastCallError } from '@campus/shared/api';
import { Button, FocusedStatus, Modal, ModalActions, TextAreaField, toast } from '@campus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPORT_REASON_MAX_LENGTH, ReportReasonSchema, type ListingKind, type ReportReasonInput, type ReportTarget } from '../contract';
import { useCreateReportMutation } from './report-api';

export interface ReportSubject {
  target: ReportTarget;
  id: string;
  /** Where a listing lives, when the page knows it. */
  listingKind?: ListingKind;
  /** What is reported, as the dialog's title says it: 'this listing', 'this message', … */
  what: string;
}

export const REPORT_SENT = 'Thank you: your report was sent to the admins.';
const REPORT_FAILED = 'The report could not be sent. Please try again.';

/**
 * The reason for a report, in the site's dialog (docs/product-rules.md "Reports and suspension"); a toast says it was
 * sent. A member whose report of it is still open (409) is told so in the dialog, in the server's words, with nothing
 * left to send; any other refusal is toasted and the dialog stays for another try.
 */
export function ReportDialog({ target, id, listingKind, what, onClose }: ReportSubject & { onClose: () => void }) {
  const [create] = useCreateReportMutation();
  const [already, setAlready] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ReportReasonInput>({
    resolver: zodResolver(ReportReasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ reason }) => {
    const result = await create({ target, id, reason, ...(listingKind ? { listingKind } : {}) });
    if (result.error) {
      const error = 'status' in result.error ? result.error : undefined;
      if (error?.status === 409 && error.message) setAlready(error.message);
      else toastCallError('createReport', result.error, REPORT_FAILED);
      return;
    }
    dismissCallError('createReport');
    toast.success(REPORT_SENT);
    onClose();
  });
  return (
    <Modal title={`Report ${what}`} onClose={onClose} size="small">
      {already ? (
        <>
          <FocusedStatus>{already}</FocusedStatus>
          <ModalActions>
            <Button type="button" onClick={onClose}>
              OK
            </Button>
          </ModalActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>An admin reads every report. Tell them what is wrong.</p>
          <TextAreaField label="Reason" rows={4} maxLength={REPORT_REASON_MAX_LENGTH} error={errors.reason?.message} {...register('reason')} />
          <ModalActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={isSubmitting}>
              Send report
            </Button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
