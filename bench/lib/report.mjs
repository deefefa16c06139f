// Turns the measured files into bench/results/bundle.json and a readable bundle.md.
import { kb, table } from './markdown.mjs';

export { kb };

/**
 * @typedef {{ url: string, app: string, status: number, raw: number, gzip: number, wire: number, encoding: string }} FileSize
 *   `wire`: the body as the server sent it (compressed, headers not counted), `encoding` its Content-Encoding
 * @typedef {{ files: number, raw: number, gzip: number, wire: number }} Sizes
 * @typedef {{ page: string, measuredAt: string, commit: string, chromium: string, node: string,
 *   budgetGzipBytes: number, total: Sizes, withinBudget: boolean, withinBudgetOnWire: boolean,
 *   byApp: Record<string, Sizes>, files: FileSize[], afterReady: FileSize[],
 *   reactCopies: number, shares: Record<string, string[]>, problems: string[] }} BundleResult
 */

/**
 * @param {{ page: string, commit: string, chromium: string, budgetGzipBytes: number, files: FileSize[],
 *   afterReady: FileSize[], shares: Record<string, string[]>, problems: string[] }} input
 *   `afterReady`: scripts asked for once the page was ready, listed but not counted
 * @returns {BundleResult}
 */
export function summarize({ page, commit, chromium, budgetGzipBytes, files, afterReady, shares, problems }) {
  /** @type {Sizes} */
  const total = { files: 0, raw: 0, gzip: 0, wire: 0 };
  /** @type {BundleResult['byApp']} */
  const byApp = {};
  for (const file of files) {
    for (const sizes of [total, (byApp[file.app] ??= { files: 0, raw: 0, gzip: 0, wire: 0 })]) {
      sizes.files += 1;
      sizes.raw += file.raw;
      sizes.gzip += file.gzip;
      sizes.wire += file.wire;
    }
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
    withinBudgetOnWire: total.wire <= budgetGzipBytes,
    byApp,
    files,
    afterReady,
    reactCopies: (shares.react ?? []).length,
    shares,
    problems,
  };
}

/** @param {number} bytes  @param {number} budget */
const verdict = (bytes, budget) => (bytes <= budget ? `within the budget of ${kb(budget)} KB` : `**OVER the budget of ${kb(budget)} KB** by ${kb(bytes - budget)} KB`);

/** @param {FileSize[]} files */
function encodings(files) {
  const used = [...new Set(files.map((file) => file.encoding))];
  return used.length === 1 ? used[0] : used.join(' / ');
}

/** @param {BundleResult} result */
export function toMarkdown(result) {
  const { total, budgetGzipBytes: budget } = result;
  const lines = [
    '# JavaScript of the home page',
    '',
    `Page \`${result.page}\` of the production build, loaded in Chromium ${result.chromium}; every JavaScript`,
    `response, gzip level 9, and as the server sent it ("on the wire": the compressed body, without headers; 1 KB =`,
    `1,000 bytes). Commit ${result.commit}, ${result.measuredAt}.`,
    '',
    `**Total: ${kb(total.gzip)} KB gzip** (${kb(total.raw)} KB raw, ${total.files} files): ${verdict(total.gzip, budget)}.`,
    '',
    `**On the wire: ${kb(total.wire)} KB** (${encodings(result.files)}): ${verdict(total.wire, budget)}.`,
    '',
    table(
      ['file', 'app', '>raw KB', '>gzip KB', '>on the wire KB', 'encoding'],
      [
        ...result.files.map((file) => [`\`${file.url}\``, file.app, kb(file.raw), kb(file.gzip), kb(file.wire), file.encoding]),
        ['**total**', '', `**${kb(total.raw)}**`, `**${kb(total.gzip)}**`, `**${kb(total.wire)}**`, ''],
      ],
    ),
    '',
    table(
      ['app', '>files', '>raw KB', '>gzip KB', '>on the wire KB'],
      Object.entries(result.byApp).map(([app, size]) => [app, size.files, kb(size.raw), kb(size.gzip), kb(size.wire)]),
    ),
    '',
    ...(result.afterReady.length
      ? [
          `Not counted: ${result.afterReady.length} scripts (${kb(result.afterReady.reduce((sum, file) => sum + file.wire, 0))} KB on the wire) asked for`,
          'after the page was ready, by the shell loading the other areas in the background',
          `(shell/src/features/remotes/area-preloader.tsx): ${result.afterReady.map((file) => `\`${file.url}\``).join(', ')}.`,
          '',
        ]
      : []),
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
