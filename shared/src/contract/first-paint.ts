/**
 * An API answer the server puts in a page for the page's first call of it (README "How it is put together", A fast first load): the
 * client answers that call from the page (`primeResponses` in @campus/shared/api), and the server renders
 * the page's first paint with it.
 */
export interface PrimedResponse {
  /** The path under /api/v1, with its query string, exactly as the page will ask for it. */
  url: string;
  body: unknown;
  /** The answer a visitor gets, different for a member (a seller's e-mail): used only without a session. */
  anonymousOnly?: boolean;
}

/** What the server asks of a first-paint renderer: the page's URL (path and query) and its primed answers. */
export interface FirstPaintInput {
  url: string;
  responses: readonly PrimedResponse[];
  /** The shell only: the first paint of the area that owns the URL, to put where that area mounts. */
  areaHtml?: string;
}

/**
 * An answer the first paint's render showed, as RTK Query holds it (README "First paint from the server"): the
 * browser puts it in its own cache before it hydrates that markup, so its first render shows the same data.
 */
export interface FirstPaintQuery {
  endpointName: string;
  /** The arguments the page's hook was called with (RTK Query's `originalArgs`). */
  args: unknown;
  data: unknown;
}

/**
 * A style element of a first paint, as styled-components' ServerStyleSheet makes it: its attributes
 * (`data-styled`, `data-styled-version`) and its text (the rules, with the markers styled-components in the
 * browser rehydrates from). The server puts it in the page's head with the page's nonce
 * (docs/decisions/0039-styled-components.md).
 */
export interface FirstPaintStyle {
  attributes: Record<string, string>;
  css: string;
}

/** A first paint: the markup of the page as a visitor first sees it, and the style elements it needs. */
export interface FirstPaint {
  html: string;
  styles: FirstPaintStyle[];
  /** The answers its render showed (its store's fulfilled queries). None from a release built before they were kept. */
  queries?: FirstPaintQuery[];
  /**
   * The page's <title> element as rendered (HTML, escaped), which the server puts in the page's head; the
   * server takes it out of the area's markup (a title in the body names nothing). None from a release built
   * before it was kept.
   */
  title?: string;
}

/**
 * What an app's first-paint bundle exports (`dist/ssr/render.cjs`, built from its `src/app/server-render.tsx`;
 * README "First paint from the server").
 */
export interface FirstPaintModule {
  render(input: FirstPaintInput): Promise<FirstPaint>;
}

/** The folder of a build that holds its first-paint bundle; the server never serves it to browsers. */
export const FIRST_PAINT_DIR = 'ssr';
export const FIRST_PAINT_FILE = 'render.cjs';
