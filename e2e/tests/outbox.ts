import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';

/** A message of the server's outbox (README "E-mail") made readable: quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/**
 * The first link to `pagePath` (with its `?token=`) in the newest mail to `email` that has one, once the server has
 * written it; waits up to `timeoutMs` (a notification e-mail leaves with the next minute's sweep).
 */
export async function mailLinkFor(email: string, pagePath: string, timeoutMs = 10_000, dataDir = DATA_DIR): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://\\S+${pagePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=[\\w.%-]+`);
  let link: string | undefined;
  await expect(async () => {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const text = readable(await readFile(path.join(outbox, name), 'utf8'));
      if (!text.includes(`To: ${email}`)) continue;
      link = pattern.exec(text)?.[0];
      if (link) break;
    }
    expect(link).toBeDefined();
  }).toPass({ timeout: timeoutMs });
  return link ?? '';
}
