import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_PAINT_DIR } from '@campus/shared/contract';
import { firstPaintRenderer } from './first-paint';
import { originHeaders } from '../public-origin';
import { pageData } from './page-data';
import { shellPageRenderer } from './shell-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation to a client-side route with the shell's index.html, if built. */
    sendShell: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null;
  }
}

/** Bundles name their content hash (`main.1a2b3c4d5e.js`); those never change and are cached for a year. */
const HASHED = /\.[0-9a-f]{10}\.(?:js|css|map|woff2?|png|jpe?g|svg|webp)$/;

/** What the build compressed ahead (`main.1a2b3c4d5e.js.br`) is cached like the file it stands for. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const file = path.basename(filePath).replace(PRECOMPRESSED, '');
  void reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Files of a build that are not for the public (README "Security headers"): source maps and the federation's
 * build stats stay on disk, and are served only with SERVE_SOURCE_MAPS, for debugging. Their `.br` and `.gz`
 * copies too, whether asked for by name or sent in their place.
 */
export function isPrivateBuildFile(pathname: string): boolean {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1).replace(PRECOMPRESSED, '');
  return file.endsWith('.map') || file === 'mf-stats.json';
}

/**
 * Production serving (docs/architecture.md "Production serving"): the shell at / with the SPA fallback, from the same origin as the
 * API; the page (index.html with the boot data of shell-page.ts) and the manifest revalidate on every load.
 * The remotes' releases are served by the releases module under /mfe/.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.WEB_ROOT;
    const shellDist = path.join(root, 'shell', 'dist');
    const shellIndex = path.join(shellDist, 'index.html');

    if (!existsSync(shellIndex)) {
      app.log.warn({ shellDist }, 'the shell is not built; only the API is served');
      app.decorate('sendShell', null);
      return;
    }
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      index: false,
      wildcard: true,
      // The build writes a .br and a .gz beside each text file: sent as they are, never compressed per request.
      preCompressed: true,
      // The first-paint bundle is the server's to run, not a file for browsers; the page is sent by sendPage.
      allowedPath: (pathname) =>
        !pathname.startsWith(`/${FIRST_PAINT_DIR}/`) &&
        pathname !== '/index.html' &&
        (app.config.SERVE_SOURCE_MAPS || !isPrivateBuildFile(pathname)),
      setHeaders: setCacheHeaders,
    });
    const firstPaint = firstPaintRenderer(shellDist, app.liveRemotes, app.log);
    const renderPage = shellPageRenderer(shellDist, app.liveRemotes, async (url, origin) => {
      const data = await pageData(app, url, origin);
      return { ...data, firstPaint: await firstPaint(url, data.responses) };
    });
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // A page is never answered 304: a cached copy would carry another response's nonce than its header.
      const html = await renderPage(request.url, reply.securePage(), originHeaders(request));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    app.get('/', sendPage);
    // The shell's template is a page like any other (the site shows its not-found page there), never the raw file.
    app.get('/index.html', sendPage);
    app.decorate('sendShell', (request: FastifyRequest, reply: FastifyReply) => {
      const accepts = request.headers.accept ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/mfe/') &&
        !path.extname(request.url.split('?')[0] ?? '') &&
        (accepts.includes('text/html') || accepts.includes('*/*') || accepts === '');
      if (!isPage) return false;
      sendPage(request, reply).catch((error: unknown) => reply.send(error));
      return true;
    });
  },
  { name: 'web', dependencies: ['config', 'live-remotes', 'security-headers'] },
);
