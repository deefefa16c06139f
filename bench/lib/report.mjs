// Turns the measured files into bench/results/bundle.json and a readable bundle.md.
import { kb } from './markdown.mjs';

export { kb };

/**
 * @typedef {{ url: string, app: string, status: number, raw: number, gzip: number }} FileSize
 * @typedef {{ page: string, measuredAt: string, commit: string, chromium: string, node: string,
 *   budgetGzipBytes: number, total: { files: number, raw: number, gzip: number }, withinBudget: boolean,
 *   byApp: Record<string, { files: number, raw: number, gzip: number }>, files: FileSize[],
 *   reactCopies: number, shares: Record<string, string[]>, problems: string[] }} BundleResult
 */

/**
 * @param {{ page: string, commit: string, chromium: string, budgetGzipBytes: number, files: FileSize[],
 *   shares: Record<string, string[]>, problems: string[] }} input
 * @returns {BundleResult}
 */
export function summarize({ page, commit, chromium, budgetGzipBytes, files, shares, problems }) {
  const total = { files: files.length, raw: 0, gzip: 0 };
  /** @type {BundleResult['byApp']} */
  const byApp = {};
  for (const file of files) {
    total.raw += file.raw;
    total.gzip += file.gzip;
    const app = (byApp[file.app] ??= { files: 0, raw: 0, gzip: 0 });
    app.files += 1;
    app.raw += file.raw;
    app.gzip += file.gzip;
  }
  return {
    page,
    measuredAt: new Date().toISOString(),
    commit,
    chromium,
    node: process.version,
    budgetGzipBytes,
    total,
    withinBudget: total.gzip <= budgetGzipBytes,
    byApp,
    files,
    reactCopies: (shares.react ?? []).length,
    shares,
    problems,
  };
}

/** @param {BundleResult} result */
export function toMarkdown(result) {
  const verdict = result.withinBudget
    ? `within the budget of ${kb(result.budgetGzipBytes)} KB`
    : `**OVER the budget of ${kb(result.budgetGzipBytes)} KB** by ${kb(result.total.gzip - result.budgetGzipBytes)} KB`;
  const lines = [
    '# JavaScript of the home page',
    '',
    `Page \`${result.page}\` of the production build, loaded in Chromium ${result.chromium}; every JavaScript`,
    `response, gzip level 9 (1 KB = 1,000 bytes). Commit ${result.commit}, ${result.measuredAt}.`,
    '',
    `**Total: ${kb(result.total.gzip)} KB gzip** (${kb(result.total.raw)} KB raw, ${result.total.files} files): ${verdict}.`,
    '',
    '| file | app | raw KB | gzip KB |',
    '|---|---|---:|---:|',
    ...result.files.map((file) => `| \`${file.url}\` | ${file.app} | ${kb(file.raw)} | ${kb(file.gzip)} |`),
    `| **total** | | **${kb(result.total.raw)}** | **${kb(result.total.gzip)}** |`,
    '',
    '| app | files | raw KB | gzip KB |',
    '|---|---:|---:|---:|',
    ...Object.entries(result.byApp).map(([app, size]) => `| ${app} | ${size.files} | ${kb(size.raw)} | ${kb(size.gzip)} |`),
    '',
    `Shared modules loaded (federation runtime): ${
      Object.entries(result.shares)
        .map(([name, loaded]) => `${name} ${loaded.join(', ')}`)
        .join('; ') || 'none reported'
    }.`,
    '',
    result.problems.length ? `Problems seen while loading:\n\n${result.problems.map((p) => `- ${p}`).join('\n')}` : 'No console errors.',
    '',
  ];
  return lines.join('\n');
}
