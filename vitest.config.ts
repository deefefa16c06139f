import { defineConfig } from 'vitest/config';

const browserProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    setupFiles: ['../shared/src/testing/setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests assert behaviour, never timings: a screen rendered on a loaded two-core machine may take
    // longer than vitest's default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  // The remotes' build-time version (tooling/rspack/remote-globals.d.ts).
  define: { __REMOTE_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    projects: [
      browserProject('shared'),
      browserProject('shell'),
      browserProject('mfe-buy'),
      browserProject('mfe-rent'),
      browserProject('mfe-hire'),
      browserProject('mfe-chat'),
      browserProject('mfe-dashboard'),
      {
        extends: true,
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
