// The first paint of a page, rendered by the server (README "First paint from the server"). Only an app's
// `src/app/server-render.tsx` imports this: it runs in Node, inside the app's first-paint bundle, never in a page.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// Outside ROUTER_API: a first-paint bundle has a whole router of its own and shares nothing
// (tooling/rspack/router-api.mjs leaves this folder out of its check).
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { setHttpTransport } from '../api/http';
import { primeResponses } from '../api/primed';
import type { FirstPaint, FirstPaintInput, FirstPaintModule } from '../contract';
import { AppProviders } from '../host/app-providers';
import { FirstPaintAnswers } from '../host/first-paint-answers';
import { makeStore } from '../store/make-store';
import { fulfilledQueries } from './fulfilled-queries';

export { fulfilledQueries };

/** Answers only come from the page's primed answers: any other call stays pending, as it would in a browser at first. */
const pending = () => new Promise<never>(() => undefined);

/** What React's server renderer leaves where a Suspense boundary could not be rendered: the browser renders it. */
const CLIENT_RENDERED = '<!--$!-->';

/** A turn of the event loop: the primed answers, which resolve in microtasks, have all settled by then. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The props of the style element ServerStyleSheet makes (attributes, its text, and a nonce the server sets per page). */
type StyleElementProps = Record<string, string> & { dangerouslySetInnerHTML: { __html: string }; nonce?: string };

/**
 * Renders `page` with styled-components' ServerStyleSheet collecting the styles it uses, and hands them over as
 * the style elements the sheet makes (docs/decisions/0039-styled-components.md): their attributes (`data-styled`,
 * `data-styled-version`) and text, the rules with markers naming each component's classes, which styled-components
 * in the browser rehydrates. No nonce: the server sets the page's own on them.
 */
function renderWithStyles(page: ReactElement): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    const styles = sheet.getStyleElement().map(({ props }) => {
      const { dangerouslySetInnerHTML, nonce: _nonce, ...attributes } = props as StyleElementProps;
      return { attributes, css: dangerouslySetInnerHTML.__html };
    });
    return { html, styles };
  } finally {
    sheet.seal();
  }
}

async function renderOnce(app: (input: FirstPaintInput) => ReactElement, input: FirstPaintInput): Promise<FirstPaint> {
  primeResponses(input.responses);
  const restoreTransport = setHttpTransport(pending);
  // A visitor's page: nothing from a browser's storage; its answers are the visitor's ones.
  const store = makeStore();
  const page = () => (
    <AppProviders store={store}>
      <FirstPaintAnswers.Provider value={input.responses}>
        <StaticRouter location={input.url}>{app(input)}</StaticRouter>
      </FirstPaintAnswers.Provider>
    </AppProviders>
  );
  try {
    // Rendering starts the page's calls (their hooks start them while rendering here); the second pass
    // renders what the primed answers brought, with the CSS it uses. A call without an answer shows its
    // loading state, as in a browser.
    renderToString(page());
    await nextTurn();
    let paint = renderWithStyles(page());
    // A lazy part first met in that pass (shown once the answers came) could not be waited for, and React left its
    // boundary to the browser (`<!--$!-->`), which the browser would report as a hydration error: its chunk has
    // loaded by the next turn, so it renders once more, at most twice.
    for (let pass = 0; pass < 2 && paint.html.includes(CLIENT_RENDERED); pass += 1) {
      await nextTurn();
      paint = renderWithStyles(page());
    }
    return { ...paint, queries: fulfilledQueries(store) };
  } finally {
    restoreTransport();
    primeResponses([]);
  }
}

/**
 * An app's first-paint renderer: `app(input)` is what the app renders inside the site's providers and a
 * router at the page's URL. Renders run one at a time: the primed answers and the transport are the
 * bundle's own module state.
 */
export function firstPaintRenderer(app: (input: FirstPaintInput) => ReactElement): FirstPaintModule['render'] {
  let queue: Promise<unknown> = Promise.resolve();
  return (input) => {
    const run = queue.then(() => renderOnce(app, input));
    queue = run.catch(() => undefined);
    return run;
  };
}
