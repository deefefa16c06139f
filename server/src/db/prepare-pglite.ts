// Prepares the embedded database of a new data folder, then exits: creates the cluster (PGlite's initdb), applies
// the migrations and, with --demo, adds the demo data. Run as a child process by openDatabase (pglite-database.ts):
// initdb grows PGlite's memory to about 670 MB and the demo photos pass through it too, memory a process never
// gives back, so the server would keep it for its whole life after a first start (README "Memory").
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { seedDemoData } from '../modules/demo/seed';
import { encode } from '../plugins/photos';
import { DRIZZLE_OPTIONS, migrationsFolder, type Db } from './database';
import { PGLITE_OPTIONS } from './pglite-options';

const [dir, ...flags] = process.argv.slice(2);
if (!dir) {
  console.error('usage: prepare-pglite <database folder> [--demo]');
  process.exit(2);
}
const client = new PGlite(dir, PGLITE_OPTIONS);
await client.waitReady;
if (flags.includes('--demo')) {
  const db = drizzle(client, DRIZZLE_OPTIONS);
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await seedDemoData(db as unknown as Db, encode);
}
await client.close();
