// How the fault report writes a tally and a verdict (faults.md).

/** @typedef {import('./verdicts.mjs').Verdict} Verdict */

/** `name count, …`, the largest first, or – for none. */
export const counts = (/** @type {Record<string, number> | undefined} */ tally) =>
  tally && Object.keys(tally).length
    ? Object.entries(tally)
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')
    : '–';

/** @param {Verdict | null} verdict */
export const mark = (verdict) => (!verdict ? '' : verdict.pass === null ? `**not measurable**: ${verdict.text}` : verdict.pass ? `**pass**: ${verdict.text}` : `**FAIL**: ${verdict.text}`);
