import { spawn } from 'node:child_process';
import postgres from 'postgres';

/**
 * DATABASE_URL as PostgreSQL's own tools take it: the password goes in their environment (PGPASSWORD) rather than on
 * their command line, where any user of the machine could read it; postgres.js's `ssl` becomes libpq's `sslmode`.
 */
function libpqTarget(databaseUrl: string): { uri: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const ssl = url.searchParams.get('ssl');
  if (ssl !== null) {
    url.searchParams.delete('ssl');
    if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', ['false', 'disable', '0'].includes(ssl) ? 'disable' : 'require');
  }
  return { uri: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs one of PostgreSQL's client programs; rejects with what it wrote on stderr when it fails. */
function runTool(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed: ${stderr.trim() || `exit code ${code}`}`))));
  });
}

/** pg_dump's custom format of the whole database: one consistent snapshot, taken while the site runs. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { uri, env } = libpqTarget(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${uri}`], env);
}

/**
 * Restores a pg_dump file into the database, in one transaction: a failure leaves it as it was. Owners and grants
 * are the restoring user's, whatever they were where the backup was taken.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { uri, env } = libpqTarget(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${uri}`, file], env);
}

/** How many tables, views, sequences and other relations the database holds outside PostgreSQL's own schemas. */
export async function postgresRelations(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined, connect_timeout: 10 });
  try {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'`;
    return row?.n ?? 0;
  } finally {
    await sql.end();
  }
}
