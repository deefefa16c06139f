import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@campus/shared/contract';

/** What an unsubscribe link names: one member and one kind of e-mail. */
export interface Unsubscription {
  userId: string;
  kind: MailKind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (key: Uint8Array, userId: string, kind: MailKind) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * The token of a notification e-mail's unsubscribe link (docs/product-rules.md "E-mail notifications"):
 * `<member id>.<kind>.<HMAC of both under the server's session key>`. It never expires, as a mail program's
 * one-click unsubscribe expects, and nothing is stored: it can only turn its own kind on or off for its own member.
 */
export function unsubscribeToken(key: Uint8Array, { userId, kind }: Unsubscription): string {
  return `${userId}.${kind}.${macOf(key, userId, kind)}`;
}

/** The member and kind a token names, or null for one this server did not make. */
export function readUnsubscribeToken(key: Uint8Array, token: string): Unsubscription | null {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !mac || !UUID.test(userId)) return null;
  if (!(MAIL_KINDS as readonly string[]).includes(kind ?? '')) return null;
  const expected = Buffer.from(macOf(key, userId, kind as MailKind));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind: kind as MailKind } : null;
}
