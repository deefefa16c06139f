import { z } from 'zod';

/** SPEC §4: the order statuses a seller may set, in any order. */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment state of an order: reserved and waiting, paid, or released after the reservation expired. */
export const PAYMENT_STATES = ['pending', 'paid', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

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
  razorpayOrderId: string;
  /** Amount in paise. */
  order: { amount: number; currency: 'INR' };
  /** The provider's public key (Razorpay key id, or the sandbox's). */
  key: string;
  provider: PaymentProviderName;
}

export const VerifyPaymentSchema = z.object({
  razorpayOrderId: z.string().trim().min(1, 'razorpayOrderId is required').max(100),
  razorpayPaymentId: z.string().trim().min(1, 'razorpayPaymentId is required').max(100),
  razorpaySignature: z.string().trim().min(1, 'razorpaySignature is required').max(200),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentSchema>;

/** The sandbox provider's card form: `POST /payments/sandbox/pay`. */
export const SandboxPaySchema = z.object({
  razorpayOrderId: z.string().trim().min(1, 'razorpayOrderId is required').max(100),
  card: z.object({
    number: z.string().trim().regex(/^[\d ]{12,23}$/, 'Enter a valid card number'),
    expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
    cvc: z.string().trim().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
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

/** One order line as the order lists return it (SPEC §3). Amounts in rupees. */
export interface Order {
  _id: string;
  buyer: { _id: string; name: string; phone: string };
  /** `_id` is null once the listing was deleted; name, slug and price are as they were when bought. */
  product: { _id: string | null; name: string; slug: string; price: number };
  seller: { _id: string; name: string };
  quantity: number;
  /** price × quantity, rupees. */
  amount: number;
  status: OrderStatus;
  payment: PaymentState;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /order/seller-orders`, `/order/buyer-orders`, `/order/manage-order`. */
export interface OrdersResponse {
  success: true;
  orders: Order[];
  /** Sum of the paid orders' amounts, rupees. */
  totalSales: number;
}
