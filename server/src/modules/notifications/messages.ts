import type { OrderStatus } from '@campus/shared/contract';

/** To the seller, when a checkout with their product is paid: `Asha Rao bought 2 × Engineering drafter.` */
export const orderPlacedMessage = (buyerName: string, quantity: number, productName: string) =>
  `${buyerName} bought ${quantity} × ${productName}.`;

/** To the buyer, when the seller or an admin changes the status of their order line. */
export const orderStatusMessage = (productName: string, status: OrderStatus) =>
  `Your order of ${productName} is now ${status}.`;
