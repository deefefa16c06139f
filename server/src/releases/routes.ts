import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FIRST_PAINT_DIR, REMOTE_NAMES, isRemoteName } from '@campus/shared/contract';
import { z } from 'zod';
import { answers } from '../openapi/answers';
import { isPrivateBuildFile } from '../plugins/web';
import { RELEASE_ID } from './release-files';
import { releaseStore } from './store';

/**
 * Only `/<remote>/<release id>/<file>`: never registry.json, its lock, a dot-folder being written, or a
 * release's first-paint bundle (the server's to run, not a file for browsers).
 */
function isReleaseFile(pathname: string): boolean {
  const [, name = '', id = '', ...file] = pathname.split('/');
  return (
    isRemoteName(name) &&
    RELEASE_ID.test(id) &&
    file.length > 0 &&
    file[0] !== FIRST_PAINT_DIR &&
    file.every((part) => part !== '' && !part.startsWith('.'))
  );
}

/** A release folder never changes (its name is its content's hash), so every file in it is cached for a year. */
function setImmutable(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * The remotes' releases (docs/architecture.md "Releases and the registry"): `/remotes.json` names each remote's live release,
 * read from the registry on every request so a publish or rollback needs no restart; with SERVE_WEB, every
 * stored release is served under /mfe/<name>/<release>/, so a page keeps the release it loaded. The store is
 * swept and the builds in WEB_ROOT published before, as a start-up step (start.ts, called from app.ts).
 */
export async function releasesRoutes(app: FastifyInstance) {
  if (app.config.SERVE_WEB) {
    await app.register(fastifyStatic, {
      root: releaseStore(app.config).dir,
      prefix: '/mfe/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      dotfiles: 'ignore',
      // A release holds the .br and .gz the build wrote beside each text file: sent as they are.
      preCompressed: true,
      // Source maps and build stats stay on disk unless SERVE_SOURCE_MAPS (README "Security headers").
      allowedPath: (pathname) => isReleaseFile(pathname) && (app.config.SERVE_SOURCE_MAPS || !isPrivateBuildFile(pathname)),
      setHeaders: setImmutable,
    });
  }

  const schema = {
    tags: ['Site'],
    summary: "The live release of each area: where the shell loads each remote's manifest from",
    response: answers({ 200: z.record(z.enum(REMOTE_NAMES), z.string()).describe('Each area and its manifest URL.') }),
  };
  app.get('/remotes.json', { schema }, async (_request, reply) => {
    // A page must always learn the live remotes: never cached.
    reply.header('Cache-Control', 'no-store');
    return app.liveRemotes.registry();
  });
}
