import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@campus/shared/contract';
import { HttpError } from '../http-error';

export interface DiskSpace {
  ok: boolean;
  /** Free megabytes on DATA_DIR's disk; null when they could not be measured (then the check passes). */
  freeMb: number | null;
  minFreeMb: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** DATA_DIR's free space against MIN_FREE_DISK_MB, measured at most every few seconds. */
    diskSpace: () => Promise<DiskSpace>;
  }
}

export const DISK_FULL_MESSAGE = 'The server is running out of disk space, so changes cannot be saved right now. Please try again later.';

/** How long a measurement is reused: writes are frequent, statfs need not be. */
const MEASURE_EVERY_MS = 2000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** DATA_DIR, or its closest existing parent when it is not made yet: the disk it will be on. */
function existingFolder(dir: string): string {
  let current = path.resolve(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/**
 * Refuses API writes (photo uploads included) with 507 before DATA_DIR's disk is full: the embedded database
 * cannot be allowed to reach a full disk (README "Health, readiness and load balancers"). Reads go on.
 */
export const diskSpacePlugin = fp(
  async (app: FastifyInstance) => {
    const { DATA_DIR, MIN_FREE_DISK_MB } = app.config;
    let measured: { at: number; freeMb: Promise<number | null> } | null = null;

    const freeMb = (): Promise<number | null> => {
      if (measured && performance.now() - measured.at < MEASURE_EVERY_MS) return measured.freeMb;
      const freeMb = statfs(existingFolder(DATA_DIR)).then(
        (stats) => (stats.bavail * stats.bsize) / 2 ** 20,
        (error: unknown) => {
          app.log.warn({ err: error }, 'could not measure the free disk space');
          return null;
        },
      );
      measured = { at: performance.now(), freeMb };
      return freeMb;
    };

    const diskSpace = async (): Promise<DiskSpace> => {
      const free = MIN_FREE_DISK_MB > 0 ? await freeMb() : null;
      return { ok: free === null || free >= MIN_FREE_DISK_MB, freeMb: free === null ? null : Math.floor(free), minFreeMb: MIN_FREE_DISK_MB };
    };
    app.decorate('diskSpace', diskSpace);

    if (MIN_FREE_DISK_MB === 0) return;
    app.addHook('onRequest', async (request) => {
      if (!WRITE_METHODS.has(request.method) || !request.url.startsWith(`${API_PREFIX}/`)) return;
      const { ok, freeMb: free } = await diskSpace();
      if (!ok) {
        request.log.warn({ freeMb: free, minFreeMb: MIN_FREE_DISK_MB }, 'write refused: disk nearly full');
        throw new HttpError(507, DISK_FULL_MESSAGE);
      }
    });
  },
  { name: 'disk-space', dependencies: ['config'] },
);
