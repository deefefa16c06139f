/**
 * Reads a quantity typed by the buyer: whole units, never below 1 (docs/product-rules.md "Validation"). `null` while the text is
 * not a number yet (an emptied field), so the last valid quantity stays in force.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return Math.max(1, Math.trunc(value));
}
