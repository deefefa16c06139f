import { z } from 'zod';
import type { OrderStatus } from './orders';
import { textField } from './text';

// A buyer's recourse after paying (docs/product-rules.md "A buyer's recourse"): cancel before Shipped, confirm
// receipt, and report a problem that opens a case an admin resolves with a refund and a note both parties see.

/** The rules' figures. */
export const ORDER_CASE_LIMITS = {
  /** A problem can be reported within this many days of the order being Shipped or Delivered (the later of the two). */
  reportWithinDays: 7,
  /** The buyer's account of the problem. */
  detailsMinLength: 10,
  detailsMaxLength: 1000,
  /** The admin's note to both parties. */
  noteMaxLength: 1000,
} as const;

export const ORDER_CASE_REASONS = ['not-received', 'not-as-described'] as const;
export type OrderCaseReason = (typeof ORDER_CASE_REASONS)[number];

/** How each reason reads, on every screen and in the seller's notification. */
export const ORDER_CASE_REASON_LABELS: Record<OrderCaseReason, string> = {
  'not-received': 'Not received',
  'not-as-described': 'Not as described',
};

export const ORDER_CASE_STATES = ['open', 'resolved'] as const;
export type OrderCaseState = (typeof ORDER_CASE_STATES)[number];

/** `POST /order/report-problem/{id}`: the buyer's reason and what happened, in their words. */
export const ReportOrderProblemSchema = z.object({
  reason: z.enum(ORDER_CASE_REASONS, { error: 'Choose what went wrong: not received or not as described' }),
  details: textField('Details')
    .trim()
    .min(ORDER_CASE_LIMITS.detailsMinLength, `Details must be at least ${ORDER_CASE_LIMITS.detailsMinLength} characters`)
    .max(ORDER_CASE_LIMITS.detailsMaxLength, `Details can be at most ${ORDER_CASE_LIMITS.detailsMaxLength} characters`),
});
export type ReportOrderProblemInput = z.input<typeof ReportOrderProblemSchema>;

/** `POST /order/resolve-case/{id}`: the refund (rupees, more than nothing, at most what is left to refund) and a note to both. */
export const ResolveOrderCaseSchema = z.object({
  refund: z
    .number({ error: 'Refund must be a number' })
    .positive('Refund must be more than ₹0')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Refund can have at most two decimals'),
  note: textField('Note')
    .trim()
    .min(1, 'Write a note to the buyer and the seller')
    .max(ORDER_CASE_LIMITS.noteMaxLength, `Note can be at most ${ORDER_CASE_LIMITS.noteMaxLength} characters`),
});
export type ResolveOrderCaseInput = z.input<typeof ResolveOrderCaseSchema>;

/** A case about an order line, as its buyer, its seller and the admins read it. Amounts in rupees. */
export const OrderCaseSchema = z
  .object({
    _id: z.uuid(),
    reason: z.enum(ORDER_CASE_REASONS),
    details: z.string(),
    status: z.enum(ORDER_CASE_STATES),
    /** ISO 8601. */
    openedAt: z.iso.datetime({ offset: true }),
    /** Set once an admin resolved it: the refund they gave, their note to both parties, and when. */
    resolution: z
      .object({ refund: z.number().describe('Rupees.'), note: z.string(), resolvedAt: z.iso.datetime({ offset: true }) })
      .nullable(),
  })
  .meta({ id: 'OrderCase', description: "A buyer's reported problem with an order line, and an admin's resolution." });
export type OrderCase = z.infer<typeof OrderCaseSchema>;

/** A party of a case, as the admin sees them: how to reach them. */
const CasePartySchema = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

/** One case on the admin's Order cases screen: the case, its order line and both parties. */
export const AdminOrderCaseSchema = OrderCaseSchema.extend({
  order: z.object({
    _id: z.uuid(),
    reference: z.string(),
    productName: z.string(),
    quantity: z.number().int(),
    status: z.string(),
    /** What the buyer paid for the line, rupees. */
    amount: z.number(),
    /** What was paid and not yet refunded, rupees: the most this case can refund. */
    refundable: z.number(),
  }),
  buyer: CasePartySchema,
  seller: CasePartySchema,
});
export type AdminOrderCase = z.infer<typeof AdminOrderCaseSchema>;

/** `GET /order/cases`: open cases first (oldest first), then resolved ones (newest first). */
export const OrderCasesResponseSchema = z.object({ success: z.literal(true), cases: z.array(AdminOrderCaseSchema) });
export type OrderCasesResponse = z.infer<typeof OrderCasesResponseSchema>;

/** `POST /order/resolve-case/{id}`: the case as it is now. */
export const OrderCaseResponseSchema = z.object({ success: z.literal(true), message: z.string(), case: AdminOrderCaseSchema });
export type OrderCaseResponse = z.infer<typeof OrderCaseResponseSchema>;

/**
 * Until when the buyer may report a problem: `reportWithinDays` after the later of Shipped and Delivered, or null when the
 * order has been neither.
 */
export function reportableUntil(line: { shippedAt: Date | null; deliveredAt: Date | null }): Date | null {
  const from = [line.shippedAt, line.deliveredAt].filter((value): value is Date => value !== null);
  if (from.length === 0) return null;
  const latest = Math.max(...from.map((value) => value.getTime()));
  return new Date(latest + ORDER_CASE_LIMITS.reportWithinDays * 24 * 60 * 60 * 1000);
}

/** What the buyer of an order line can do about it (docs/product-rules.md "A buyer's recourse"); the server checks each again. */
export type BuyerAction = 'cancel' | 'confirm' | 'report';

export function buyerActions(order: { status: OrderStatus; reportableUntil: string | null; case: OrderCase | null }, now: Date): BuyerAction[] {
  const actions: BuyerAction[] = [];
  if (order.status === 'Pending' || order.status === 'Processing') actions.push('cancel');
  if (order.status !== 'Delivered' && order.status !== 'Cancelled') actions.push('confirm');
  const open = order.case?.status === 'open';
  const inTime = order.reportableUntil !== null && new Date(order.reportableUntil).getTime() > now.getTime();
  if ((order.status === 'Shipped' || order.status === 'Delivered') && inTime && !open) actions.push('report');
  return actions;
}
