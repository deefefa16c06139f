import {
  paiseToRupees,
  reportableUntil,
  type Checkout,
  type Order,
  type OrderCase,
  type OrdersResponse,
  type Refund,
} from '@campus/shared/contract';
import type { CheckoutRow } from './checkout-repository';
import type { CaseJson, LineRow, OrderList, OrderRow } from './repository';

/** The database's JSON gives times as its text: the API speaks ISO 8601. */
const iso = (text: string): string => new Date(text).toISOString();

/** A line's case as its buyer, its seller and the admins read it. */
export function toOrderCase(row: CaseJson): OrderCase {
  const { refundPaise, note, resolvedAt } = row;
  return {
    _id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    openedAt: iso(row.openedAt),
    // Set together by the resolution (a check of the table says so).
    resolution: refundPaise !== null && note !== null && resolvedAt !== null ? { refund: paiseToRupees(refundPaise), note, resolvedAt: iso(resolvedAt) } : null,
  };
}

function toRefund(row: LineRow): Refund | null {
  if (row.refundStatus === null || row.refundAmountPaise === null) return null;
  return { status: row.refundStatus, amount: paiseToRupees(row.refundAmountPaise) };
}

/** The parts of a line every view shows alike: the product as bought, quantity, amount, status and refund. */
function toLine(row: LineRow) {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName, slug: row.productSlug, price: paiseToRupees(row.unitPricePaise) },
    quantity: row.quantity,
    amount: paiseToRupees(row.unitPricePaise * row.quantity),
    status: row.status,
    refund: toRefund(row),
  };
}

/** The one public shape of an order line (contract `Order`), amounts in rupees. */
export function toOrderResponse(row: OrderRow): Order {
  return {
    ...toLine(row),
    reference: row.reference,
    buyer: { _id: row.buyer.id, name: row.buyer.name, phone: row.buyer.phone },
    seller: { _id: row.seller.id, name: row.seller.name },
    payment: row.payment,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    reportableUntil: reportableUntil(row)?.toISOString() ?? null,
    case: row.latestCase ? toOrderCase(row.latestCase) : null,
  };
}

export function toOrdersResponse({ rows, totalPaise }: OrderList): OrdersResponse {
  return { success: true, orders: rows.map(toOrderResponse), totalSales: paiseToRupees(totalPaise) };
}

/** A checkout as its buyer sees it; `key` is the configured provider's public key, to pay again. */
export function toCheckoutResponse(row: CheckoutRow, key: string): Checkout {
  return {
    reference: row.reference,
    razorpayOrderId: row.providerOrderId,
    status: row.status,
    amount: paiseToRupees(row.amountPaise),
    currency: 'INR',
    provider: row.provider,
    key,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: row.lines.map((line) => ({
      ...toLine(line),
      seller: { _id: line.seller.id, name: line.seller.name, email: line.seller.email, phone: line.seller.phone },
    })),
  };
}
