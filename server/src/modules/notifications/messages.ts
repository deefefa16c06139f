import { paiseToRupees, type OrderStatus } from '@campus/shared/contract';

/** To the seller, when a checkout with their product is paid: `Asha Rao bought Casio fx-991ES`, `… bought 2 × …`. */
export const orderPlacedMessage = (buyerName: string, quantity: number, productName: string) =>
  quantity === 1 ? `${buyerName} bought ${productName}` : `${buyerName} bought ${quantity} × ${productName}`;

/** To the buyer, when the seller or an admin changes the status of their order line: `Your order for … is Shipped`. */
export const orderStatusMessage = (productName: string, status: OrderStatus) => `Your order for ${productName} is ${status}`;

/** To the buyer, when their paid order is cancelled and its amount is refunded. */
export const orderCancelledMessage = (productName: string, refundPaise: number) =>
  `Your order for ${productName} is Cancelled; ₹${paiseToRupees(refundPaise).toFixed(2)} is being refunded to you`;
