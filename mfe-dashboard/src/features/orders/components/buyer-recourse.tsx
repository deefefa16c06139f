import { useMutationErrorToast } from '@campus/shared/api';
import { buyerActions, ORDER_CASE_LIMITS, type Order, type ReportOrderProblemInput } from '@campus/shared/contract';
import { Button, formatRupees, toast, useConfirm } from '@campus/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useBuyerOrderMoveMutation, useReportOrderProblemMutation } from '../api/orders-api';
import { ReportProblemDialog } from './report-problem-dialog';

const MOVE_FAILED = 'Could not change the order. Please try again.';
const REPORT_FAILED = 'Could not report the problem. Please try again.';

/**
 * What the buyer can do about a paid order (docs/product-rules.md "A buyer's recourse"): cancel it before it is
 * shipped, confirm its receipt, and report a problem within 7 days of Shipped or Delivered. The server checks each.
 */
export function BuyerRecourse({ order, onMoved }: { order: Order; onMoved: () => void }) {
  const actions = buyerActions(order, new Date());
  const [move, { isLoading: moving }] = useMutationErrorToast(useBuyerOrderMoveMutation(), MOVE_FAILED);
  const [report] = useMutationErrorToast(useReportOrderProblemMutation(), REPORT_FAILED);
  const [reporting, setReporting] = useState(false);
  const [reports, setReports] = useState(0);
  const focusedFor = useRef(0);
  // The button that opened the report goes once the case is open: after the dialog gave the focus back to it, the
  // focus moves on to the order's status (an effect runs after the dialog's cleanup).
  useEffect(() => {
    if (reports === focusedFor.current) return;
    focusedFor.current = reports;
    onMoved();
  }, [reports, onMoved]);
  const { confirm, dialog } = useConfirm();
  const name = order.product.name;

  const onCancel = async () => {
    const message = `Cancel your order for ${name}? ${formatRupees(order.amount - (order.refund?.amount ?? 0))} is refunded to you, and ${order.seller.name} is told.`;
    if (!(await confirm({ title: 'Cancel order', message, confirmLabel: 'Cancel order', cancelLabel: 'Keep order', tone: 'danger' }))) return;
    const result = await move({ id: order._id, move: 'cancel-order' });
    if (!result.data) return;
    toast.success(result.data.message);
    onMoved();
  };
  const onConfirm = async () => {
    const message = `Confirm you received ${name}? The order becomes Delivered; you can still report a problem for ${ORDER_CASE_LIMITS.reportWithinDays} days.`;
    if (!(await confirm({ title: 'Confirm receipt', message, confirmLabel: 'Confirm receipt', cancelLabel: 'Not yet' }))) return;
    const result = await move({ id: order._id, move: 'confirm-receipt' });
    if (!result.data) return;
    toast.success(result.data.message);
    onMoved();
  };
  const onReport = async (body: ReportOrderProblemInput) => {
    const result = await report({ id: order._id, body });
    if (!result.data) return;
    toast.success(result.data.message);
    setReporting(false);
    setReports((count) => count + 1);
  };

  const busy = (run: () => Promise<void>) => () => void (moving ? undefined : run());
  return (
    <>
      {actions.includes('confirm') ? (
        <Button aria-label={`Confirm receipt of ${name}`} aria-disabled={moving} onClick={busy(onConfirm)}>
          Confirm receipt
        </Button>
      ) : null}
      {actions.includes('report') ? (
        <Button $variant="secondary" aria-label={`Report a problem with ${name}`} onClick={() => setReporting(true)}>
          Report a problem
        </Button>
      ) : null}
      {actions.includes('cancel') ? (
        <Button $variant="danger" aria-label={`Cancel order ${name}`} aria-disabled={moving} onClick={busy(onCancel)}>
          Cancel order
        </Button>
      ) : null}
      {reporting ? <ReportProblemDialog order={order} onClose={() => setReporting(false)} onReport={onReport} /> : null}
      {dialog}
    </>
  );
}
