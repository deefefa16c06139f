import { z } from 'zod';
import { textField } from './text';

/** The five statuses of an order line (SPEC §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The way an order goes forward; Cancelled stands beside it and ends it. */
const ORDER_PROGRESS: readonly OrderStatus[] = ['Pending', 'Processing', 'Shipped', 'Delivered'];

/**
 * Why an order in `from` may not move to `to`, or null when it may. Statuses only move forward (a step may
 * be skipped: an item handed over in person goes straight to Delivered); Cancelled ends an order at any
 * point before delivery; a cancelled or delivered order stays as it is. Staying put is always allowed.
 */
export function orderStatusMoveError(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return null;
  if (from === 'Cancelled') return 'A cancelled order cannot change status.';
  if (from === 'Delivered') return 'A delivered order cannot change status.';
  if (to === 'Cancelled') return null;
  if (ORDER_PROGRESS.indexOf(to) < ORDER_PROGRESS.indexOf(from)) return `An order that is ${from} cannot go back to ${to}.`;
  return null;
}

/** The statuses an order in `from` can be given, its own first: what a seller's status choice offers. */
export function orderStatusChoices(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => orderStatusMoveError(from, status) === null);
}

/**
 * A checkout's payment: awaiting payment (its stock reserved), paid, cancelled by its buyer (or replaced
 * by their next checkout) or expired unpaid. Only a paid checkout's lines are orders.
 */
export const PAYMENT_STATES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A refund owed for a cancelled order: `pending` until the payment provider has accepted it, then `issued`. */
export const REFUND_STATES = ['pending', 'issued'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface Refund {
  status: RefundState;
  /** Rupees. */
  amount: number;
}

/** How a cancelled order's refund reads to both parties. */
export const refundLabel = (refund: Refund): string => (refund.status === 'issued' ? 'Refunded' : 'Refund pending');

/** An order line's status as every party reads it: a cancelled one says what became of the money. */
export const orderStatusLabel = (line: { status: OrderStatus; refund: Refund | null }): string =>
  line.status === 'Cancelled' && line.refund ? `Cancelled · ${refundLabel(line.refund)}` : line.status;

/** How long unpaid stock stays reserved. */
export const RESERVATION_MINUTES = 15;

export type PaymentProviderName = 'sandbox' | 'razorpay';

const productId = z.uuid({ error: 'Invalid product id' });
const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity is too high');

/** `POST /order/create-order`: one product (SPEC) or a whole cart. */
export const CreateOrderSchema = z.union([
  z.object({ productId, quantity: quantity.optional().default(1) }),
  z.object({
    items: z
      .array(z.object({ productId, quantity }))
      .min(1, 'The cart is empty')
      .max(50, 'Too many items in one order'),
  }),
]);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export interface CreateOrderResponse {
  success: true;
  /** The checkout's own reference, shown to the buyer (`CM-7K3Q9X2A`). */
  reference: string;
  razorpayOrderId: string;
  /** Amount in paise. */
  order: { amount: number; currency: 'INR' };
  /** The provider's public key (Razorpay key id, or the sandbox's). */
  key: string;
  provider: PaymentProviderName;
}

/** The payment provider's order id, as the browser hands it back. */
const providerOrderId = textField('razorpayOrderId').trim().min(1, 'razorpayOrderId is required').max(100);

export const VerifyPaymentSchema = z.object({
  razorpayOrderId: providerOrderId,
  razorpayPaymentId: textField('razorpayPaymentId').trim().min(1, 'razorpayPaymentId is required').max(100),
  razorpaySignature: textField('razorpaySignature').trim().min(1, 'razorpaySignature is required').max(200),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentSchema>;

export interface VerifyPaymentResponse {
  success: true;
  message: string;
  /** The paid checkout's reference: where its confirmation lives. */
  reference: string;
}

/** `POST /order/cancel-checkout`: the buyer closes their payment and the stock is released at once. */
export const CancelCheckoutSchema = z.object({
  razorpayOrderId: providerOrderId,
});
export type CancelCheckoutInput = z.input<typeof CancelCheckoutSchema>;

/** The sandbox provider's card form: `POST /payments/sandbox/pay`. */
export const SandboxPaySchema = z.object({
  razorpayOrderId: providerOrderId,
  card: z.object({
    number: textField('Card number').trim().regex(/^[\d ]{12,23}$/, 'Enter a valid card number'),
    expiry: textField('Expiry').trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
    cvc: textField('CVC').trim().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  }),
});
export type SandboxPayInput = z.input<typeof SandboxPaySchema>;

export interface SandboxPayResponse {
  success: true;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** Test cards of the sandbox. */
export const SANDBOX_CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

export const UpdateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});

/** What an order line says about its product: `_id` is null once the listing was deleted; name, slug and price are as bought. */
export interface OrderProduct {
  _id: string | null;
  name: string;
  slug: string;
  price: number;
}

/** One order line as the order lists return it (SPEC §3): always a paid one. Amounts in rupees. */
export interface Order {
  _id: string;
  /** The reference of the checkout it was paid in. */
  reference: string;
  buyer: { _id: string; name: string; phone: string };
  product: OrderProduct;
  seller: { _id: string; name: string };
  quantity: number;
  /** price × quantity, rupees. */
  amount: number;
  status: OrderStatus;
  payment: PaymentState;
  /** The refund of a cancelled order, else null. */
  refund: Refund | null;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /order/seller-orders`, `/order/buyer-orders`, `/order/manage-order`: paid orders only. */
export interface OrdersResponse {
  success: true;
  orders: Order[];
  /** What the paid orders that were not cancelled came to, rupees (orders hidden from the list included). */
  totalSales: number;
}

/** One line of a checkout as its buyer sees it: what, from whom, and how to reach them. */
export interface CheckoutLine {
  _id: string;
  product: OrderProduct;
  quantity: number;
  /** price × quantity, rupees. */
  amount: number;
  status: OrderStatus;
  refund: Refund | null;
  seller: { _id: string; name: string; email: string; phone: string };
}

/** A checkout as its buyer sees it: the one awaiting payment, or a paid one's confirmation. */
export interface Checkout {
  reference: string;
  razorpayOrderId: string;
  status: PaymentState;
  /** Rupees. */
  amount: number;
  currency: 'INR';
  /** To open the payment again: the provider and its public key. */
  provider: PaymentProviderName;
  key: string;
  /** ISO 8601. */
  createdAt: string;
  /** When an unpaid checkout's reservation ends. ISO 8601. */
  expiresAt: string;
  paidAt: string | null;
  lines: CheckoutLine[];
}

/** `GET /order/current-checkout`: the member's checkout awaiting payment, or null. */
export interface CurrentCheckoutResponse {
  success: true;
  checkout: Checkout | null;
}

/** `GET /order/checkouts/{reference}`: one of the member's own checkouts. */
export interface CheckoutResponse {
  success: true;
  checkout: Checkout;
}

/** A checkout reference as the URL carries it. */
export const CHECKOUT_REFERENCE_PATTERN = /^CM-[0-9A-Z]{8,32}$/;
