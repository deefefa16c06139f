// `pnpm bench:pageload`: how fast the first visit to the home page, a product page, the borrow page and the
// chat is on a mid-range phone on slow 4G, and when a tap on the home page first works. Seeds a fresh built
// server through its API, loads each page cold BENCH_RUNS times (5) and writes bench/results/pageload.json and
// pageload.md; with BASELINE_ROOT, the build before a change is measured beside it in the same run. See
// bench/README.md.
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { gitCommit } from './lib/git.mjs';
import { kb } from './lib/markdown.mjs';
import { checkTargets, summarizePage, toMarkdown } from './lib/pageload-report.mjs';
import { MID_PHONE_SLOW_4G } from './lib/profile.mjs';
import { SITE, startSeededSite } from './lib/seed.mjs';
import { median } from './lib/stats.mjs';
import { loadPages, tapRuns, typeRuns } from './lib/pageload-runs.mjs';
import { summarizeTaps } from './lib/tap-report.mjs';
import { ROOT, runBench, writeResults } from './lib/results.mjs';

/** Where the built apps are (`WEB_ROOT`, as for the server): another build (an older commit's) can be measured. */
const WEB_ROOT = path.resolve(process.env.WEB_ROOT ?? ROOT);
/** The build before a change (a checkout with its own `pnpm build`), measured beside this one when set. */
const BASELINE_ROOT = process.env.BASELINE_ROOT ? path.resolve(process.env.BASELINE_ROOT) : null;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * The targets (bench/README.md "Targets"): a tap on `/` opens the product within 1.5 s, with at most the original
 * campus client's first load of JavaScript (211 KB, brotli) before it; LCP of `/` within 1.0 s; the round trips
 * before the first card.
 */
const TAP_OPENS_WITHIN_MS = 1_500;
const TAP_JS_BUDGET_BYTES = 211_000;
const HOME_LCP_MS = 1_000;
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
 * The medians of each page as a table, then the targets and the problems.
 * @param {ReturnType<typeof summarizePage>[]} summaries
 * @param {{ targets: { met: boolean | null, what: string, value: string, limit: string }[], problems: string[] }} result
 */
function printSummary(summaries, result) {
  console.table(
    Object.fromEntries(
      summaries.map((page) => [
        page.label,
        { FCP: page.medians.fcpMs, LCP: page.medians.lcpMs, content: page.medians.contentMs, CLS: page.medians.cls, 'JS KB': kb(page.medians.firstLoadJsBytes ?? 0), depth: page.medians.depthBeforeContent },
      ]),
    ),
  );
  for (const target of result.targets) {
    console.log(`${target.met === null ? 'n/a   ' : target.met ? 'met   ' : 'MISSED'} ${target.what}: ${target.value} (${target.limit})`);
  }
  for (const problem of result.problems) console.warn(`warning: ${problem}`);
}

/** What the seeded site holds, for the results. @param {{ products: { hasPhoto: boolean }[] }} seeded */
const siteFacts = (seeded) => ({
  categories: SITE.categories,
  members: SITE.members,
  products: SITE.products,
  'products with a photo': seeded.products.filter((product) => product.hasPhoto).length,
  'rent items': SITE.rentProducts,
  services: SITE.services,
  'chat messages': SITE.messages,
});

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
  const { server, seeded } = await startSeededSite(ROOT, WEB_ROOT);
  const before = BASELINE_ROOT ? await startSeededSite(BASELINE_ROOT, BASELINE_ROOT).catch(async (error) => {
    await server.stop();
    throw error;
  }) : null;
  const browser = await launchChromium();
  try {
    /** @param {typeof seeded} site */
    const specsOf = (site) => {
      const withPhoto = site.products.filter((product) => product.hasPhoto);
      return pages(withPhoto[Math.floor(withPhoto.length / 2)].slug);
    };
    const specs = specsOf(seeded);
    // Each site is seeded the same way, so the same product (by position) is its product page.
    /** @type {import('./lib/pageload-runs.mjs').Site[]} */
    const sites = [
      { name: 'this build', origin: server.origin, specs },
      ...(before ? [{ name: 'before', origin: before.server.origin, specs: specsOf(before.seeded) }] : []),
    ];
    const [runs, beforeRuns] = await loadPages(browser, sites, RUNS);
    const [taps, beforeTaps] = await tapRuns(browser, sites, RUNS);
    const typing = await typeRuns(browser, server.origin, RUNS);
    const slowestKeys = typing.map((keys) => Math.max(...keys));

    const summaries = specs.map((spec, index) => summarizePage(spec, runs[index]));
    const tap = summarizeTaps(taps);
    const result = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(WEB_ROOT),
      chromium: browser.version(),
      node: process.version,
      runsPerPage: RUNS,
      profile: MID_PHONE_SLOW_4G,
      site: siteFacts(seeded),
      targets: [
        ...checkTargets(summaries, tap, {
          tapOpensWithinMs: TAP_OPENS_WITHIN_MS,
          tapJsBudgetBytes: TAP_JS_BUDGET_BYTES,
          homeMaxDepth: HOME_MAX_DEPTH,
          homeLcpMs: HOME_LCP_MS,
        }),
        {
          what: 'keystroke to paint in the search box of `/` (the slowest key of a run)',
          limit: `< ${TYPING_LIMIT_MS} ms`,
          value: `${Math.round(median(slowestKeys))} ms`,
          met: median(slowestKeys) < TYPING_LIMIT_MS,
        },
      ],
      pages: summaries,
      tap,
      ...(before && beforeRuns && beforeTaps && BASELINE_ROOT
        ? {
            baseline: {
              commit: gitCommit(BASELINE_ROOT),
              pages: sites[1].specs.map((spec, index) => summarizePage(spec, beforeRuns[index])),
              tap: summarizeTaps(beforeTaps),
            },
          }
        : {}),
      typing: { text: 'desk lamp', keystrokeToPaintMs: typing },
      problems: [...new Set([...runs.flat(), ...taps].flatMap((run) => run.problems))],
    };
    writeResults('pageload', result, toMarkdown(result));

    printSummary(summaries, result);
    console.log(`written: bench/results/pageload.json, bench/results/pageload.md`);
  } finally {
    await browser.close();
    await server.stop();
    await before?.server.stop();
  }
}

runBench('pageload', main);
