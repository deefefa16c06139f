// What a new data folder's embedded database is given before it is moved into place (README "Running it in
// production"): the cluster (PGlite's initdb), the migrations, the configured admin and, when asked, the demo data.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ensureAdminAccount, type AdminAccount } from '../modules/auth/bootstrap';
import { seedDemoData } from '../modules/demo/seed';
import { encode } from '../plugins/photos';
import { DRIZZLE_OPTIONS, migrationsFolder, type Db } from './database';
import { PGLITE_OPTIONS } from './pglite-options';

/** What a new database folder holds once prepared. */
export interface PrepareJob {
  /** ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME, when configured. */
  admin: AdminAccount | null;
  /** DEMO_DATA: the demo site (README "Demo data"). */
  demoData: boolean;
}

/** The steps of a preparation, in order, each reported once done. */
export const PREPARE_STEPS = {
  cluster: 'database cluster created',
  migrations: 'migrations applied',
  admin: 'admin account added',
  demo: 'demo data added',
} as const;
export type PrepareStep = keyof typeof PREPARE_STEPS;

/**
 * Prepares the embedded database in `dir` (a folder of its own, not yet in place) and closes it. Every step is
 * idempotent, but a preparation interrupted half-way is never resumed: its folder is thrown away (new-data-folder.ts).
 */
export async function prepareDatabase(dir: string, job: PrepareJob, done: (step: PrepareStep) => void): Promise<void> {
  const client = new PGlite(dir, PGLITE_OPTIONS);
  try {
    await client.waitReady;
    done('cluster');
    const db = drizzle(client, DRIZZLE_OPTIONS) as unknown as Db;
    await migrate(drizzle(client, DRIZZLE_OPTIONS), { migrationsFolder: migrationsFolder() });
    done('migrations');
    if (job.admin) {
      await ensureAdminAccount(db, job.admin);
      done('admin');
    }
    if (job.demoData) {
      await seedDemoData(db, encode);
      done('demo');
    }
  } finally {
    await client.close();
  }
}
