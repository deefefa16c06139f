// Debian's Chromium as every bench and the e2e tests launch it (Playwright never downloads a browser here).
import { chromium } from '@playwright/test';

/** `CHROMIUM_PATH` when set, otherwise Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless without a sandbox (containers), and nothing that would fetch on its own during a measurement. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
