// `pnpm bench:pageload`: how fast the first visit to the home page, a product page, the borrow page and the
// chat is on a mid-range phone on slow 4G. Seeds a fresh built server through its API, loads each page cold
// BENCH_RUNS times (5) and writes bench/results/pageload.json and pageload.md. See bench/README.md.
import { loadavg } from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { gitCommit } from './lib/git.mjs';
import { kb } from './lib/markdown.mjs';
import { loadCold } from './lib/page-load.mjs';
import { checkTargets, summarizePage, toMarkdown } from './lib/pageload-report.mjs';
import { MID_PHONE_SLOW_4G } from './lib/profile.mjs';
import { SITE, startSeededSite } from './lib/seed.mjs';
import { median } from './lib/stats.mjs';
import { measureTyping } from './lib/typing.mjs';
import { ROOT, runBench, writeResults } from './lib/results.mjs';

/** Where the built apps are (`WEB_ROOT`, as for the server): another build (an older commit's) can be measured. */
const WEB_ROOT = path.resolve(process.env.WEB_ROOT ?? ROOT);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The targets (bench/README.md): first-load JavaScript of `/` and its round trips before the first card. */
const HOME_JS_BUDGET_BYTES = 150_000;
const HOME_MAX_DEPTH = 2;
/** Keystroke to paint in the search box of `/` (the target: under 100 ms on the profile's CPU). */
const TYPING_LIMIT_MS = 100;

/**
 * The pages, and what their first real content is. Each selector starts at the remote's own root element
 * (`data-remote`, mfe-*\/src/app/app.tsx), so a shell placeholder can never match it.
 * @param {string} productSlug
 * @returns {import('./lib/pageload-report.mjs').PageSpec[]}
 */
const pages = (productSlug) => [
  {
    path: '/',
    label: '/',
    // mfe-buy/src/features/products/components/home-page.tsx
    contentSelector: '[data-remote="buy"] ul[aria-label="Products"] > li',
    contentIs: 'the first product card of the grid',
    lcpTargetMs: 2_500,
  },
  {
    path: `/product/${productSlug}`,
    label: '/product/<slug>',
    // mfe-buy/src/features/products/components/product-details.tsx
    contentSelector: '[data-remote="buy"] h1#product-name',
    contentIs: "the product's name (a product with a photo)",
    lcpTargetMs: 2_000,
  },
  {
    path: '/rent/products',
    label: '/rent/products',
    // shared/src/ui/listing-browse.tsx, its list named after the noun "products"
    contentSelector: '[data-remote="rent"] ul[aria-label="Products"] > li',
    contentIs: 'the first rent item card',
    lcpTargetMs: 2_000,
  },
  {
    path: '/chat',
    label: '/chat',
    // mfe-chat/src/features/chat/components/message-list.tsx
    contentSelector: '[data-remote="chat"] [role="log"] li',
    contentIs: 'the first message of the history',
    lcpTargetMs: 2_000,
  },
];

/**
 * Loads every page cold RUNS times, round by round rather than page by page, so a slow moment of the machine
 * does not fall on one page only; answers the runs of each page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {import('./lib/pageload-report.mjs').PageSpec[]} specs
 */
async function loadPages(browser, origin, specs) {
  /** @type {import('./lib/pageload-report.mjs').Run[][]} */
  const runs = specs.map(() => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, spec] of specs.entries()) {
      // Anything else running on the machine slows the throttled page further: the load is kept with the run.
      const machineLoad = Math.round(loadavg()[0] * 100) / 100;
      const run = await loadCold(browser, { url: new URL(spec.path, origin).href, contentSelector: spec.contentSelector, profile: MID_PHONE_SLOW_4G });
      runs[index].push({ ...run, machineLoad });
      console.log(
        `run ${round + 1}/${RUNS} ${spec.label}: FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, content ${run.contentMs} ms, ` +
          `JS ${kb(run.firstLoadJsBytes)} KB first load, ${run.requests} requests, depth ${run.depthBeforeContent}`,
      );
    }
  }
  return runs;
}

/**
 * Types in the search box of `/` RUNS times; answers each run's keystroke-to-paint times.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
async function typeRuns(browser, origin) {
  /** @type {number[][]} */
  const typing = [];
  for (let round = 0; round < RUNS; round += 1) {
    const keys = await measureTyping(browser, { url: new URL('/', origin).href, profile: MID_PHONE_SLOW_4G });
    typing.push(keys);
    console.log(`typing ${round + 1}/${RUNS}: keystroke to paint ${keys.map(Math.round).join(', ')} ms`);
  }
  return typing;
}

/**
 * The medians of each page as a table, then the targets and the problems.
 * @param {ReturnType<typeof summarizePage>[]} summaries
 * @param {{ targets: { met: boolean | null, what: string, value: string, limit: string }[], problems: string[] }} result
 */
function printSummary(summaries, result) {
  console.table(
    Object.fromEntries(
      summaries.map((page) => [
        page.label,
        { FCP: page.medians.fcpMs, LCP: page.medians.lcpMs, content: page.medians.contentMs, 'JS KB': kb(page.medians.firstLoadJsBytes ?? 0), depth: page.medians.depthBeforeContent },
      ]),
    ),
  );
  for (const target of result.targets) {
    console.log(`${target.met === null ? 'n/a   ' : target.met ? 'met   ' : 'MISSED'} ${target.what}: ${target.value} (${target.limit})`);
  }
  for (const problem of result.problems) console.warn(`warning: ${problem}`);
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
  const { server, seeded } = await startSeededSite(ROOT, WEB_ROOT);
  const browser = await launchChromium();
  try {
    const withPhoto = seeded.products.filter((product) => product.hasPhoto);
    const specs = pages(withPhoto[Math.floor(withPhoto.length / 2)].slug);

    const runs = await loadPages(browser, server.origin, specs);
    const typing = await typeRuns(browser, server.origin);
    const slowestKeys = typing.map((keys) => Math.max(...keys));

    const summaries = specs.map((spec, index) => summarizePage(spec, runs[index]));
    const result = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(WEB_ROOT),
      chromium: browser.version(),
      node: process.version,
      runsPerPage: RUNS,
      profile: MID_PHONE_SLOW_4G,
      site: {
        categories: SITE.categories,
        members: SITE.members,
        products: SITE.products,
        'products with a photo': withPhoto.length,
        'rent items': SITE.rentProducts,
        services: SITE.services,
        'chat messages': SITE.messages,
      },
      targets: [
        ...checkTargets(summaries, { homeJsBudgetBytes: HOME_JS_BUDGET_BYTES, homeMaxDepth: HOME_MAX_DEPTH }),
        {
          what: 'keystroke to paint in the search box of `/` (the slowest key of a run)',
          limit: `< ${TYPING_LIMIT_MS} ms`,
          value: `${Math.round(median(slowestKeys))} ms`,
          met: median(slowestKeys) < TYPING_LIMIT_MS,
        },
      ],
      pages: summaries,
      typing: { text: 'desk lamp', keystrokeToPaintMs: typing },
      problems: [...new Set(runs.flat().flatMap((run) => run.problems))],
    };
    writeResults('pageload', result, toMarkdown(result));

    printSummary(summaries, result);
    console.log(`written: bench/results/pageload.json, bench/results/pageload.md`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBench('pageload', main);
