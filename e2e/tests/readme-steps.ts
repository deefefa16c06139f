import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, where a reader runs the README's commands from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The shell block the README marks with `<!-- <mark> -->` on the line before its fence, exactly as written.
 * Throws when there is none, or more than one: the test runs exactly the steps a reader follows.
 */
export function readmeBlock(mark: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const escaped = mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = [...readme.matchAll(new RegExp(`<!-- ${escaped} -->\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\`\\n`, 'g'))];
  if (found.length !== 1) throw new Error(`README.md has ${found.length} shell blocks marked <!-- ${mark} -->, not one`);
  return found[0]?.[1] ?? '';
}

/**
 * Runs `script` with bash from the repository's folder, as a reader pastes it into a terminal (stopping at the first
 * command that fails), its output appended to `logFile`. Resolves with the exit code once bash has exited; what it
 * started in the background goes on. `group` is bash's process group (what it started stays in it, nginx apart,
 * which leaves it as it becomes a daemon).
 */
export function runBash(script: string, logFile: string): { group: number; exited: Promise<number | null> } {
  const log = openSync(logFile, 'a');
  const child = spawn('bash', ['-e', '-c', script], { cwd: ROOT, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  return { group: child.pid ?? 0, exited };
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether the PostgreSQL server of `databaseUrl` has its database (asked with psql, as the README's steps do). */
export function databaseExists(databaseUrl: URL): boolean {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const name = decodeURIComponent(databaseUrl.pathname.slice(1));
  const answer = execFileSync('psql', [admin.toString(), '-tAc', `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`], {
    encoding: 'utf8',
  });
  return answer.trim() === '1';
}

/** Drops the database of `databaseUrl` (its connections ended): the test's own clean-up when the README's failed. */
export function dropDatabase(databaseUrl: URL): void {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const name = decodeURIComponent(databaseUrl.pathname.slice(1)).replace(/"/g, '""');
  execFileSync('psql', [admin.toString(), '-qc', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
