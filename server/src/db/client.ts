// Opening the database the server runs on: the embedded PGlite (pglite-database.ts) or a PostgreSQL server
// (postgres-database.ts), each behind the call gate (gate.ts), with the committed migrations applied.
import { DEFAULT_LIMITS, type Database, type DatabaseLimits } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

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

/** `demoData`: a new embedded database is prepared with the demo data (DEMO_DATA; the demo plugin otherwise adds it). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; demoData?: boolean };

/** Opens the database and applies the committed migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, limits: DatabaseLimits = DEFAULT_LIMITS): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, limits)
    : openPglite(target.dataDir, target.demoData ?? false, limits);
}
