import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The file itself: Node's ES modules do not resolve a folder (the server's bundle leaves nodemailer external).
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Mail } from './templates';

let written = 0;

/** A file name's tail from a subject: lower-case words joined by dashes, at most 40 characters. */
export function slugOf(subject: string): string {
  const slug = subject
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'mail';
}

/**
 * `2026-11-26T16-45-01-123Z-000042-reset-your-password.eml`: the UTC time to the millisecond, then a counter of this
 * process's mails (several in one millisecond keep their order), then the subject, so the newest sorts last.
 */
export function outboxFileName(at: Date, subject: string): string {
  written += 1;
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(written % 1_000_000).padStart(6, '0')}-${slugOf(subject)}.eml`;
}

/**
 * Writes a message as the .eml file an SMTP server would have been given (README "E-mail"), under `dir`, which is
 * made when missing. Returns the file's path.
 */
export async function writeToOutbox(dir: string, from: string, mail: Mail, at: Date): Promise<string> {
  const message = await new MailComposer({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, date: at })
    .compile()
    .build();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxFileName(at, mail.subject));
  // `wx`: a name is never reused, even by another process writing in the same millisecond.
  await writeFile(file, message, { flag: 'wx' });
  return file;
}
