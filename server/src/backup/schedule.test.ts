import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, useScratchPostgres } from '../test/build-test-app';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { listBackups, readManifest } from './archive';

const adminUrl = process.env.TEST_DATABASE_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('BACKUP_INTERVAL on %s', (backend) => {
  it('backs the site up on its own every interval, keeping BACKUP_KEEP backups', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'campus-scheduled-'));
    const t = await buildTestApp(backend, { BACKUP_INTERVAL: '1s', BACKUP_KEEP: '2', BACKUP_DIR: backupDir, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-data-')) });
    try {
      await expect.poll(async () => (await listBackups(backupDir)).length, { timeout: 30_000, interval: 200 }).toBe(2);
      const [, oldest] = await listBackups(backupDir);
      // Another one, and the oldest of the two went with it.
      await expect
        .poll(async () => {
          const now = await listBackups(backupDir);
          return now.length === 2 && !now.includes(oldest ?? '');
        }, { timeout: 30_000, interval: 200 })
        .toBe(true);
      const manifests = await Promise.all((await listBackups(backupDir)).map((file) => readManifest(file)));
      expect(manifests.map((manifest) => manifest.database.kind)).toEqual([backend, backend]);
    } finally {
      await t.close();
    }
  }, 300_000);
});

/** Three server processes on one PostgreSQL database and one BACKUP_DIR (README "Running several instances"). */
describe.skipIf(!adminUrl)('BACKUP_INTERVAL on three instances of one site', () => {
  const scratch = useScratchPostgres('campus_scheduled');

  it('takes one backup per interval, whichever instance claims it', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'campus-scheduled-'));
    const intervalS = 2;
    const common = { DATABASE_URL: scratch.url(), PUBLIC_URL: 'http://localhost:8080', BACKUP_DIR: backupDir, BACKUP_INTERVAL: `${intervalS}s`, BACKUP_KEEP: '100', LOG_LEVEL: 'info' };
    const servers: ServerProcess[] = [];
    try {
      // One after another: the first applies the migrations; the turn is the table's, whoever started first.
      for (let i = 0; i < 3; i++) servers.push(await startServerProcess(common, 60_000));
      // Watched while all three run: each had a chance at every turn.
      const watchFrom = Date.now();
      await pause(intervalS * 1000 * 6);
      const watchTo = Date.now();
      const codes = await Promise.all(servers.map((server) => server.stop()));
      expect(codes).toEqual([0, 0, 0]);

      const times = (await Promise.all((await listBackups(backupDir)).map((file) => readManifest(file))))
        .map((manifest) => Date.parse(manifest.createdAt))
        .sort((a, b) => a - b);
      const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
      // Without the claim each instance would take its own: three per interval, moments apart.
      expect(Math.min(...gaps)).toBeGreaterThan(intervalS * 1000 * 0.8);
      const watched = times.filter((time) => time >= watchFrom && time < watchTo).length;
      const turns = (watchTo - watchFrom) / (intervalS * 1000);
      expect(watched).toBeGreaterThanOrEqual(Math.floor(turns) - 1);
      expect(watched).toBeLessThanOrEqual(Math.ceil(turns));
      // Each backup was taken by one instance: the log lines add up to the files.
      const logged = servers.map((server) => server.output().split('the site was backed up').length - 1);
      expect(logged.reduce((sum, n) => sum + n, 0)).toBe(times.length);
    } finally {
      for (const server of servers) server.kill();
    }
  }, 300_000);
});
