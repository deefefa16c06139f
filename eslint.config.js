// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { BROWSER_OWN_APIS, HTTP_MESSAGE } from './eslint-browser.js';
import { OTHER_STYLING, STYLED_COMPONENTS_ONLY } from './eslint-styling.js';

const REMOTES = ['mfe-buy', 'mfe-rent', 'mfe-hire', 'mfe-chat', 'mfe-dashboard'];
const APPS = ['shell', ...REMOTES];

/** Server code in @campus/shared: only an app's first-paint entry may import it (it would put React's server renderer in a page). */
const SERVER_ONLY = {
  group: ['@campus/shared/server-render'],
  message: 'Only src/app/server-render.tsx imports this: it runs on the server (README "First paint from the server").',
};

/** Tests and their helpers (an app's src/testing): they may render the composed app (src/app) to test a screen at its address. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}', '*/src/testing/**/*.{ts,tsx}'];

/**
 * The zones inside an app (docs/architecture.md "Import direction"): a feature imports no other feature; the app's
 * shared folders (src/components, src/config, src/lib, src/testing) import no feature; nothing but src/index.ts
 * (and tests) imports src/app, which composes the features. Zones are folders, resolved from the repository root.
 * @param {string} app
 * @param {boolean} tests whether the zones are those of tests
 */
function appZones(app, tests) {
  const features = readdirSync(new URL(`${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = ['components', 'config', 'lib', 'testing'].map((folder) => `${app}/src/${folder}`);
  return [
    ...features.map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature imports no other feature: move what both need into src/components, src/lib or src/config.',
    })),
    { target: shared, from: `${app}/src/features`, message: "The app's shared folders import no feature." },
    ...(tests ? [] : [{ target: [`${app}/src/features`, ...shared], from: `${app}/src/app`, message: 'Only src/index.ts imports src/app: it composes the features.' }]),
  ];
}

/** @param {boolean} tests */
const zonesRule = (tests) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: APPS.flatMap((app) => appZones(app, tests)) }],
});

const SHARED_PATTERNS = ['@campus/shell', '@campus/shell/*', '@campus/mfe-*', '@campus/server', '@campus/server/*', '**/shell/**', '**/mfe-*/**', '**/server/**'];
const SHARED_MESSAGE = '@campus/shared imports nothing of the apps.';
/** The contract's files without zod schemas, whose values the eager singletons may import. */
const SCHEMA_FREE_CONTRACT = ['api', 'booking-paths', 'campus-time', 'conversation-paths', 'catalogue', 'contact-links', 'first-paint', 'photos', 'realtime', 'remotes', 'timing'];
const SCHEMA_FREE_ONLY = {
  regex: `(^|/)contract(/index)?$|(^|/)contract/(?!(${SCHEMA_FREE_CONTRACT.join('|')})$)[^/]+$`,
  allowTypeImports: true,
  message: `Import a value from a schema-free contract file (${SCHEMA_FREE_CONTRACT.join(', ')}) or only types: the schemas would enter every first page load.`,
};

/** Import-direction rules of docs/architecture.md "Import direction", as restricted import patterns per package. */
const boundaries = (/** @type {string[]} */ patterns, /** @type {string} */ message, serverOnly = true, /** @type {object[]} */ more = [], allowAxios = false) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: patterns, message }, OTHER_STYLING, ...(serverOnly ? [SERVER_ONLY] : []), ...more],
      paths: [
        ...(allowAxios ? [] : [{ name: 'axios', message: HTTP_MESSAGE }]),
        { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use useAppSelector / useAppDispatch from @campus/shared/store.' },
        {
          name: 'react-hot-toast',
          allowTypeImports: true,
          message: 'Toast with `toast` from @campus/shared/ui: it loads react-hot-toast with the first toast, not with every page.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'bench/results/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  BROWSER_OWN_APIS,
  STYLED_COMPONENTS_ONLY,
  // A remote imports @campus/shared and its own folder only: never the shell or another remote.
  ...REMOTES.flatMap((remote) => {
    const patterns = ['@campus/shell', '@campus/shell/*', '@campus/server', '@campus/server/*', '@campus/mfe-*', '**/shell/**', '**/server/**', ...REMOTES.filter((other) => other !== remote).map((other) => `**/${other}/**`)];
    const message = 'A remote imports only @campus/shared and its own files (docs/architecture.md "Import direction").';
    return [
      { files: [`${remote}/**/*.{ts,tsx}`], rules: boundaries(patterns, message) },
      { files: [`${remote}/src/app/server-render.tsx`], rules: boundaries(patterns, message, false) },
    ];
  }),
  ...[true, false].map((serverOnly) => ({
    files: serverOnly ? ['shell/**/*.{ts,tsx}'] : ['shell/src/app/server-render.tsx'],
    rules: boundaries(
      ['@campus/mfe-*', '@campus/server', '@campus/server/*', '**/mfe-*/**', '**/server/**'],
      'The shell reaches remotes only through Module Federation at runtime.',
      serverOnly,
    ),
  })),
  // shared imports nothing of the apps.
  { files: ['shared/**/*.{ts,tsx}'], rules: boundaries(SHARED_PATTERNS, SHARED_MESSAGE) },
  // The singletons the shell loads with every page take values from the contract's schema-free files only: a value
  // from a schema module keeps its zod schemas, and zod, in the first load (docs/architecture.md "Import direction"). Only api imports axios.
  ...[['{store,ui,host}', false], ['api', true]].map(([folders, allowAxios]) => ({
    files: [`shared/src/${folders}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: boundaries(SHARED_PATTERNS, SHARED_MESSAGE, true, [SCHEMA_FREE_ONLY], Boolean(allowAxios)),
  })),
  { files: ['shared/src/testing/mock-http.ts'], rules: boundaries(SHARED_PATTERNS, SHARED_MESSAGE, true, [], true) },
  // shared/src/contract is used by the server: no React, no browser libraries.
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: boundaries(
      ['react', 'react-*', 'react/*', '@reduxjs/*', 'styled-components', 'stylis', 'axios', '../store', '../store/*', '../api', '../api/*', '../ui', '../ui/*', '../host', '../host/*', '../payments', '../payments/*'],
      'The contract is shared with the server: no React or browser code.',
    ),
  },
  // The server uses @campus/shared/contract only.
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: boundaries(
      ['@campus/shared/api', '@campus/shared/store', '@campus/shared/ui', '@campus/shared/host', '@campus/shared/listings', '@campus/shared/payments', '@campus/shared/testing', '@campus/shell', '@campus/mfe-*', '**/shell/**', '**/mfe-*/**', '**/shared/src/**'],
      'The server imports @campus/shared/contract only.',
    ),
  },
  // Zones inside each app, and no import cycles anywhere in the TypeScript sources.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...zonesRule(false),
    },
  },
  // Nothing imports a test or a spec, so none can be in a cycle: no-cycle skips them.
  { files: TEST_FILES, rules: { 'import-x/no-cycle': 'off', ...zonesRule(true) } },
  { files: ['**/*.spec.ts'], rules: { 'import-x/no-cycle': 'off' } },
  // shared/src/ui holds primitives: it imports none of the domain folders of @campus/shared.
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'shared/src/ui',
              from: ['api', 'store', 'host', 'listings', 'payments', 'server-render'].map((folder) => `shared/src/${folder}`),
              message: 'shared/src/ui holds primitives only: domain screens live in @campus/shared/listings and @campus/shared/payments.',
            },
          ],
        },
      ],
    },
  },
  // Every source file and folder is named in kebab-case (a `.test`, `.spec`, `.config` or `.d` suffix aside).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // A file a reader can hold in mind: at most 250 lines a file and 80 a function, tests aside (they read as a list
  // of cases). Past that, a file is split by responsibility (docs/decisions/0015-boundaries-in-lint.md).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**', '**/*.d.ts'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  // The typed hooks are built from the raw ones here, and only here; the same for the toasts.
  {
    files: ['shared/src/store/hooks.ts', 'shared/src/ui/toast.ts', 'shared/src/testing/setup-dom.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  // Every end-to-end test runs under the site's Content-Security-Policy and fails on a violation (README "Security
  // headers"): that check is in the `test` of e2e/tests/fixtures.ts.
  {
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Use `test` from ./fixtures: it fails a test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
);
