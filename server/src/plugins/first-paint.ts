import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  FIRST_PAINT_DIR,
  FIRST_PAINT_FILE,
  areaRouteOf,
  type FirstPaint,
  type FirstPaintModule,
  type FirstPaintQuery,
  type FirstPaintStyle,
  type PrimedResponse,
} from '@campus/shared/contract';
import { boundedMemo } from '../memo';
import type { LiveRemotes } from '../releases/live-remotes';
import { stylesAfter } from './first-paint-styles';

const load = createRequire(import.meta.url);

/** First paints kept: a page whose release and answers have not changed is not rendered again. */
const PAINTS_KEPT = 200;

function isFirstPaintModule(value: unknown): value is FirstPaintModule {
  return typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';
}

/** A release built before styled-components brings plain CSS, which the browser's styled-components cannot take over. */
function withStyles(paint: FirstPaint): FirstPaint {
  if (!Array.isArray(paint.styles)) throw new Error('the first paint has no styled-components styles (a release built before them)');
  return paint;
}

/** What the server renders a page's first paint from: the page's URL (path and query) and its primed answers. */
/** A <title> element as React renders one (DocumentTitle in @campus/shared/ui): no attributes, escaped text. */
const TITLE = /<title>[^<]*<\/title>/g;

/**
 * The page's title out of an area's first paint: React renders a page's <title> where the page is, which in a
 * first paint is the body, where it names nothing; the page's head gets the first one instead (shell-page.ts).
 */
export function takeTitle(html: string): { title: string | undefined; html: string } {
  const title = html.match(TITLE)?.[0];
  return { title, html: title ? html.replace(TITLE, '') : html };
}

/**
 * A page's first paint: the shell's markup with the area's inside, the style elements of both, the page's title, and the
 * answers each render showed, which the browser puts in its cache before it hydrates that part (the shell's at
 * once, the area's when its code has arrived).
 */
export interface PageFirstPaint {
  html: string;
  styles: FirstPaintStyle[];
  title?: string;
  queries: { shell: FirstPaintQuery[]; area: FirstPaintQuery[] };
}

/** The preload links React's renderer puts before the markup for the photos it shows first (`fetchPriority="high"`). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * An area's markup without the preload links React puts before it: the browser hydrates the area's markup with
 * what the area renders, which has no such links (a link left there fails the hydration), and the page's head
 * preloads its first photos already (page-data.ts).
 */
export const withoutPreloads = (html: string): string => html.replace(LEADING_PRELOADS, '');

export type FirstPaintRenderer = (url: string, responses: readonly PrimedResponse[]) => Promise<PageFirstPaint | null>;

/**
 * The first paint of a page (README "First paint from the server"): the live release of the area that owns the
 * path renders its part with the page's primed answers, and the shell's bundle renders the navigation, layout and
 * footer around it, both as a visitor sees them. Pages behind a guard, of the shell's own, of an area pointed
 * elsewhere (REMOTES) or whose release has no first-paint bundle get none: the browser renders them, as before.
 * A bundle is loaded once per release (a release never changes); one that fails is logged and the page goes
 * without, so a broken first paint never costs more than the time it took. A paint depends on nothing but the
 * URL, the release and the answers, so it is kept for them.
 */
export function firstPaintRenderer(shellDist: string, liveRemotes: LiveRemotes, log: FastifyBaseLogger): FirstPaintRenderer {
  const modules = new Map<string, FirstPaintModule | null>();
  const moduleAt = (folder: string): FirstPaintModule | null => {
    const file = path.join(folder, FIRST_PAINT_DIR, FIRST_PAINT_FILE);
    if (!modules.has(file)) {
      let loaded: FirstPaintModule | null = null;
      try {
        const exported: unknown = existsSync(file) ? load(file) : null;
        if (exported !== null && !isFirstPaintModule(exported)) throw new Error('it exports no render()');
        loaded = exported;
      } catch (error) {
        log.error({ err: error, file }, 'a first-paint bundle could not be loaded; its pages go without');
      }
      modules.set(file, loaded);
    }
    return modules.get(file) ?? null;
  };

  const paints = boundedMemo<PageFirstPaint | null>(PAINTS_KEPT);

  return async (url, responses) => {
    const pathname = url.split('?')[0] ?? '/';
    const route = areaRouteOf(pathname);
    if (!route || route.guard) return null;
    const release = await liveRemotes.releaseDirOf(route.area);
    const area = release ? moduleAt(release) : null;
    const shell = moduleAt(shellDist);
    if (!area || !shell || !release) return null;
    const key = createHash('sha256').update(JSON.stringify([url, release, responses])).digest('base64url');
    return paints.get(key, async () => {
      try {
        const areaPaint = withStyles(await area.render({ url, responses }));
        const { title, html: areaHtml } = takeTitle(withoutPreloads(areaPaint.html));
        const page = withStyles(await shell.render({ url, responses, areaHtml }));
        // Both sheets go into the page, the shell's first (docs/decisions/0039-styled-components.md).
        const styles = [...page.styles, ...stylesAfter(page.styles, areaPaint.styles)];
        return {
          html: page.html,
          styles,
          ...(title ? { title } : {}),
          queries: { shell: page.queries ?? [], area: areaPaint.queries ?? [] },
        };
      } catch (error) {
        log.error({ err: error, url, area: route.area }, 'a first paint failed; the page goes without');
        return null;
      }
    });
  };
}
