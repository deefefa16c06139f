import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORDER_CASE_LIMITS,
  ORDER_CASE_REASON_LABELS,
  ORDER_CASE_REASONS,
  ReportOrderProblemSchema,
  type Order,
  type ReportOrderProblemInput,
} from '@campus/shared/contract';
import { Button, Modal, ModalActions, SelectField, TextAreaField } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';

interface ReportProblemDialogProps {
  order: Order;
  onClose: () => void;
  onReport: (input: ReportOrderProblemInput) => Promise<unknown>;
}

/** The buyer's report of a problem (docs/product-rules.md "A buyer's recourse"): what went wrong, in their words. */
export function ReportProblemDialog({ order, onClose, onReport }: ReportProblemDialogProps) {
  const { register, handleSubmit, formState } = useForm<ReportOrderProblemInput>({
    resolver: zodResolver(ReportOrderProblemSchema),
    defaultValues: { reason: '' as ReportOrderProblemInput['reason'], details: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (input) => {
    await onReport(input);
  });
  const title = `Report a problem with ${order.product.name}`;
  return (
    <Modal title={title} onClose={() => (isSubmitting ? undefined : onClose())}>
      <p>An admin looks into it and may refund you in full or in part; you and {order.seller.name} see their decision here.</p>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <SelectField label="What went wrong" error={errors.reason?.message} {...register('reason')}>
          <option value="">Choose…</option>
          {ORDER_CASE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {ORDER_CASE_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="What happened"
          rows={4}
          maxLength={ORDER_CASE_LIMITS.detailsMaxLength}
          error={errors.details?.message}
          {...register('details')}
        />
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Back
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Reporting…' : 'Report problem'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
