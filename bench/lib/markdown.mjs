// Small helpers for the benches' readable reports.

/** 1 KB = 1,000 bytes here (the stricter reading of a budget). */
export const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/** Milliseconds as seconds with two decimals; a dash for what was not measured. */
export const seconds = (/** @type {number | null} */ ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/**
 * A Markdown table; a column whose title starts with ">" is right-aligned (numbers), without the ">".
 * @param {string[]} titles  @param {(string | number | null)[][]} rows (null shows as "–")
 */
export function table(titles, rows) {
  const right = titles.map((title) => title.startsWith('>'));
  return [
    `| ${titles.map((title, index) => (right[index] ? title.slice(1) : title)).join(' | ')} |`,
    `|${right.map((isRight) => (isRight ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map((cell) => (cell === null ? '–' : String(cell))).join(' | ')} |`),
  ].join('\n');
}
