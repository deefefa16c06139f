// @ts-check
// The lint rules that keep the apps off the browser's own APIs where the site has its own way.

const BROWSER_DIALOGS = ['confirm', 'alert', 'prompt'];
const BROWSER_DIALOG_MESSAGE =
  "Ask with the site's own dialog: `const { confirm, dialog } = useConfirm()` from @campus/shared/ui, then render {dialog}. Tell with a toast.";

/** HTTP goes through the site's one axios instance (docs/decisions/0038-axios-as-the-http-client.md): axios only in shared/src/api and mockHttp. */
export const HTTP_MESSAGE = 'Call the API with `http` (or an RTK Query endpoint) from @campus/shared/api: one axios instance for the site.';

/**
 * The browser's own boxes block the page, ignore the theme and cannot be styled for phones: the site asks through
 * its own dialog instead. And no app calls `fetch`: the API is called through the one axios instance.
 */
export const BROWSER_OWN_APIS = {
  files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-globals': ['error', ...BROWSER_DIALOGS.map((name) => ({ name, message: BROWSER_DIALOG_MESSAGE })), { name: 'fetch', message: HTTP_MESSAGE }],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].flatMap((object) => [
        ...BROWSER_DIALOGS.map((property) => ({ object, property, message: BROWSER_DIALOG_MESSAGE })),
        { object, property: 'fetch', message: HTTP_MESSAGE },
      ]),
    ],
  },
};
