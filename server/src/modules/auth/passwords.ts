import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, Google-only account) it
 * still verifies against a throw-away hash, so the answer takes as long as for a wrong password and
 * the timing does not reveal which e-mails are registered.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
