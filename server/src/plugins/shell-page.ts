import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaRouteOf, type FirstPaintQuery, type PrimedResponse, type RemotesManifest } from '@campus/shared/contract';
import type { PageFirstPaint } from './first-paint';
import type { LiveRemotes } from '../releases/live-remotes';
import type { PageData } from './page-data';

/**
 * What the shell reads from the page before it starts (`#campus-boot`): the live registry, so it need not
 * fetch `/remotes.json`, the manifests it would fetch next, by URL, and the page's first API answers. With a
 * first paint, the answers its shell's and its area's renders showed, for the browser's cache before it hydrates
 * them (README "First paint from the server").
 */
export interface BootData {
  registry: RemotesManifest;
  manifests: Record<string, unknown>;
  responses: PrimedResponse[];
  queries?: { shell: FirstPaintQuery[]; area: FirstPaintQuery[] };
}

/** JSON that can stand inside a `<script>` element: no `</script>` or `<!--` can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a page is sent with besides the shell: its first answers and photos (page-data.ts) and its first paint. */
export type PagePayload = PageData & { firstPaint: PageFirstPaint | null };

/** The element React renders the site into; a first paint fills it, and the site hydrates it. */
const ROOT = '<div id="root"></div>';

/**
 * The shell's index.html as each page is sent: without help the browser would learn what to fetch one step
 * at a time (main.js, then the shell's app chunk, then /remotes.json, then the area's manifest, then its
 * remote entry and chunks). The page carries the registry and the manifest of the remote that owns the path,
 * and preload hints for the shell's app chunk and that remote's entry and App chunks, so the browser fetches
 * all of them at once, in parallel with main.js. The page's first API answers come along, and preload hints
 * for the photos they make the page show first (page-data.ts). Where the server rendered the page's first paint
 * (first-paint.ts), #root holds it, marked `data-first-paint` until the site has hydrated it, with its styles in the
 * head; nothing in it is inert, so its links work before the site runs.
 */
export function shellPageRenderer(
  shellDist: string,
  liveRemotes: LiveRemotes,
  dataFor: (url: string, origin: Record<string, string>) => Promise<PagePayload> = async () => ({ responses: [], photos: [], firstPaint: null }),
) {
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const bootFile = path.join(shellDist, 'boot.json');
  // Older shell builds have no boot.json: their app chunk is then found the slow way, as before.
  const shellScripts: string[] = existsSync(bootFile) ? ((JSON.parse(readFileSync(bootFile, 'utf8')) as { scripts?: string[] }).scripts ?? []) : [];

  if (!template.includes(ROOT)) throw new Error(`the shell's index.html has no ${ROOT}`);

  /**
   * `url`: the page's path and query, as the browser asked for it. `nonce`: this response's nonce for the page's
   * own style elements (README "Security headers"): on the first paint's, and on `<meta property="csp-nonce">`
   * for the style elements the site makes as it runs. `origin`: the page request's origin headers, handed to
   * `dataFor` (page-data.ts).
   */
  return async (url: string, nonce: string, origin: Record<string, string> = {}): Promise<string> => {
    const registry = await liveRemotes.registry();
    const area = areaRouteOf(url.split('?')[0] ?? '/')?.area;
    const start = area ? await liveRemotes.startOf(area) : null;
    const data = await dataFor(url, origin);
    const paint = data.firstPaint;
    const boot: BootData = {
      registry,
      manifests: start ? { [start.manifestUrl]: start.manifest } : {},
      responses: data.responses,
      ...(paint ? { queries: paint.queries } : {}),
    };
    const scripts = [...shellScripts, ...(start?.scripts ?? [])].map(
      (url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`,
    );
    // The same src, srcset and sizes as the <img> the page renders, so the browser uses what it preloaded. The
    // first is the likely largest paint: fetched beside the scripts rather than after them.
    const photos = data.photos.map(
      ({ src, srcSet, sizes }, index) =>
        `<link rel="preload" as="image" href="${escapeAttribute(src)}"` +
        (srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : '') +
        (sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : '') +
        (index === 0 ? ' fetchpriority="high"' : '') +
        '>',
    );
    const nonceAttribute = `nonce="${escapeAttribute(nonce)}"`;
    // styled-components' own style elements (data-styled, data-styled-version), which it takes over in the browser,
    // with this page's nonce (docs/decisions/0039-styled-components.md). Rendered CSS, but a style element must not
    // be closable from inside.
    const styles = (paint?.styles ?? [])
      .map(({ attributes, css }) => {
        const named = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
        return `<style${named} ${nonceAttribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      })
      .join('');
    const head =
      `<meta property="csp-nonce" ${nonceAttribute}>` +
      `<script id="campus-boot" type="application/json">${scriptSafeJson(boot)}</script>${[...scripts, ...photos].join('')}${styles}`;
    // The page's own title in place of the site's, so it is right before any script runs (and for link previews).
    const title = paint?.title;
    const titled = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : template;
    const page = titled.replace('</head>', () => `${head}</head>`);
    // A function, so that a `$&` in a listing's name is not read as a replacement pattern.
    return paint ? page.replace(ROOT, () => `<div id="root" data-first-paint>${paint.html}</div>`) : page;
  };
}
