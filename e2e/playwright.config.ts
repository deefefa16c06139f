import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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

/**
 * A second server whose clock the `*.clock.spec.ts` tests move on (a service slot that is over, a deadline that has
 * passed): libfaketime from Debian's packages (scripts/setup.sh installs it) shifts the time the server process reads
 * by the offset written in CLOCK_FILE (`+0`, `+3h`), read again at most once a second; timers keep running on the
 * real monotonic clock. Only that server's time moves; the site of every other test keeps the real time.
 */
const CLOCK_PORT = PORT + 1;
export const CLOCK_URL = `http://127.0.0.1:${CLOCK_PORT}`;
process.env.E2E_CLOCK_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'campus-e2e-clock-'));
export const CLOCK_FILE = path.join(process.env.E2E_CLOCK_DATA_DIR, 'faketime');
if (!existsSync(CLOCK_FILE)) writeFileSync(CLOCK_FILE, '+0\n');
const LIBFAKETIME = process.env.LIBFAKETIME ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * A third server for the `*.campus.spec.ts` tests: a campus site (docs/product-rules.md "Campus-verified accounts") that
 * takes CAMPUS.domains only and mails its verification links to the outbox of its own data directory. It runs under
 * libfaketime too, so a test can move its clock past the minute between two verification links.
 */
const CAMPUS_PORT = PORT + 2;
export const CAMPUS_URL = `http://127.0.0.1:${CAMPUS_PORT}`;
export const CAMPUS = { name: 'Campus Test University', domains: ['campus.test'] };
process.env.E2E_CAMPUS_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'campus-e2e-campus-'));
export const CAMPUS_DATA_DIR = process.env.E2E_CAMPUS_DATA_DIR;
export const CAMPUS_CLOCK_FILE = path.join(CAMPUS_DATA_DIR, 'faketime');
if (!existsSync(CAMPUS_CLOCK_FILE)) writeFileSync(CAMPUS_CLOCK_FILE, '+0\n');

/** What libfaketime needs to shift a server's clock by the offset in `file`. */
const fakeTime = (file: string) => ({
  LD_PRELOAD: LIBFAKETIME,
  FAKETIME_TIMESTAMP_FILE: file,
  FAKETIME_CACHE_DURATION: '1',
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
});

/** What every server is started with. */
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_DATA: '0',
  // Every test browser is the same address, and the admin signs in many times a minute; the limits themselves are
  // covered by the API tests.
  FORM_RATE_LIMIT: '1000',
  LOGIN_ACCOUNT_RATE_LIMIT: '1000',
};

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
  projects: [
    { name: 'site', testIgnore: [/\.clock\.spec\.ts$/, /\.campus\.spec\.ts$/] },
    { name: 'clock', testMatch: /\.clock\.spec\.ts$/, use: { baseURL: CLOCK_URL } },
    { name: 'campus', testMatch: /\.campus\.spec\.ts$/, use: { baseURL: CAMPUS_URL } },
  ],
  webServer: [
    {
      command: 'pnpm --dir .. serve',
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR },
    },
    {
      command: 'pnpm --dir .. serve',
      url: `${CLOCK_URL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(CLOCK_PORT),
        DATA_DIR: process.env.E2E_CLOCK_DATA_DIR,
        ...fakeTime(CLOCK_FILE),
      },
    },
    {
      command: 'pnpm --dir .. serve',
      url: `${CAMPUS_URL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(CAMPUS_PORT),
        DATA_DIR: CAMPUS_DATA_DIR,
        CAMPUS_EMAIL_DOMAINS: CAMPUS.domains.join(','),
        CAMPUS_NAME: CAMPUS.name,
        ...fakeTime(CAMPUS_CLOCK_FILE),
      },
    },
  ],
});
