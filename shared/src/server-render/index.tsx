// The first paint of a page, rendered by the server (README "First paint from the server"). Only an app's
// `src/app/server-render.tsx` imports this: it runs in Node, inside the app's first-paint bundle, never in a page.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// Outside ROUTER_API: a first-paint bundle has a whole router of its own and shares nothing
// (tooling/rspack/router-api.mjs leaves this folder out of its check).
import { StaticRouter } from 'react-router-dom';
import { collectStyles } from '../ui/styled';
import { setHttpTransport } from '../api/http';
import { primeResponses } from '../api/primed';
import type { FirstPaint, FirstPaintInput, FirstPaintModule } from '../contract';
import { AppProviders } from '../host/app-providers';
import { FirstPaintAnswers } from '../host/first-paint-answers';
import { makeStore } from '../store/make-store';

/** Answers only come from the page's primed answers: any other call stays pending, as it would in a browser at first. */
const pending = () => new Promise<never>(() => undefined);

/** A turn of the event loop: the primed answers, which resolve in microtasks, have all settled by then. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    const { result: html, css } = collectStyles(() => renderToString(page()));
    return { html, css };
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
