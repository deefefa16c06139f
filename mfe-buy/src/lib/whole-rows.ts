/**
 * The tallest box, at most `limit` px, that shows whole rows of a grid whose rows are all `rowHeight` tall with
 * `gap` between them (and `padding` above the first): never half a card at its bottom edge. At least one row.
 */
export function wholeRowsHeight({ limit, rowHeight, gap, padding }: { limit: number; rowHeight: number; gap: number; padding: number }): number {
  if (rowHeight <= 0) return limit;
  const rows = Math.max(1, Math.floor((limit - padding + gap) / (rowHeight + gap)));
  return padding + rows * rowHeight + (rows - 1) * gap;
}
