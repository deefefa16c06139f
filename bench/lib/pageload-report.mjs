// bench:pageload's results: medians per page, the targets, and a readable pageload.md.
import { kb, seconds, table } from './markdown.mjs';
import { describeProfile } from './profile.mjs';
import { medianOf } from './stats.mjs';
import { tapSections } from './tap-report.mjs';

/** @typedef {import('./tap-report.mjs').TapResult} TapResult */

/**
 * @typedef {Awaited<ReturnType<typeof import('./page-load.mjs').loadCold>> & { machineLoad: number }} Run
 *   `machineLoad`: the machine's load average (1 minute) as the run started
 * @typedef {{ path: string, label: string, contentSelector: string, contentIs: string, lcpTargetMs: number }} PageSpec
 * @typedef {{ what: string, limit: string, value: string, met: boolean | null }} Target
 */

/** The per-run numbers a page's medians are taken of. */
const NUMBERS = /** @type {const} */ ([
  'fcpMs',
  'lcpMs',
  'contentMs',
  'readyMs',
  'cls',
  'firstLoadJsBytes',
  'jsBytes',
  'firstLoadBytes',
  'totalBytes',
  'firstLoadRequests',
  'requests',
  'depthBeforeContent',
  'machineLoad',
]);

/** @typedef {Record<(typeof NUMBERS)[number], number | null>} Numbers */

/** @param {PageSpec} page  @param {Run[]} runs */
export function summarizePage(page, runs) {
  const medians = /** @type {Numbers} */ ({});
  for (const key of NUMBERS) medians[key] = medianOf(runs.map((run) => run[key]));
  // The run whose LCP is the median one stands for the page: its LCP element and waterfall are shown.
  const medianRun = Math.max(0, runs.findIndex((run) => run.lcpMs === medians.lcpMs));
  const { lcpElement, lcpUrl, lcpDepth, lcpDepthAtMost } = runs[medianRun];
  return { ...page, medians: { ...medians, lcpElement, lcpUrl, lcpDepth, lcpDepthAtMost }, medianRun, runs };
}

/** @typedef {ReturnType<typeof summarizePage>} PageResult */

/** Pages whose hydration must not move anything (issue 29: CLS 0). */
const STILL_PAGES = ['/', '/product/<slug>', '/rent/products'];

/**
 * The targets the site aims at (bench/README.md "Targets"), checked on the medians.
 * @param {PageResult[]} pages  @param {TapResult | null} tap
 * @param {{ tapOpensWithinMs: number, tapJsBudgetBytes: number, homeMaxDepth: number, homeLcpMs: number }} limits
 * @returns {Target[]}
 */
export function checkTargets(pages, tap, { tapOpensWithinMs, tapJsBudgetBytes, homeMaxDepth, homeLcpMs }) {
  /** @type {Target[]} */
  const targets = pages.map((page) => {
    const limit = page.path === '/' ? homeLcpMs : page.lcpTargetMs;
    return {
      what: `LCP of \`${page.label}\``,
      limit: `≤ ${seconds(limit)}`,
      value: seconds(page.medians.lcpMs),
      met: page.medians.lcpMs === null ? null : page.medians.lcpMs <= limit,
    };
  });
  if (tap) {
    const { openedMs, jsBeforeTapBytes } = tap.medians;
    targets.push(
      {
        what: 'a tap on the first product card of `/` (from when it shows, again every 100 ms) opens the product',
        limit: `≤ ${seconds(tapOpensWithinMs)} from the navigation's start`,
        value: seconds(openedMs),
        met: openedMs === null ? null : openedMs <= tapOpensWithinMs,
      },
      {
        what: 'JavaScript on the wire until that tap works',
        limit: `≤ ${kb(tapJsBudgetBytes)} KB`,
        value: jsBeforeTapBytes === null ? '–' : `${kb(jsBeforeTapBytes)} KB`,
        met: jsBeforeTapBytes === null ? null : jsBeforeTapBytes <= tapJsBudgetBytes,
      },
    );
  }
  for (const page of pages.filter((candidate) => STILL_PAGES.includes(candidate.label))) {
    const worst = Math.max(...page.runs.map((run) => run.cls ?? 0));
    targets.push({ what: `layout shift of \`${page.label}\` as it loads and hydrates (CLS, worst run)`, limit: '0', value: worst.toFixed(3), met: worst === 0 });
  }
  const home = pages.find((page) => page.path === '/');
  if (home) {
    // A tap before the site has hydrated is a real link's (it loads the next page from the server): what the site
    // itself needs to answer taps is the JavaScript before it has hydrated `/`, held to the same limit.
    const js = home.medians.firstLoadJsBytes;
    targets.push({
      what: 'JavaScript on the wire until the site has hydrated `/` (its first load)',
      limit: `≤ ${kb(tapJsBudgetBytes)} KB`,
      value: js === null ? '–' : `${kb(js)} KB`,
      met: js === null ? null : js <= tapJsBudgetBytes,
    });
    const depth = home.medians.depthBeforeContent;
    targets.push({
      what: 'sequential round trips before the first product card on `/`',
      limit: `depth ≤ ${homeMaxDepth} (${homeMaxDepth + 1} round trips)`,
      value: depth === null ? '–' : `depth ${depth}`,
      met: depth === null ? null : depth <= homeMaxDepth,
    });
  }
  return targets;
}

/** @param {number | null} depth  @param {number | null} atMost */
const depthText = (depth, atMost) => (depth === null ? '–' : atMost === null || atMost === depth ? String(depth) : `${depth}–${atMost}`);

/** @param {PageResult} page */
function pageSection(page) {
  /** @param {Numbers} row  @param {string} name */
  const cells = (row, name) => [
    name,
    seconds(row.fcpMs),
    seconds(row.lcpMs),
    seconds(row.contentMs),
    seconds(row.readyMs),
    row.cls,
    row.firstLoadJsBytes === null ? null : kb(row.firstLoadJsBytes),
    row.jsBytes === null ? null : kb(row.jsBytes),
    row.totalBytes === null ? null : kb(row.totalBytes),
    `${row.firstLoadRequests} / ${row.requests}`,
    row.depthBeforeContent,
    row.machineLoad,
  ];
  const { medians } = page;
  return [
    `### \`${page.label}\``,
    '',
    `First content: ${page.contentIs} (\`${page.contentSelector}\`). LCP element of the median run: ${medians.lcpElement ?? '–'}` +
      (medians.lcpUrl ? ` (\`${medians.lcpUrl}\`, depth ${depthText(medians.lcpDepth, medians.lcpDepthAtMost)})` : '') +
      '.',
    '',
    table(
      ['run', '>FCP', '>LCP', '>first content', '>site ready', '>CLS', '>JS KB (first load)', '>JS KB (all)', '>total KB', '>requests (first load / all)', '>depth before content', '>machine load'],
      [...page.runs.map((run, index) => cells(run, String(index + 1))), cells(medians, '**median**')],
    ),
    '',
  ];
}

/** @param {import('./waterfall.mjs').WaterfallEntry[]} waterfall */
function waterfallTable(waterfall) {
  return table(
    ['#', 'path', 'type', '>start ms', '>end ms', '>KB on the wire', '>KB decoded', 'encoding', 'status', '>depth', 'initiated by', 'after ready'],
    waterfall.map((entry, index) => [
      index,
      `\`${entry.path.length > 70 ? `${entry.path.slice(0, 67)}…` : entry.path}\``,
      entry.type,
      entry.startMs.toFixed(0),
      entry.endMs === null ? (entry.failed ?? 'unfinished') : entry.endMs.toFixed(0),
      kb(entry.encodedBytes),
      kb(entry.decodedBytes),
      entry.contentEncoding ?? '–',
      entry.status,
      depthText(entry.depth, entry.depthAtMost),
      entry.initiatedBy === null ? `(none: ${entry.initiator})` : `\`${entry.initiatedBy}\``,
      entry.afterReady ? 'yes' : '',
    ]),
  );
}

/**
 * @param {{ measuredAt: string, commit: string, chromium: string, node: string, runsPerPage: number,
 *   profile: import('./profile.mjs').Profile, site: Record<string, number>, pages: PageResult[], targets: Target[],
 *   problems: string[], typing?: { text: string, keystrokeToPaintMs: number[][] }, tap?: TapResult | null,
 *   baseline?: { commit: string, pages: PageResult[], tap: TapResult | null } }} result
 */
export function toMarkdown(result) {
  const home = result.pages.find((page) => page.path === '/');
  const verdict = (/** @type {boolean | null} */ met) => (met === null ? 'not measured' : met ? 'met' : '**missed**');
  return [
    '# Page load on a phone',
    '',
    `${describeProfile(result.profile)}. Chromium ${result.chromium}, cold cache (a new browser context per run),`,
    `${result.runsPerPage} runs per page, medians. Commit ${result.commit}, Node ${result.node}, ${result.measuredAt}.`,
    `The built server runs on the same machine (127.0.0.1, HTTP/1.1); the latency and bandwidth are Chromium's emulation.`,
    `Site: ${Object.entries(result.site).map(([what, count]) => `${count} ${what}`).join(', ')}, seeded through the API.`,
    '',
    '## Targets',
    '',
    table(['target', 'limit', 'median', 'verdict'], result.targets.map((target) => [target.what, target.limit, target.value, verdict(target.met)])),
    '',
    ...tapSections(result),
    '## Medians per page',
    '',
    'Times from the navigation\'s start. "First content": the content is in the page (drawn by the server where the page',
    'comes with a first paint, README "First paint from the server"); "site ready": the site shows it itself and works.',
    '"First load": requests that started before the site was ready (later ones are mostly the shell loading the other',
    'areas in the background). KB = 1,000 bytes on the wire (headers',
    'included, compressed as sent). Depth: round trips one after the other (the page 0, what it names 1, …); "before',
    'content" is the deepest request finished when the first content appeared. Machine load: the 1-minute load average',
    'of the 2-core machine as the run started; the bench counts in it (the seeding before the first round, Chromium, the',
    'server), a run far above its neighbours was slowed by something else on the machine.',
    '',
    ...result.pages.flatMap(pageSection),
    ...(result.typing
      ? [
          '## Typing in the search box of `/`',
          '',
          `"${result.typing.text}" typed into the search box once the site shows \`/\`, a key every 250 ms; for each key, the time`,
          'until the page showed it (Event Timing; keys under 16 ms are not reported by the browser and count as 16):',
          '',
          table(
            ['run', 'keystroke to paint, ms, key by key', '>slowest'],
            result.typing.keystrokeToPaintMs.map((keys, index) => [String(index + 1), keys.map(Math.round).join(', '), Math.round(Math.max(...keys))]),
          ),
          '',
        ]
      : []),
    ...(home
      ? [
          `## Waterfall of \`/\` (run ${home.medianRun + 1}, the median LCP)`,
          '',
          'A depth such as "1–3" is a request for which Chromium names no initiator (e.g. a photo a script rendered): by',
          'the rule it counts as asked by the page (the lower number); by timing it cannot be deeper than 1 + the deepest response',
          'that had arrived when it started (the upper number).',
          '',
          waterfallTable(home.runs[home.medianRun].waterfall),
          '',
        ]
      : []),
    result.problems.length ? `Problems seen while loading:\n\n${result.problems.map((problem) => `- ${problem}`).join('\n')}` : 'No page errors or console errors.',
    '',
  ].join('\n');
}
