/**
 * docs/product-rules.md "Timings and constants": total = price × quantity, to the paisa. Worked in whole paise so 0.1 × 3 is 0.3 and not
 * 0.30000000000000004; a missing or broken price (an old cart in local storage) counts as nothing.
 */
export function lineTotal(price: number, quantity: number): number {
  return lineTotalPaise(price, quantity) / 100;
}

/** The cart's total, summed in paise for the same reason. */
export function cartTotal(items: readonly { price: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + lineTotalPaise(item.price, item.quantity), 0) / 100;
}

function lineTotalPaise(price: number, quantity: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(quantity)) return 0;
  return Math.round(price * 100) * quantity;
}
