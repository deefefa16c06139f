import { ORDER_CASE_REASON_LABELS, refundLabel, type Order } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { RecordFact } from '../../../components/record-card';

/**
 * What became of a line after it was paid, as its buyer, its seller and the admins read it (docs/product-rules.md
 * "A buyer's recourse"): a refund of a line that was not cancelled (a case's), the problem the buyer reported, and
 * the admin's decision with their note.
 */
export function OrderCaseFacts({ order }: { order: Order }) {
  const { case: reported, refund } = order;
  return (
    <>
      {refund && order.status !== 'Cancelled' ? (
        <RecordFact label="Refund">
          {formatRupees(refund.amount)} · {refundLabel(refund)}
        </RecordFact>
      ) : null}
      {reported ? (
        <RecordFact label="Problem reported">
          {ORDER_CASE_REASON_LABELS[reported.reason]}: {reported.details}
          {reported.status === 'open' ? '\nAn admin is looking into it.' : null}
        </RecordFact>
      ) : null}
      {reported?.resolution ? (
        <RecordFact label="Admin's decision">
          Refund of {formatRupees(reported.resolution.refund)}. Note: {reported.resolution.note}
        </RecordFact>
      ) : null}
    </>
  );
}
