/**
 * A process whose embedded database really wedges (run with the full-disk-wal preload and FULL_DISK_AFTER): it
 * starts the event-loop watchdog, fills the disk under PGlite's WAL, takes the PANIC and calls PGlite once more,
 * which spins inside WASM for good. Only the watchdog's thread can end it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { watchEventLoop } from '../db/watchdog';

const trigger = process.env.FULL_DISK_AFTER;
if (!trigger) throw new Error('FULL_DISK_AFTER is not set');
const client = new PGlite(mkdtempSync(path.join(tmpdir(), 'campus-wedged-')));
await client.query('create table junk (id serial primary key, body text)');
watchEventLoop(Number(process.env.WATCHDOG_LIMIT_MS ?? 1500));
writeFileSync(trigger, '');
try {
  await client.query(`insert into junk (body) values ('one')`);
} catch (error) {
  console.error(`first call failed: ${(error as { severity?: string }).severity} ${(error as Error).message}`);
}
console.error('calling the database again');
await client.query(`insert into junk (body) values ('two')`);
console.error('the second call returned');
