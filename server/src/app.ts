import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@campus/shared/contract';
import type { Database } from './db/client';
import type { Env } from './env';
import { loggerOptions } from './logging';
import { backupSchedulePlugin } from './backup/schedule';
import { apiReferencePlugin } from './plugins/api-reference';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { type Clock, configPlugin } from './plugins/config';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { diskSpacePlugin } from './plugins/disk-space';
import { drainPlugin } from './plugins/drain';
import {
  BODY_LIMIT_BYTES,
  clientErrorHandler,
  errorsPlugin,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  sendNotFound,
} from './plugins/errors';
import { mailNoticesPlugin } from './modules/mail-notices/plugin';
import { mailQueuePlugin } from './mail/delivery';
import { mailerPlugin } from './mail/mailer';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { nullCharacterPlugin } from './plugins/null-character';
import { photosPlugin } from './plugins/photos';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { schedulerPlugin } from './plugins/scheduler';
import { secretsPlugin } from './plugins/secrets';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { demoDataPlugin } from './modules/demo/plugin';
import { paymentsPlugin } from './modules/payments/plugin';
import { liveRemotesPlugin } from './releases/live-remotes';
import { releasesRoutes } from './releases/routes';
import { prepareReleaseStore } from './releases/start';
import { apiRoutes } from './routes';
import { trustFunction } from './trust-proxy';

export interface AppOptions {
  env: Env;
  /** A database opened by the caller (tests); otherwise the app opens one from env. */
  database?: Database;
  /** Keep generated secrets in memory instead of DATA_DIR (tests). */
  ephemeralSecrets?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** The clock time-dependent rules read (tests move one on by hand); the system's by default. */
  clock?: Clock;
}

/** Builds the whole server as one Fastify instance; tests use it through `app.inject`. */
export async function buildApp({ env, database, ephemeralSecrets, logStream, clock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    // The balancers TRUST_PROXY names, compiled as the live connections' handshakes compile it (README "Running
    // several instances"): request.ip, protocol and host believe their X-Forwarded-* only.
    trustProxy: trustFunction(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // Big enough for a browser's cookie-laden request line; small enough to refuse abuse.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The failures Fastify and Node answer on their own, in the app's one shape (README "API errors").
    frameworkErrors,
    clientErrorHandler,
    // While closing, drainPlugin answers new requests itself ({ success: false, message } and Retry-After).
    // Idle keep-alive connections are closed by Node's server.close() (forceCloseConnections stays at its
    // default, 'idle'); drainPlugin's `Connection: close` keeps busy ones from turning idle and staying open.
    return503OnClosing: false,
    // Fastify gives each plugin 10 s to start. Opening the embedded database on a new data folder (prepared by a
    // child process allowed 120 s: db/pglite-database.ts) takes longer on a busy or slow host, and the server then refused
    // to start at all ("Plugin did not start in time: 'database'", seen at a load of 10 on 2 cores). Every step
    // of a start has its own bound (that child's, DB_CONNECT_TIMEOUT_MS); this one only catches what has none.
    pluginTimeout: 180_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // CORS before anything that may answer early (drain, rate limit, load shedding, auth, errors): its hook only sets
  // headers, so every answer to a listed origin, errors included, can be read there (README "Other clients: CORS").
  if (env.CORS_ORIGINS.length > 0) await app.register(corsPlugin, { origins: env.CORS_ORIGINS });
  // Next: its hooks must run before every other plugin's, its preClose before socket.io closes the server.
  await app.register(drainPlugin);
  await app.register(configPlugin, { env, clock });
  // Before anything that may answer early (errors, load shedding): every response says nosniff.
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(nullCharacterPlugin);
  await app.register(compressionPlugin);
  await app.register(redisPlugin);
  await app.register(databasePlugin, { database });
  // After the database: its jobs stop (and runs under way finish) before the database closes.
  await app.register(schedulerPlugin);
  await app.register(backupSchedulePlugin);
  // Counted in Redis or the database, one budget for every instance (docs/decisions/0025-limits-counted-site-wide.md).
  await app.register(rateLimitPlugin);
  // Before anything that reads a body or the database: a refusal costs the server nothing.
  await app.register(loadSheddingPlugin);
  await app.register(diskSpacePlugin);
  await app.register(secretsPlugin, { ephemeral: ephemeralSecrets });
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  // After the mailer and the database: its close waits for the pass under way before either closes.
  await app.register(mailQueuePlugin);
  await app.register(paymentsPlugin);
  await app.register(photosPlugin);
  await app.register(demoDataPlugin);
  await app.register(realtimePlugin);
  await app.register(mailNoticesPlugin);
  // Before the routes: it collects their declared schemas into the OpenAPI document as they are added.
  await app.register(apiReferencePlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(liveRemotesPlugin);
  // A start-up step, not a route's: leftovers of interrupted publishes go, new builds in WEB_ROOT go live.
  await prepareReleaseStore(app);
  await app.register(releasesRoutes);
  if (env.SERVE_WEB) await app.register(webPlugin);

  app.setNotFoundHandler((request, reply) => {
    if (app.hasDecorator('sendShell') && app.sendShell?.(request, reply)) return reply;
    return sendNotFound(app, request, reply);
  });
  return app;
}
