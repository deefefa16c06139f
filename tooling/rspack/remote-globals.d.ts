/**
 * The version of the remote this code is built into: `MF_BUILD_VERSION` when set, else the remote's
 * package.json version. Replaced at build time by createAppConfig (tooling/rspack/index.mjs) and in unit
 * tests by vitest.config.ts; the remote's root element shows it as `data-remote-version`.
 */
declare const __REMOTE_VERSION__: string;
