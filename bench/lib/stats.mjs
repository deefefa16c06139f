// Percentiles of measured values, rounded for reports.

const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/** @param {number[]} values  @param {number} q in [0, 1]  @returns {number} the value at quantile q (nearest rank) */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * The median; for an even count the lower of the two middle values, so it is always a measured value
 * (and names a real run).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** @param {number[]} values */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** The median of the values measured (nulls left out), or null when none was. */
export function medianOf(/** @type {(number | null)[]} */ values) {
  const measured = /** @type {number[]} */ (values.filter((value) => value !== null));
  return measured.length ? median(measured) : null;
}
