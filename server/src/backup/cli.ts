// `pnpm db <command>`: back the site up (while it runs) and restore a backup into a new site (README "Backups").
import path from 'node:path';
import { loadEnv } from '../env';
import { dumpEmbedded } from './embedded-dump';
import { restoreBackup, RestoreRefused } from './restore';
import { takeBackup } from './take-backup';

const USAGE = `usage: pnpm db <command>
  backup [--keep N]   back the site up into BACKUP_DIR (default DATA_DIR/backups), then delete all but the
                      newest N backups there (default BACKUP_KEEP, 7)
  restore <file>      restore a backup into a new data folder (DATA_DIR), or an empty PostgreSQL database
                      (DATABASE_URL), with its secrets and releases`;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function backup(keepArg: string | undefined): Promise<number> {
  const env = loadEnv();
  const keep = keepArg === undefined ? env.BACKUP_KEEP : Number(keepArg);
  if (!Number.isInteger(keep) || keep < 1) {
    console.error(`--keep takes a whole number of backups, 1 or more (not "${keepArg}")`);
    return 2;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const result = await takeBackup(
    env,
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dump: (file) => dumpEmbedded(dataDir, file) },
    keep,
  );
  const held = [`database (${result.manifest.database.kind})`, result.manifest.secrets && 'secrets', result.manifest.releases && 'releases'];
  print(`backed up to ${result.file}: ${held.filter(Boolean).join(', ')}`);
  for (const file of result.pruned) print(`deleted ${file} (keeping the newest ${keep})`);
  return 0;
}

async function restore(file: string): Promise<number> {
  const env = loadEnv();
  try {
    const result = await restoreBackup(env, path.resolve(env.INIT_CWD ?? '.', file));
    print(`restored the backup of ${result.manifest.createdAt}: database into ${result.database}`);
    if (result.secrets) print(`  secrets into ${result.secrets}`);
    if (result.releases) print(`  releases into ${result.releases}`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`refused: ${error.message} Nothing was changed.`);
    return 1;
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'backup' && rest.length === 0) return backup(undefined);
  if (command === 'backup' && rest.length === 2 && rest[0] === '--keep') return backup(rest[1]);
  if (command === 'restore' && rest.length === 1 && rest[0]) return restore(rest[0]);
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
