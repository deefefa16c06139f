import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { openDatabase, type Database, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * The app's database: the one given (tests), else PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite under DATA_DIR. Migrations are applied before the app accepts requests.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database?: Database | undefined }) => {
    const { DATABASE_URL, DATA_DIR, DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, DB_STUCK_EXIT_MS, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = app.config;
    // A new data folder is prepared complete, its admin included (README "Running it in production").
    const admin = ADMIN_EMAIL && ADMIN_PASSWORD ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME } : null;
    const database =
      options.database ??
      (await openDatabase(
        DATABASE_URL
          ? { kind: 'postgres', url: DATABASE_URL }
          : { kind: 'pglite', dataDir: path.resolve(DATA_DIR), demoData: app.config.DEMO_DATA, admin },
        { connectTimeoutMs: DB_CONNECT_TIMEOUT_MS, queryTimeoutMs: DB_QUERY_TIMEOUT_MS, stuckAfterMs: DB_STUCK_EXIT_MS },
        app.log,
      ));
    database.onReachability((unreachable) => {
      if (unreachable) app.log.warn({ err: unreachable }, 'the database is unreachable: requests that need it are answered 503 until it answers again');
      else app.log.info('the database answers again');
    });
    app.decorate<Database>('database', database);
    app.decorate('db', database.db);
    // A database handed in by a test belongs to the test; one opened here is closed here.
    if (!options.database) app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
