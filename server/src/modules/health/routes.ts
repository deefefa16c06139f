import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { RETRY_AFTER_S } from '../../plugins/errors';

/** Readiness checks answer within this long, however many of them hang (a load balancer waits for us). */
const CHECK_TIMEOUT_MS = 2000;

interface Check {
  ok: boolean;
  [detail: string]: unknown;
}

/** One check's result: whether it passed, and what it found (the disk check's free space, a failure's reason). */
const CheckSchema = z.looseObject({ ok: z.boolean() });
const ChecksSchema = z.object({ database: CheckSchema, realtime: CheckSchema, disk: CheckSchema });

const HealthResponseSchema = z.object({ success: z.literal(true), database: z.enum(['pglite', 'postgres']) });
const ReadyResponseSchema = z.object({ success: z.literal(true), checks: ChecksSchema });
// `checks` is absent when the answer comes before the checks run (a closing process answers every request 503).
const NotReadyResponseSchema = z.object({ success: z.literal(false), message: z.string(), checks: ChecksSchema.optional() });

/** The check's answer, or a failed one when it throws or takes longer than `ms`. */
async function bounded(check: () => Promise<Check>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: `no answer within ${ms} ms` }), ms);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (README "Health, readiness and load balancers"). `/health` says the process serves
 * HTTP and never touches the database, so a supervisor restarts only a process that is really stuck.
 * `/ready` says whether this instance can serve requests now: a load balancer routes to it only while it is.
 * Both are exempt from load shedding.
 */
export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { shed: false };
  const docs = documented('Operations');

  const health = docs('Is the process serving HTTP? (never touches the database)', { response: answers({ 200: HealthResponseSchema }) });
  app.get('/health', { config, schema: health }, async () => ({ success: true as const, database: app.database.kind }));

  const ready = docs('Can this instance serve requests now? (database, live connections, disk)', {
    response: answers({ 200: ReadyResponseSchema, 503: NotReadyResponseSchema }),
  });
  app.get('/ready', { config, schema: ready }, async (request, reply) => {
    const ms = Math.min(CHECK_TIMEOUT_MS, app.config.DB_QUERY_TIMEOUT_MS);
    const [database, realtime, disk] = await Promise.all([
      bounded(async () => {
        await app.database.ping(ms);
        return { ok: true, kind: app.database.kind };
      }, ms),
      bounded(() => app.realtimeHealth(ms), ms),
      bounded(async () => ({ ...(await app.diskSpace()) }), ms),
    ]);
    const checks = { database, realtime, disk };
    const failing = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name);
    if (failing.length === 0) return { success: true as const, checks };
    request.log.warn({ checks }, 'not ready');
    return reply
      .status(503)
      .header('Retry-After', RETRY_AFTER_S)
      .send({ success: false as const, message: `Not ready: ${failing.join(', ')}`, checks });
  });
}
