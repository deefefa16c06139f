// Opening the database the server runs on: the embedded PGlite (pglite-database.ts) or a PostgreSQL server
// (postgres-database.ts), each behind the call gate (gate.ts), with the committed migrations applied.
import { DEFAULT_LIMITS, type Database, type DatabaseLimits } from './database';
import type { StartLog } from './new-data-folder';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';
import type { PrepareJob } from './prepare-database';

export {
  CLIENT_GRACE_MS,
  DEFAULT_LIMITS,
  migrationsFolder,
  type Database,
  type DatabaseLimits,
  type Db,
} from './database';
export { pgliteDatabase, type PgliteClient } from './pglite-database';
export { PGLITE_EXTENSIONS } from './pglite-options';

/**
 * A new embedded database's folder is prepared with `admin` (ADMIN_EMAIL, …) and, with `demoData` (DEMO_DATA), the demo
 * data (README "Running it in production"); the auth and demo plugins otherwise add them at every start.
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null; demoData?: boolean; admin?: PrepareJob['admin'] };

/** Nothing is logged by default (tests); the server logs a new data folder's preparation through its own logger. */
const SILENT: StartLog = { info: () => undefined, warn: () => undefined };

/** Opens the database and applies the committed migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, limits: DatabaseLimits = DEFAULT_LIMITS, log: StartLog = SILENT): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, limits)
    : openPglite(target.dataDir, { demoData: target.demoData ?? false, admin: target.admin ?? null }, limits, log);
}
