import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../db/pglite-options';
import { postgresRelations } from './postgres-tools';
import { ADMIN_ENV, TEST_ADMIN } from '../test/auth-helpers';
import { BACKENDS, type Backend } from '../test/build-test-app';
import { backupFileOf, folderState, runDbCli } from '../test/db-cli';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { type Acknowledged, login, prepareSite, snapshot, startWriters } from '../test/write-load';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

/** Ids of every product and chat message a database holds. */
async function held(backend: Backend, target: { dataDir: string; url: string }): Promise<Acknowledged> {
  const products = 'select id::text as id from products';
  const messages = 'select id::text as id from chat_messages';
  if (backend === 'postgres') {
    const sql = postgres(target.url, { max: 1, onnotice: () => undefined });
    try {
      const ids = async (query: string) => (await sql.unsafe<{ id: string }[]>(query)).map((row) => row.id);
      return { products: await ids(products), messages: await ids(messages) };
    } finally {
      await sql.end();
    }
  }
  const client = new PGlite(path.join(target.dataDir, 'pglite'), PGLITE_OPTIONS);
  try {
    const ids = async (query: string) => (await client.query<{ id: string }>(query)).rows.map((row) => row.id);
    return { products: await ids(products), messages: await ids(messages) };
  } finally {
    await client.close();
  }
}

/** A first start on a new embedded folder prepares its database: slow on a machine busy with other tests. */
const UP_WITHIN_MS = 120_000;

/** PostgreSQL databases made for a test, dropped after the file. */
const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => undefined }) : null;
const made: string[] = [];
async function newDatabase(): Promise<string> {
  const name = `campus_backup_${randomBytes(6).toString('hex')}`;
  await admin?.unsafe(`create database ${name}`);
  made.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
afterAll(async () => {
  for (const name of made) await admin?.unsafe(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

describe.each(BACKENDS)('backing up a running site on %s', (backend) => {
  const original = { dataDir: mkdtempSync(path.join(tmpdir(), 'campus-backup-site-')), url: '' };
  const restored = { dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'campus-restore-')), 'data'), url: '' };
  /** Where the database lives, as the CLI and the server take it. */
  const envOf = (site: { dataDir: string; url: string }) => ({ DATA_DIR: site.dataDir, DATABASE_URL: site.url, PUBLIC_URL: 'http://localhost:8080', RELEASES_DIR: path.join(site.dataDir, 'releases') });
  // Load shedding has tests of its own: a machine busy with other tests must not turn these answers into 503s.
  const serverEnv = (site: { dataDir: string; url: string }) => ({ ...envOf(site), SHED_EVENT_LOOP_DELAY_MS: '0' });
  let backupFile = '';
  let memberToken = '';

  it('holds every write acknowledged before it started; the restored site starts, its admin logs in and sessions still work', async () => {
    if (backend === 'postgres') [original.url, restored.url] = await Promise.all([newDatabase(), newDatabase()]);
    const servers: ServerProcess[] = [];
    try {
      const site = await startServerProcess({ ...serverEnv(original), ...ADMIN_ENV, FORM_RATE_LIMIT: '10000' }, UP_WITHIN_MS);
      servers.push(site);
      const { members, category } = await prepareSite(site.url, 3);
      memberToken = members[0] ?? '';
      const writers = startWriters(site.url, members, category);
      await expect.poll(() => writers.acknowledged.products.length >= 10 && writers.acknowledged.messages.length >= 3, { timeout: 30_000 }).toBe(true);

      const before = snapshot(writers.acknowledged);
      const run = await runDbCli(['backup'], envOf(original));
      const during = writers.acknowledged.products.length - before.products.length;
      await writers.stop();
      backupFile = backupFileOf(run);
      // The writers went on while it ran: it was taken under load, not in a quiet moment.
      expect(during).toBeGreaterThan(0);
      expect(await site.stop()).toBe(0);

      const restore = await runDbCli(['restore', backupFile], envOf(restored));
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
      const holds = await held(backend, restored);
      expect(holds.products).toEqual(expect.arrayContaining(before.products));
      expect(holds.messages).toEqual(expect.arrayContaining(before.messages));

      // No ADMIN_EMAIL here: the admin who logs in is the one the backup holds.
      const again = await startServerProcess(serverEnv(restored), UP_WITHIN_MS);
      servers.push(again);
      const adminLogin = await login(again.url, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(adminLogin.status, await adminLogin.text()).toBe(200);
      // The restored JWT key: a session of the original site is still one.
      const own = await fetch(`${again.url}/api/v1/product/seller-products`, { headers: { authorization: `Bearer ${memberToken}` } });
      expect(own.status).toBe(200);
      expect(await again.stop()).toBe(0);
    } finally {
      for (const server of servers) server.kill();
    }
  }, 400_000);

  it('refuses to restore into a site that is not empty, and changes nothing', async () => {
    expect(backupFile).not.toBe('');
    // The original site's own folder (and database): a site with data.
    // Read before the snapshot: opening an embedded database writes to its folder.
    const databaseBefore = await held(backend, original);
    const relationsBefore = backend === 'postgres' ? await postgresRelations(original.url) : 0;
    const folderBefore = folderState(original.dataDir);
    const run = await runDbCli(['restore', backupFile], envOf(original));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(backend === 'pglite' ? /^refused: The data folder .* is not empty/ : /^refused: The database of DATABASE_URL is not empty/);
    expect(run.stderr).toContain('Nothing was changed.');
    expect(folderState(original.dataDir)).toEqual(folderBefore);
    expect(await held(backend, original)).toEqual(databaseBefore);
    if (backend === 'postgres') expect(await postgresRelations(original.url)).toBe(relationsBefore);

    // A folder holding anything at all is not a new one either.
    const other = { dataDir: mkdtempSync(path.join(tmpdir(), 'campus-restore-')), url: backend === 'postgres' ? await newDatabase() : '' };
    writeFileSync(path.join(other.dataDir, 'notes.txt'), 'mine');
    if (backend === 'postgres') writeFileSync(path.join(other.dataDir, 'secrets.json'), '{}');
    const otherBefore = folderState(other.dataDir);
    const refused = await runDbCli(['restore', backupFile], envOf(other));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(backend === 'pglite' ? /is not empty/ : /secrets\.json exists/);
    expect(folderState(other.dataDir)).toEqual(otherBefore);
    if (backend === 'postgres') expect(await postgresRelations(other.url)).toBe(0);
  }, 120_000);
});
