import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from './server-process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm db <args>` (src/backup/cli.ts) in a process of its own, with the given variables on top of the test's. */
export function runDbCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: 'http://localhost:8080', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The backup file a successful `pnpm db backup` names on its first line. */
export function backupFileOf(run: CliRun): string {
  const match = /^backed up to (\S+):/m.exec(run.stdout);
  if (run.code !== 0 || !match?.[1]) throw new Error(`the backup failed (exit ${run.code}): ${run.stdout}${run.stderr}`);
  return match[1];
}

/** Every file and folder under `dir` with its size, mode and modification time (and a file's content's hash): what "unchanged" compares. */
export function folderState(dir: string): Record<string, string> {
  const state: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      const info = statSync(full);
      const content = info.isFile() ? createHash('sha256').update(readFileSync(full)).digest('hex') : '';
      state[path.relative(dir, full)] = `${info.mode}:${info.size}:${info.mtimeMs}:${content}`;
      if (info.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return state;
}
