import { writeFileSync } from 'node:fs';

const MINUTE_MS = 60_000;
/** How long a server under load may take to read its clock file again (libfaketime re-reads it once a second). */
const CLOCK_MOVES_WITHIN_MS = 20_000;

/** The server's own time, from the Date header Node's HTTP server stamps on every answer (one-second precision). */
async function serverNow(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/health`);
  await response.arrayBuffer();
  return Date.parse(response.headers.get('date') ?? '');
}

/**
 * Shifts the time a libfaketime server reads (e2e/playwright.config.ts) to `minutes` after the real time, and
 * resolves once the server answers with that time: a page loaded afterwards sees the new time, however long the
 * server took to read its clock file again.
 */
export async function setServerClock(file: string, baseUrl: string, minutes: number): Promise<void> {
  writeFileSync(file, `+${minutes}m\n`);
  const deadline = Date.now() + CLOCK_MOVES_WITHIN_MS;
  for (;;) {
    const offset = (await serverNow(baseUrl)) - Date.now();
    if (Math.abs(offset - minutes * MINUTE_MS) < MINUTE_MS / 2) return;
    if (Date.now() > deadline) throw new Error(`the server's clock is ${Math.round(offset / MINUTE_MS)} min off the real time, not ${minutes}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
