// `pnpm bench:faults`: the reliability scenarios of issue 13, run against the production build, longer than
// the tests run them. Writes bench/results/faults.json (raw figures) and faults.md (figures and verdicts).
// `pnpm bench:faults -- --only=sigterm,overload` runs some of them; the others keep their last results.
// Run `pnpm build` first. See bench/README.md "pnpm bench:faults".
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { cleanUpEverything } from './lib/fault-process.mjs';
import { toMarkdown } from './lib/faults/report.mjs';
import { verdicts } from './lib/faults/verdicts.mjs';
import { churn } from './lib/faults/churn.mjs';
import { diskFloor } from './lib/faults/disk.mjs';
import { killNine } from './lib/faults/kill9.mjs';
import { secondServer } from './lib/faults/lock.mjs';
import { outage } from './lib/faults/outage.mjs';
import { overload } from './lib/faults/overload.mjs';
import { balancer } from './lib/faults/balancer.mjs';
import { campusNat } from './lib/faults/nat.mjs';
import { killedPublishes } from './lib/faults/publish.mjs';
import { sigterm } from './lib/faults/sigterm.mjs';
import { gitCommit } from './lib/git.mjs';
import { requireBuild } from './lib/server.mjs';
import { RESULTS, ROOT, runBench, writeResults } from './lib/results.mjs';

const JSON_FILE = path.join(RESULTS, 'faults.json');

const log = (/** @type {string} */ line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** `--quick`: every scenario shortened, to try the bench; its figures are printed, not written. */
const QUICK = process.argv.includes('--quick');

/** The scenarios in the order they run, each with the settings of the full run (and of a quick one). */
const SCENARIOS = {
  kill9: () => killNine({ root: ROOT, kills: QUICK ? 2 : 10, log }),
  lock: () => secondServer({ root: ROOT, log }),
  sigterm: () => sigterm({ root: ROOT, repeats: QUICK ? 1 : 4, log }),
  outage: () => outage({ root: ROOT, outageMs: QUICK ? 5_000 : 15_000, log }),
  overload: () => overload({ root: ROOT, durationS: QUICK ? 5 : 30, log }),
  churn: () => churn({ root: ROOT, durationS: QUICK ? 8 : 30, log }),
  publish: () => killedPublishes({ root: ROOT, kills: QUICK ? 2 : 5, log }),
  disk: () => diskFloor({ root: ROOT, log }),
  nat: () => campusNat({ root: ROOT, students: QUICK ? 40 : 200, arrivalMs: QUICK ? 5_000 : 30_000, log }),
  balancer: () => balancer({ root: ROOT, quick: QUICK, log }),
};

/** @returns {(keyof typeof SCENARIOS)[]} */
function selected() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const names = /** @type {(keyof typeof SCENARIOS)[]} */ (Object.keys(SCENARIOS));
  if (!only) return names;
  const wanted = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !names.includes(/** @type {any} */ (name)));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}; the scenarios: ${names.join(', ')}`);
  return names.filter((name) => wanted.includes(name));
}

async function main() {
  requireBuild(ROOT, ROOT);
  const names = selected();
  /** @type {any} */
  const previous = existsSync(JSON_FILE) && !QUICK ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : { scenarios: {} };
  const commit = gitCommit(ROOT);
  const processors = cpus();
  const machine = {
    node: process.version,
    cpus: `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}`,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
  };
  /** @type {Record<string, any>} */
  const scenarios = { ...previous.scenarios };
  const started = performance.now();
  let failed = 0;
  for (const name of names) {
    const begin = performance.now();
    log(`${name}: starting`);
    const entry = { measuredAt: new Date().toISOString(), commit, machineLoad: Math.round(loadavg()[0] * 100) / 100 };
    try {
      const figures = await SCENARIOS[name]();
      scenarios[name] = { ...entry, seconds: Math.round((performance.now() - begin) / 1000), figures };
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`${name} could not run: ${message}`);
      scenarios[name] = { ...entry, seconds: Math.round((performance.now() - begin) / 1000), error: message.split('\n')[0] };
    } finally {
      // Whatever a failed scenario left running or on disk.
      cleanUpEverything();
    }
    log(`${name}: ${scenarios[name].seconds} s`);
  }
  const result = {
    measuredAt: new Date().toISOString(),
    commit,
    machine,
    lastRun: { scenarios: names, seconds: Math.round((performance.now() - started) / 1000) },
    scenarios,
  };
  // A scenario that could not run has its error instead of figures, and no verdict.
  for (const [name, scenario] of Object.entries(scenarios)) scenario.verdict = scenario.error ? null : (verdicts[/** @type {keyof typeof verdicts} */ (name)]?.(scenario) ?? null);
  console.log(toMarkdown(result));
  if (QUICK) {
    console.log('--quick: nothing written');
  } else {
    writeResults('faults', result, toMarkdown(result));
    console.log('written: bench/results/faults.json, bench/results/faults.md');
  }
  if (failed) process.exitCode = 1;
}

// A scenario's stray error (a request that failed after its scenario gave up on it) still leaves nothing running.
process.once('uncaughtException', (error) => {
  console.error(error);
  cleanUpEverything();
  process.exit(1);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    cleanUpEverything();
    process.exit(130);
  });
}

runBench('faults', main, cleanUpEverything);
