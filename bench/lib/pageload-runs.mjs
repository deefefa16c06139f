// bench:pageload's rounds (bench/pageload.mjs): cold loads of each page, taps on `/` and typing, on each site.
import { loadavg } from 'node:os';
import { kb } from './markdown.mjs';
import { loadCold } from './page-load.mjs';
import { MID_PHONE_SLOW_4G } from './profile.mjs';
import { measureTap } from './tap.mjs';
import { measureTyping } from './typing.mjs';

/** What the student taps on `/` and what opens: mfe-buy's product card (its name links the product) and page. */
export const TAP = {
  path: '/',
  cardSelector: '[data-remote="buy"] ul[aria-label="Products"] > li a[href^="/product/"]',
  openedPath: /^\/product\//,
  openedSelector: '[data-remote="buy"] h1#product-name',
};
/**
 * @typedef {{ name: string, origin: string, specs: import('./lib/pageload-report.mjs').PageSpec[] }} Site
 *   a built site on its server (this build, or the one before), with its pages (its own product's slug)
 */

/**
 * Loads every page cold `rounds` times on each site, round by round rather than page by page, and site by site in an
 * order that alternates each round, so a slow moment of the machine falls on no page or build alone; answers the
 * runs of each site's pages.
 * @param {import('@playwright/test').Browser} browser
 * @param {Site[]} sites
 * @param {number} rounds
 */
export async function loadPages(browser, sites, rounds) {
  /** @type {import('./lib/pageload-report.mjs').Run[][][]} */
  const runs = sites.map((site) => site.specs.map(() => []));
  for (let round = 0; round < rounds; round += 1) {
    for (const index of sites[0].specs.keys()) {
      for (const siteIndex of inTurn(sites.length, round)) {
        const site = sites[siteIndex];
        const spec = site.specs[index];
        // Anything else running on the machine slows the throttled page further: the load is kept with the run.
        const machineLoad = Math.round(loadavg()[0] * 100) / 100;
        const run = await loadCold(browser, { url: new URL(spec.path, site.origin).href, contentSelector: spec.contentSelector, profile: MID_PHONE_SLOW_4G });
        runs[siteIndex][index].push({ ...run, machineLoad });
        console.log(
          `run ${round + 1}/${rounds} ${site.name} ${spec.label}: FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, content ${run.contentMs} ms, ` +
            `CLS ${run.cls}, JS ${kb(run.firstLoadJsBytes)} KB first load, ${run.requests} requests, depth ${run.depthBeforeContent}`,
        );
      }
    }
  }
  return runs;
}

/** The sites' order in a round: as given in even rounds, reversed in odd ones. */
const inTurn = (/** @type {number} */ count, /** @type {number} */ round) => {
  const order = Array.from({ length: count }, (_, index) => index);
  return round % 2 === 0 ? order : order.reverse();
};

/**
 * Taps the first product card of `/` `rounds` times on each site (bench/lib/tap.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {Site[]} sites
 * @param {number} rounds
 */
export async function tapRuns(browser, sites, rounds) {
  /** @type {Awaited<ReturnType<typeof measureTap>>[][]} */
  const runs = sites.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const siteIndex of inTurn(sites.length, round)) {
      const site = sites[siteIndex];
      const run = await measureTap(browser, { ...TAP, url: new URL(TAP.path, site.origin).href, profile: MID_PHONE_SLOW_4G });
      runs[siteIndex].push(run);
      console.log(
        `tap ${round + 1}/${rounds} ${site.name}: card shown ${run.cardShownMs} ms, the tap at ${run.tapAtMs} ms (${run.taps} taps) ` +
          `opened the product at ${run.openedMs} ms; ${kb(run.jsBeforeTapBytes)} KB of JS before it`,
      );
    }
  }
  return runs;
}

/**
 * Types in the search box of `/` `rounds` times; answers each run's keystroke-to-paint times.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {number} rounds
 */
export async function typeRuns(browser, origin, rounds) {
  /** @type {number[][]} */
  const typing = [];
  for (let round = 0; round < rounds; round += 1) {
    const keys = await measureTyping(browser, { url: new URL('/', origin).href, profile: MID_PHONE_SLOW_4G });
    typing.push(keys);
    console.log(`typing ${round + 1}/${rounds}: keystroke to paint ${keys.map(Math.round).join(', ')} ms`);
  }
  return typing;
}

