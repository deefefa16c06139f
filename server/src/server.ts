import { buildApp } from './app';
import { openControlChannel } from './backup/control';
import { lockDataDir } from './db/data-lock';
import { superviseDatabase } from './db/watchdog';
import { loadEnv } from './env';

/** Requests still running this long after SIGTERM are given up on (README "Running it in production"). */
const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * While draining: how often connections that went idle since are closed (a response begun before the drain). Not a
 * job of the scheduler plugin: it starts only once the app is closing, and must outlive the jobs it stops on close.
 */
const IDLE_SWEEP_MS = 100;

async function main() {
  const env = loadEnv();
  // The embedded database is one process's; PostgreSQL (DATABASE_URL) is shared by design.
  const dataLock = env.DATABASE_URL ? null : await lockDataDir(env.DATA_DIR);
  const app = await buildApp({ env });
  superviseDatabase(app);
  // The embedded database is this process's alone: `pnpm db backup` asks it for a dump (README "Backups").
  const database = app.database;
  const control = dataLock && database.kind === 'pglite' ? await openControlChannel(env.DATA_DIR, () => database.dumpDataDir(), app.log) : null;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.server.getConnections((_error, open) => {
        app.log.error(
          { open },
          `shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: ${open} connection(s) still busy; exiting without closing the database`,
        );
        process.exit(1);
      });
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // drainPlugin: connections clients had made are taken and the listener closes; connections already open get a
    // moment to deliver a request already on its way (answered 503). Then socket.io's sockets close, then idle
    // connections (the sweep below, at safe moments only: drain.ts); Fastify waits for the requests still running,
    // then runs the onClose hooks: the database closes after the last answer.
    const drainAndClose = async () => {
      // A dump under way is sent first: the database closes after it.
      await control?.close();
      await app.drain();
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      idleSweep.unref();
      await app.close();
    };
    drainAndClose().then(
      () => {
        dataLock?.release();
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info(`Campus Marketplace is running at http://${shown}:${env.PORT} (database: ${app.database.kind})`);
}

// A lock taken before a failure is released by its own exit handler.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
