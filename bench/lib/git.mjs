// Which commit a bench result was measured on.
import { execFileSync } from 'node:child_process';

/**
 * @param {string} root the repository
 * @returns {string} the short HEAD, marked when the tree has uncommitted changes (other than the benches' own results)
 */
export function gitCommit(root) {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench/results'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}
