import { z } from 'zod';
import { OrderCaseSchema } from './order-cases';
import { textField } from './text';

/** The five statuses of an order line (docs/product-rules.md "Order statuses"). */
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

export const RefundSchema = z.object({
  status: z.enum(REFUND_STATES),
  /** Rupees. */
  amount: z.number().describe('Rupees.'),
});
export type Refund = z.infer<typeof RefundSchema>;

/** How a cancelled order's refund reads to both parties. */
export const refundLabel = (refund: Refund): string => (refund.status === 'issued' ? 'Refunded' : 'Refund pending');

/** An order line's status as every party reads it: a cancelled one says what became of the money. */
export const orderStatusLabel = (line: { status: OrderStatus; refund: Refund | null }): string =>
  line.status === 'Cancelled' && line.refund ? `Cancelled · ${refundLabel(line.refund)}` : line.status;

/** How long unpaid stock stays reserved. */
export const RESERVATION_MINUTES = 15;

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const productId = z.uuid({ error: 'Invalid product id' });
const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity is too high');

/** `POST /order/create-order`: one product (the original client's call) or a whole cart. */
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

export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  /** The checkout's own reference, shown to the buyer (`CM-7K3Q9X2A`). */
  reference: z.string().describe("The checkout's own reference, shown to the buyer."),
  razorpayOrderId: z.string().describe("The payment provider's order id."),
  /** Amount in paise. */
  order: z.object({ amount: z.number().int().describe('Paise.'), currency: z.literal('INR') }),
  /** The provider's public key (Razorpay key id, or the sandbox's). */
  key: z.string().describe("The provider's public key."),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** The payment provider's order id, as the browser hands it back. */
const providerOrderId = textField('razorpayOrderId').trim().min(1, 'razorpayOrderId is required').max(100);

export const VerifyPaymentSchema = z.object({
  razorpayOrderId: providerOrderId,
  razorpayPaymentId: textField('razorpayPaymentId').trim().min(1, 'razorpayPaymentId is required').max(100),
  razorpaySignature: textField('razorpaySignature').trim().min(1, 'razorpaySignature is required').max(200),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentSchema>;

export const VerifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The paid checkout's reference: where its confirmation lives. */
  reference: z.string(),
  /** The booking this payment paid for (docs/product-rules.md "Bookings"); absent for a cart's checkout. */
  bookingId: z.uuid().optional().describe('The booking the payment paid for; absent for a cart.'),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

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

export const SandboxPayResponseSchema = z.object({
  success: z.literal(true),
  razorpayPaymentId: z.string(),
  razorpaySignature: z.string(),
});
export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>;

/** Test cards of the sandbox. */
export const SANDBOX_CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

export const UpdateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});

/** What an order line says about its product: `_id` is null once the listing was deleted; name, slug and price are as bought. */
export const OrderProductSchema = z.object({
  _id: z.uuid().nullable().describe('Null once the listing was deleted.'),
  name: z.string(),
  slug: z.string(),
  price: z.number().describe('Rupees, as bought.'),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;

/** One order line as the order lists return it (docs/product-rules.md "Entities"): always a paid one. Amounts in rupees. */
export const OrderSchema = z
  .object({
    _id: z.uuid(),
    /** The reference of the checkout it was paid in. */
    reference: z.string(),
    buyer: z.object({ _id: z.uuid(), name: z.string(), phone: z.string() }),
    product: OrderProductSchema,
    seller: z.object({ _id: z.uuid(), name: z.string() }),
    quantity: z.number().int(),
    /** price × quantity, rupees. */
    amount: z.number().describe('price × quantity, rupees.'),
    status: z.enum(ORDER_STATUSES),
    payment: z.enum(PAYMENT_STATES),
    /** What was refunded of it (a cancellation's refund, a case's), else null. */
    refund: RefundSchema.nullable(),
    /** ISO 8601. */
    createdAt: z.iso.datetime({ offset: true }),
    /** When it became Shipped and Delivered (ISO 8601), else null. */
    shippedAt: z.iso.datetime({ offset: true }).nullable(),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    /** Until when its buyer may report a problem (ISO 8601): 7 days after Shipped or Delivered; null before either. */
    reportableUntil: z.iso.datetime({ offset: true }).nullable(),
    /** Its newest case (a problem its buyer reported), open or resolved, else null. */
    case: OrderCaseSchema.nullable(),
  })
  .meta({ id: 'Order', description: 'One paid order line.' });
export type Order = z.infer<typeof OrderSchema>;

/** `GET /order/seller-orders`, `/order/buyer-orders`, `/order/manage-order`: paid orders only. */
export const OrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
  /** What the paid orders that were not cancelled came to, rupees (orders hidden from the list included). */
  totalSales: z.number().describe('What the paid orders that were not cancelled came to, rupees.'),
});
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/** `PUT /order/update-status/{id}`: the order line as it is now. */
export const OrderStatusResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema });
export type OrderStatusResponse = z.infer<typeof OrderStatusResponseSchema>;

/** One line of a checkout as its buyer sees it: what, from whom, and how to reach them. */
export const CheckoutLineSchema = z.object({
  _id: z.uuid(),
  product: OrderProductSchema,
  quantity: z.number().int(),
  /** price × quantity, rupees. */
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  refund: RefundSchema.nullable(),
  seller: z.object({ _id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() }),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** A checkout as its buyer sees it: the one awaiting payment, or a paid one's confirmation. */
export const CheckoutSchema = z
  .object({
    reference: z.string(),
    razorpayOrderId: z.string(),
    status: z.enum(PAYMENT_STATES),
    /** Rupees. */
    amount: z.number(),
    currency: z.literal('INR'),
    /** To open the payment again: the provider and its public key. */
    provider: z.enum(PAYMENT_PROVIDERS),
    key: z.string(),
    /** ISO 8601. */
    createdAt: z.iso.datetime({ offset: true }),
    /** When an unpaid checkout's reservation ends. ISO 8601. */
    expiresAt: z.iso.datetime({ offset: true }),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
    lines: z.array(CheckoutLineSchema),
  })
  .meta({ id: 'Checkout', description: 'A checkout as its buyer sees it.' });
export type Checkout = z.infer<typeof CheckoutSchema>;

/** `GET /order/current-checkout`: the member's checkout awaiting payment, or null. */
export const CurrentCheckoutResponseSchema = z.object({ success: z.literal(true), checkout: CheckoutSchema.nullable() });
export type CurrentCheckoutResponse = z.infer<typeof CurrentCheckoutResponseSchema>;

/** `GET /order/checkouts/{reference}`: one of the member's own checkouts. */
export const CheckoutResponseSchema = z.object({ success: z.literal(true), checkout: CheckoutSchema });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** A checkout reference as the URL carries it. */
export const CHECKOUT_REFERENCE_PATTERN = /^CM-[0-9A-Z]{8,32}$/;
