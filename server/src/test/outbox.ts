import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeMessage } from './mail-text';

/** The .eml files of an outbox in name order (the newest last), each made readable as the SMTP test server's are. */
export async function readOutbox(dir: string): Promise<Array<{ name: string; decoded: string }>> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      return { name, decoded: decodeMessage(raw) };
    }),
  );
}

/** The first link to `pagePath` (`/reset-password`) in a message, with its query. */
export function linkIn(decoded: string, pagePath: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pagePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`).exec(decoded);
  if (!match) throw new Error(`no ${pagePath} link in the message`);
  return match[0];
}

/**
 * Settles once every mail the app has queued so far has been delivered or has failed its try: the delivery a request
 * kicked off is over (README "E-mail").
 */
export async function mailSettled(app: FastifyInstance): Promise<void> {
  await app.mailQueue.idle();
  await app.mailer.idle();
}
