import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@campus/shared/contract';

/** What an unsubscribe link names: one member and the kinds of e-mail it turns off (one, but for a mail program's one click). */
export interface Unsubscription {
  userId: string;
  kinds: MailKind[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (key: Uint8Array, userId: string, kinds: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kinds}`).digest('base64url');

/**
 * The token of a notification e-mail's unsubscribe link (docs/product-rules.md "E-mail notifications"):
 * `<member id>.<kind>[+<kind>…].<HMAC of both under the server's session key>`. A page link names one kind; the
 * List-Unsubscribe header's names every kind of its e-mail (docs/decisions/0034-notice-digests-and-contact-mail.md).
 * It never expires, as a mail program's one-click unsubscribe expects, and nothing is stored: it can only turn its
 * own kinds on or off for its own member.
 */
export function unsubscribeToken(key: Uint8Array, { userId, kinds }: Unsubscription): string {
  const named = kinds.join('+');
  return `${userId}.${named}.${macOf(key, userId, named)}`;
}

/** The member and kinds a token names, or null for one this server did not make. */
export function readUnsubscribeToken(key: Uint8Array, token: string): Unsubscription | null {
  const [userId, named, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !named || !mac || !UUID.test(userId)) return null;
  const kinds = named.split('+');
  if (!kinds.every((kind) => (MAIL_KINDS as readonly string[]).includes(kind)) || new Set(kinds).size !== kinds.length) return null;
  const expected = Buffer.from(macOf(key, userId, named));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kinds: kinds as MailKind[] } : null;
}
