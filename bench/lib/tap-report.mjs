// bench:pageload's tap on `/` (bench/lib/tap.mjs): its medians, and this build beside the one before.
import { kb, seconds, table } from './markdown.mjs';
import { medianOf } from './stats.mjs';

/** @typedef {import('./pageload-report.mjs').PageResult} PageResult */

/**
 * @typedef {Awaited<ReturnType<typeof import('./tap.mjs').measureTap>>} TapRun
 * @typedef {{ runs: TapRun[], medians: { cardShownMs: number | null, tapAtMs: number | null, openedMs: number | null,
 *   jsBeforeTapBytes: number | null, taps: number | null } }} TapResult
 */

/** @param {TapRun[]} runs  @returns {TapResult} */
export function summarizeTaps(runs) {
  /** @param {(run: TapRun) => number | null} of */
  const at = (of) => medianOf(runs.map(of));
  return {
    runs,
    medians: {
      cardShownMs: at((run) => run.cardShownMs),
      tapAtMs: at((run) => run.tapAtMs),
      openedMs: at((run) => run.openedMs),
      jsBeforeTapBytes: at((run) => run.jsBeforeTapBytes),
      taps: at((run) => run.taps),
    },
  };
}

/**
 * This build beside the one before (BASELINE_ROOT), measured in the same run: the medians a student feels.
 * @param {{ pages: PageResult[], tap: TapResult | null, commit: string }} current
 * @param {{ pages: PageResult[], tap: TapResult | null, commit: string }} baseline
 */
function sideBySide(current, baseline) {
  /** @type {(string | number | null)[][]} */
  const rows = [];
  for (const page of current.pages) {
    const before = baseline.pages.find((candidate) => candidate.label === page.label);
    if (!before) continue;
    rows.push(
      [`LCP of \`${page.label}\``, seconds(before.medians.lcpMs), seconds(page.medians.lcpMs)],
      [`first content of \`${page.label}\``, seconds(before.medians.contentMs), seconds(page.medians.contentMs)],
      [`CLS of \`${page.label}\` (median)`, before.medians.cls, page.medians.cls],
      [`JS KB of \`${page.label}\` (all)`, kb(before.medians.jsBytes ?? 0), kb(page.medians.jsBytes ?? 0)],
    );
  }
  if (current.tap && baseline.tap) {
    rows.push(
      ['tap on the first card of `/`: the product opens', seconds(baseline.tap.medians.openedMs), seconds(current.tap.medians.openedMs)],
      ['…the tap that worked was made at', seconds(baseline.tap.medians.tapAtMs), seconds(current.tap.medians.tapAtMs)],
      ['…taps until one worked', baseline.tap.medians.taps, current.tap.medians.taps],
      ['JS KB on the wire before the tap that worked', kb(baseline.tap.medians.jsBeforeTapBytes ?? 0), kb(current.tap.medians.jsBeforeTapBytes ?? 0)],
    );
  }
  return table(['median', `>before (${baseline.commit.slice(0, 8)})`, `>this build (${current.commit.slice(0, 8)})`], rows);
}

/**
 * The markdown sections of the tap and of the build before, when measured.
 * @param {{ commit: string, pages: PageResult[], tap?: TapResult | null, baseline?: { commit: string, pages: PageResult[], tap: TapResult | null } }} result
 * @returns {string[]}
 */
export function tapSections(result) {
  return [
    ...(result.baseline
      ? [
          '## Side by side with the build before',
          '',
          `Both builds served by their own server on this machine and measured in the same run, round by round (the order`,
          'alternating), on the same profile and seeded site.',
          '',
          sideBySide({ pages: result.pages, tap: result.tap ?? null, commit: result.commit }, result.baseline),
          '',
        ]
      : []),
    ...(result.tap
      ? [
          '## A tap on the first product card of `/`',
          '',
          'From the moment the first card shows, its name is tapped (the touch screen, at its centre) every 100 ms until a',
          "tap opens the product; \"opened\": the product's name shows. JS: scripts on the wire asked for before the tap that worked.",
          '',
          table(
            ['run', '>card shows', '>tap that worked', '>taps', '>product opened', '>JS KB before that tap'],
            result.tap.runs.map((run, index) => [String(index + 1), seconds(run.cardShownMs), seconds(run.tapAtMs), run.taps, seconds(run.openedMs), kb(run.jsBeforeTapBytes)]),
          ),
          '',
        ]
      : []),
  ];
}
