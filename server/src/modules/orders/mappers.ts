import { paiseToRupees, type Order, type OrdersResponse } from '@campus/shared/contract';
import type { OrderRow } from './repository';

/** The one public shape of an order line (contract `Order`), amounts in rupees. */
export function toOrderResponse(row: OrderRow): Order {
  return {
    _id: row.id,
    buyer: { _id: row.buyer.id, name: row.buyer.name, phone: row.buyer.phone },
    product: {
      _id: row.productId,
      name: row.productName,
      slug: row.productSlug,
      price: paiseToRupees(row.unitPricePaise),
    },
    seller: { _id: row.seller.id, name: row.seller.name },
    quantity: row.quantity,
    amount: paiseToRupees(row.unitPricePaise * row.quantity),
    status: row.status,
    payment: row.payment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A list with the sum of its paid lines (unpaid checkouts are not sales). */
export function toOrdersResponse(rows: OrderRow[]): OrdersResponse {
  const paidPaise = rows
    .filter((row) => row.payment === 'paid')
    .reduce((sum, row) => sum + row.unitPricePaise * row.quantity, 0);
  return { success: true, orders: rows.map(toOrderResponse), totalSales: paiseToRupees(paidPaise) };
}
