import { zodResolver } from '@hookform/resolvers/zod';
import { useMutationErrorToast } from '@campus/shared/api';
import { ORDER_CASE_LIMITS, ResolveOrderCaseSchema, type AdminOrderCase, type ResolveOrderCaseInput } from '@campus/shared/contract';
import { Button, Field, formatRupees, TextAreaField, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useForm } from 'react-hook-form';
import { useResolveOrderCaseMutation } from '../api/orders-api';

const Form = styled.form`
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`;

/** The contract's resolution, bounded by what this case can still refund. */
const resolutionSchema = (refundable: number) =>
  ResolveOrderCaseSchema.refine((input) => input.refund <= refundable, {
    message: `The refund can be at most ${formatRupees(refundable)}, what was paid and not yet refunded`,
    path: ['refund'],
  });

/**
 * An admin resolves an open case (docs/product-rules.md "A buyer's recourse"): a full refund (the default) or a
 * part of it, and a note the buyer and the seller both see. The server checks the amount again.
 */
export function ResolveCaseForm({ orderCase, onResolved }: { orderCase: AdminOrderCase; onResolved: (orderCase: AdminOrderCase) => void }) {
  const [resolve] = useMutationErrorToast(useResolveOrderCaseMutation(), 'Could not resolve the case. Please try again.');
  const { refundable } = orderCase.order;
  const { register, handleSubmit, formState } = useForm<ResolveOrderCaseInput>({
    resolver: zodResolver(resolutionSchema(refundable)),
    defaultValues: { refund: refundable, note: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (body) => {
    const result = await resolve({ id: orderCase._id, body });
    if (!result.data) return;
    toast.success(result.data.message);
    onResolved(orderCase);
  });
  const title = `Resolve the case about ${orderCase.order.productName}`;
  return (
    <Form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      <h3>Resolve with a refund</h3>
      <Field
        label={`Refund to ${orderCase.buyer.name} (₹)`}
        type="number"
        inputMode="decimal"
        min={0.01}
        max={refundable}
        step="0.01"
        hint={`Up to ${formatRupees(refundable)}: the whole amount is a full refund.`}
        error={errors.refund?.message}
        {...register('refund', { valueAsNumber: true })}
      />
      <TextAreaField
        label="Note to the buyer and the seller"
        rows={3}
        maxLength={ORDER_CASE_LIMITS.noteMaxLength}
        error={errors.note?.message}
        {...register('note')}
      />
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Resolving…' : 'Resolve case'}
      </Button>
    </Form>
  );
}
