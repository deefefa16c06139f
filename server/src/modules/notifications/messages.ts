import { paiseToRupees, type OrderStatus } from '@campus/shared/contract';

/** To the seller, when a checkout with their product is paid: `Asha Rao bought Casio fx-991ES`, `… bought 2 × …`. */
export const orderPlacedMessage = (buyerName: string, quantity: number, productName: string) =>
  quantity === 1 ? `${buyerName} bought ${productName}` : `${buyerName} bought ${quantity} × ${productName}`;

/** To the buyer, when the seller or an admin changes the status of their order line: `Your order for … is Shipped`. */
export const orderStatusMessage = (productName: string, status: OrderStatus) => `Your order for ${productName} is ${status}`;

/** To the buyer, when their paid order is cancelled and its amount is refunded. */
export const orderCancelledMessage = (productName: string, refundPaise: number) =>
  `Your order for ${productName} is Cancelled; ₹${paiseToRupees(refundPaise).toFixed(2)} is being refunded to you`;

/** To the seller, when the buyer cancels their order before it was shipped. */
export const buyerCancelledMessage = (buyerName: string, productName: string, refundPaise: number) =>
  `${buyerName} cancelled their order for ${productName}; ₹${paiseToRupees(refundPaise).toFixed(2)} is being refunded to them`;

/** To the seller, when the buyer confirms they received their order. */
export const buyerConfirmedMessage = (buyerName: string, productName: string) => `${buyerName} received ${productName}: the order is Delivered`;

/** To the seller, when the buyer reports a problem with their order: `… reported a problem with …: Not as described`. */
export const problemReportedMessage = (buyerName: string, productName: string, reason: string) =>
  `${buyerName} reported a problem with ${productName}: ${reason}. An admin will look into it`;

/** To the buyer and the seller, when an admin resolves the case: the refund and the admin's note. */
export const caseResolvedMessage = (productName: string, refundPaise: number, note: string) =>
  `The problem with ${productName} is resolved: ₹${paiseToRupees(refundPaise).toFixed(2)} is refunded to the buyer. Note: ${note}`;
