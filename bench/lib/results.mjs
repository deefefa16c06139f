// Where every bench writes (bench/results/<name>.json and <name>.md), and how a bench script ends when it fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS = path.join(ROOT, 'bench', 'results');

/**
 * Writes bench/results/<name>.json (the result) and <name>.md (its report).
 * @param {string} name
 * @param {unknown} result
 * @param {string} markdown
 */
export function writeResults(name, result, markdown) {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(RESULTS, `${name}.md`), markdown);
}

/**
 * Runs the `main` of `pnpm bench:<name>`: a failure is one line on stderr and exit code 1, after `cleanUp`.
 * @param {string} name
 * @param {() => Promise<void>} main
 * @param {() => void} [cleanUp]
 */
export function runBench(name, main, cleanUp = () => {}) {
  main().catch((error) => {
    cleanUp();
    console.error(`bench:${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
