// `pnpm remote <command>`: publish, roll back and list the remotes' releases while the server runs.
import path from 'node:path';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@campus/shared/contract';
import { loadEnv, type Env } from '../env';
import { buildReason, buildRemote } from './build';
import { readRegistry, type RemoteReleases } from './registry';
import { publishRelease, releaseStore, rollbackRelease } from './store';

const USAGE = `usage: pnpm remote <command>
  publish <name> [--from <dir>]  build the remote if needed (or take the build in <dir>) and make it live
  rollback <name>                make the release that was live before the current one live again
  list [name]                    every remote's releases, oldest first; * marks the live one
names: ${REMOTE_NAMES.join(', ')}`;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function publish(env: Env, name: RemoteName, from: string | undefined): Promise<number> {
  let dir = from ? path.resolve(from) : path.join(env.WEB_ROOT, `mfe-${name}`, 'dist');
  if (!from) {
    const reason = buildReason(env.WEB_ROOT, name, env.MF_BUILD_VERSION);
    if (reason) {
      console.error(`building ${name} (${reason})`);
      if (!buildRemote(env.WEB_ROOT, name)) {
        console.error(`the build of ${name} failed; nothing was published`);
        return 1;
      }
      dir = path.join(env.WEB_ROOT, `mfe-${name}`, 'dist');
    }
  }
  const result = await publishRelease(releaseStore(env), name, dir);
  switch (result.status) {
    case 'refused':
      console.error(`refused: ${name} from ${dir}: ${result.problems.join('; ')}`);
      return 1;
    case 'already-live':
    case 'known':
      print(`${name} ${result.id} is already live`);
      return 0;
    case 'live':
      print(`${name} ${result.id} is live${result.was ? ` (was ${result.was})` : ' (its first release)'}`);
      return 0;
  }
}

async function rollback(env: Env, name: RemoteName): Promise<number> {
  const result = await rollbackRelease(releaseStore(env), name);
  if (result.status === 'none') {
    console.error(`${name} has no earlier release to roll back to; nothing changed`);
    return 1;
  }
  if (result.status === 'refused') {
    console.error(`refused: ${name} ${result.id} no longer fits the shell; nothing changed: ${result.problems.join('; ')}`);
    return 1;
  }
  print(`${name} ${result.id} is live again (was ${result.was})`);
  return 0;
}

function table(name: RemoteName, entry: RemoteReleases | undefined): string[] {
  if (!entry) return [`${name}: no releases`];
  const rows = entry.releases.map((release) => [
    release.id === entry.live ? '*' : ' ',
    release.version,
    release.id,
    release.publishedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'),
  ]);
  const header = [' ', 'version', 'release', 'published'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [`${name} (live: ${entry.live})`, `  ${line(header)}`, ...rows.map((row) => `  ${line(row)}`)];
}

async function list(env: Env, only: RemoteName | undefined): Promise<number> {
  const registry = await readRegistry(releaseStore(env).dir);
  const blocks = (only ? [only] : REMOTE_NAMES).map((name) => table(name, registry.remotes[name]).join('\n'));
  print(blocks.join('\n\n'));
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, name, ...rest] = args;
  const fromAt = rest.indexOf('--from');
  const from = fromAt === -1 ? undefined : rest[fromAt + 1];
  const extra = fromAt === -1 ? rest : rest.filter((_, index) => index !== fromAt && index !== fromAt + 1);
  const usage = () => {
    console.error(USAGE);
    return 2;
  };
  if (name !== undefined && !isRemoteName(name)) return usage();
  if (extra.length > 0 || (fromAt !== -1 && !from)) return usage();
  const env = loadEnv();
  if (command === 'publish' && name) return publish(env, name, from);
  if (command === 'rollback' && name && fromAt === -1) return rollback(env, name);
  if (command === 'list' && fromAt === -1) return list(env, name);
  return usage();
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
