import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@campus/shared/contract';
import { sweepLeftovers } from './leftovers';
import { readRegistry } from './registry';
import { publishRelease, releaseStore, type ReleaseStore } from './store';

/**
 * Each remote built in WEB_ROOT whose build is not in the store yet goes live, through the same guard and
 * lock as `pnpm remote publish`. A build published before is not switched to again, so a rollback survives a
 * restart; a refused one is logged and the live release stays.
 */
async function publishBuilds(app: FastifyInstance, store: ReleaseStore): Promise<void> {
  const registry = await readRegistry(store.dir);
  for (const name of REMOTE_NAMES) {
    const dist = path.join(app.config.WEB_ROOT, `mfe-${name}`, 'dist');
    if (!existsSync(dist)) {
      if (!registry.remotes[name]) app.log.warn({ dist }, `the ${name} remote is neither built nor published; its area will show its fallback`);
      continue;
    }
    const result = await publishRelease(store, name, dist, { keepLive: true });
    if (result.status === 'refused') {
      app.log.error({ dist, problems: result.problems }, `${name}: the build was refused: ${result.problems.join('; ')}`);
    } else if (result.status === 'live') {
      app.log.info(`${name} ${result.id} is live${result.was ? ` (was ${result.was})` : ''}`);
    }
  }
}

/**
 * A start-up step of the server (app.ts), before the release routes are registered: removes what interrupted
 * publishes left in the store and, with SERVE_WEB, publishes the remotes built in WEB_ROOT
 * (docs/architecture.md "Releases and the registry").
 */
export async function prepareReleaseStore(app: FastifyInstance): Promise<void> {
  const store = releaseStore(app.config);
  const removed = await sweepLeftovers(store.dir);
  if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} leftover(s) of interrupted publishes`);
  if (!app.config.SERVE_WEB) return;
  await mkdir(store.dir, { recursive: true });
  await publishBuilds(app, store);
}
