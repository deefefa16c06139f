// `pnpm bench:bundle`: the JavaScript the home page of the production build needs, gzip and on the wire,
// per file and in total, against the budget. Run `pnpm build` first. Results go to bench/results/. See bench/README.md.
import path from 'node:path';
import { gitCommit } from './lib/git.mjs';
import { measurePage } from './lib/measure.mjs';
import { kb, summarize, toMarkdown } from './lib/report.mjs';
import { requireBuild, startServer } from './lib/server.mjs';
import { RESULTS, ROOT, runBench, writeResults } from './lib/results.mjs';

const PAGE = '/';
/** The home page is rendered by the buy remote: measuring stops once its area is on the page. */
const READY_SELECTOR = '#root [data-remote="buy"]';
/**
 * The budget (bench/README.md "Targets"): the original campus client's first load, brotli (issue 29 withdrew the
 * 150 KB that had made the site copy styled-components and axios).
 */
const BUDGET_GZIP_BYTES = 211_000;
/** Where the built apps are (`WEB_ROOT`, as for the server): a copy of the dist folders can be measured. */
const WEB_ROOT = path.resolve(process.env.WEB_ROOT ?? ROOT);

async function main() {
  requireBuild(ROOT, WEB_ROOT);
  const server = await startServer({ root: ROOT, webRoot: WEB_ROOT });
  let measured;
  try {
    measured = await measurePage({ url: new URL(PAGE, server.origin).href, readySelector: READY_SELECTOR });
  } finally {
    await server.stop();
  }
  if (!measured.rootText) throw new Error('the home page rendered nothing into #root');
  if (measured.files.length === 0) throw new Error('the home page loaded no JavaScript');

  const result = summarize({ page: PAGE, commit: gitCommit(WEB_ROOT), budgetGzipBytes: BUDGET_GZIP_BYTES, ...measured });
  writeResults('bundle', result, toMarkdown(result));

  console.table(
    result.files.map((file) => ({ file: file.url, app: file.app, 'raw KB': kb(file.raw), 'gzip KB': kb(file.gzip), 'wire KB': kb(file.wire), encoding: file.encoding })),
  );
  console.log(`total: ${kb(result.total.gzip)} KB gzip, ${kb(result.total.wire)} KB on the wire (${kb(result.total.raw)} KB raw) in ${result.total.files} files`);
  for (const [what, bytes, within] of /** @type {const} */ ([
    ['gzip', result.total.gzip, result.withinBudget],
    ['on the wire', result.total.wire, result.withinBudgetOnWire],
  ])) {
    console.log(within ? `budget (${what}): OK, within ${kb(BUDGET_GZIP_BYTES)} KB` : `budget (${what}): OVER ${kb(BUDGET_GZIP_BYTES)} KB by ${kb(bytes - BUDGET_GZIP_BYTES)} KB`);
  }
  if (result.reactCopies !== 1) console.warn(`warning: the federation runtime reports ${result.reactCopies} loaded copies of react`);
  for (const problem of result.problems) console.warn(`warning: ${problem}`);
  console.log(`written: ${path.relative(ROOT, path.join(RESULTS, 'bundle.json'))}, ${path.relative(ROOT, path.join(RESULTS, 'bundle.md'))}`);
}

runBench('bundle', main);
