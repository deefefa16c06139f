import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';

/** A message made readable: quoted-printable soft line breaks and escapes undone, the bytes read as UTF-8. */
const readable = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** The mails of a server's outbox (README "E-mail") to `email`, oldest first, made readable. */
async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  // The names start with the server's time, so they sort oldest first.
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails: string[] = [];
  for (const name of names) {
    const text = readable(await readFile(path.join(outbox, name), 'utf8'));
    if (text.includes(`To: ${email}`)) mails.push(text);
  }
  return mails;
}

/**
 * The link to `pathname` (`/reset-password`, `/verify-email`, `/unsubscribe`) in the newest mail to `email` in the
 * outbox of the server whose data directory is `dataDir`, once `count` such mails are there (a server writes a mail
 * after it answers; a notification e-mail leaves with the next minute's sweep: give it a `timeoutMs` to match).
 */
export async function linkFromOutbox(
  dataDir: string,
  email: string,
  pathname: string,
  { count = 1, timeoutMs = 10_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pathname}\\?token=[\\w.%-]+`);
  let links: string[] = [];
  await expect(async () => {
    links = (await mailsTo(dataDir, email)).flatMap((text) => pattern.exec(text)?.[0] ?? []);
    expect(links.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: timeoutMs });
  return links.at(-1) ?? '';
}
