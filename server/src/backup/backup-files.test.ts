import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { BACKENDS } from '../test/build-test-app';
import { backupFileOf, folderState, runDbCli } from '../test/db-cli';
import { listBackups, readManifest } from './archive';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

/** A site that is not running: a data folder with its database (or a PostgreSQL one), generated keys and releases. */
describe.each(BACKENDS)('backup files of a stopped site on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-stopped-'));
  const releasesDir = path.join(dataDir, 'releases');
  const site = { DATA_DIR: dataDir, RELEASES_DIR: releasesDir, DATABASE_URL: '', BACKUP_DIR: path.join(dataDir, 'backups') };
  const name = `campus_files_${randomBytes(6).toString('hex')}`;
  const admin = backend === 'postgres' ? postgres(adminUrl, { max: 1, onnotice: () => undefined }) : null;

  /** An empty database to restore into. */
  let emptyUrl = '';
  const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

  beforeAll(async () => {
    if (admin) {
      await admin.unsafe(`create database ${name}`);
      await admin.unsafe(`create database ${name}_to`);
      site.DATABASE_URL = urlOf(name);
      emptyUrl = urlOf(`${name}_to`);
    }
    const database = await openDatabase(admin ? { kind: 'postgres', url: site.DATABASE_URL } : { kind: 'pglite', dataDir });
    await database.close();
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'k'.repeat(48), sandboxPaymentSecret: 's'.repeat(48) }), { mode: 0o600 });
    // A published release and its registry, beside what a publish killed half-way leaves.
    mkdirSync(path.join(releasesDir, 'buy', '1.0.0-abc'), { recursive: true });
    writeFileSync(path.join(releasesDir, 'buy', '1.0.0-abc', 'remoteEntry.js'), 'export {}');
    writeFileSync(path.join(releasesDir, 'registry.json'), '{"remotes":{}}');
    mkdirSync(path.join(releasesDir, 'buy', '.1.0.1-def.tmp-00000000-1-00000000-0000-0000-0000-000000000000'));
    writeFileSync(path.join(releasesDir, 'registry.json.12345'), '{');
  }, 300_000);
  afterAll(async () => {
    for (const database of [name, `${name}_to`]) await admin?.unsafe(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it('keeps the newest --keep backups, each its owner\'s only, holding the database, secrets and releases', async () => {
    const files: string[] = [];
    for (let i = 0; i < 3; i++) files.push(backupFileOf(await runDbCli(['backup', '--keep', '2'], site)));
    const last = await runDbCli(['backup', '--keep', '2'], site);
    files.push(backupFileOf(last));
    expect(last.stdout).toContain(`deleted ${files[1]} (keeping the newest 2)`);
    expect(await listBackups(site.BACKUP_DIR)).toEqual([files[3], files[2]]);
    expect(statSync(files[3] ?? '').mode & 0o777).toBe(0o600);
    expect(await readManifest(files[3] ?? '')).toMatchObject({
      format: 1,
      database: { kind: backend, file: backend === 'pglite' ? 'database.tar' : 'database.pgdump' },
      secrets: 'secrets.json',
      releases: 'releases',
    });
  }, 300_000);

  it('restores the secrets and the releases, without the leftovers of interrupted publishes', async () => {
    const [file] = await listBackups(site.BACKUP_DIR);
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'campus-restored-')), 'data');
    const restoredReleases = path.join(mkdtempSync(path.join(tmpdir(), 'campus-releases-')), 'releases');
    const run = await runDbCli(['restore', file ?? ''], { DATA_DIR: target, RELEASES_DIR: restoredReleases, DATABASE_URL: emptyUrl });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(statSync(path.join(target, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(Object.keys(folderState(restoredReleases)).sort()).toEqual(['buy', 'buy/1.0.0-abc', 'buy/1.0.0-abc/remoteEntry.js', 'registry.json']);
  }, 300_000);

  it('refuses a file that is not a backup, and a wrong --keep, changing nothing', async () => {
    const before = await listBackups(site.BACKUP_DIR);
    const notBackup = path.join(dataDir, 'notes.tar.gz');
    writeFileSync(notBackup, 'not a tar');
    const restored = await runDbCli(['restore', notBackup], { DATA_DIR: path.join(dataDir, 'nowhere'), DATABASE_URL: '' });
    expect(restored.code).toBe(1);
    expect(restored.stderr).toContain('is not a backup file');
    // The other kind of database than the backup holds.
    const elsewhere = path.join(dataDir, 'elsewhere');
    const otherKind = await runDbCli(['restore', before[0] ?? ''], { DATA_DIR: elsewhere, DATABASE_URL: admin ? '' : 'postgres://nobody@127.0.0.1:1/none' });
    expect(otherKind.code).toBe(1);
    expect(otherKind.stderr).toContain(admin ? 'This backup holds a PostgreSQL database' : 'This backup holds the embedded database (PGlite)');
    expect(existsSync(elsewhere)).toBe(false);
    const keep = await runDbCli(['backup', '--keep', '0'], site);
    expect(keep.code).toBe(2);
    expect(keep.stderr).toContain('--keep takes a whole number of backups, 1 or more');
    expect(await listBackups(site.BACKUP_DIR)).toEqual(before);
  }, 120_000);
});
