import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/lib/chromium.mjs';

/** The e2e suite runs the production build, served by `pnpm serve`, on a fresh database. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const ADMIN = { email: 'admin@campus.test', password: 'admin-password-123' };
// The runner and its workers load this file: the folder is made once and handed down through the
// environment, so tests that drive the server's own tools (the release CLI) find the same data.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
export const DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Debian's Chromium, launched as the benches launch it.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'pnpm --dir .. serve',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: '0',
      // Every test browser is the same address; the limit itself is covered by the API tests.
      FORM_RATE_LIMIT: '200',
    },
  },
});
