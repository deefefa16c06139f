import { and, eq, isNull, sql } from 'drizzle-orm';
import { type SessionUser } from '@campus/shared/contract';
import { type Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountTokensRepository } from './account-tokens';

export type UserRow = typeof users.$inferSelect;

/**
 * The member as a session answers them. `verified` is whether the address was verified; a site that takes any
 * address counts everyone as verified (the auth plugin's `campus.session`).
 */
export function toSessionUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role' | 'emailVerifiedAt'>): SessionUser {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role, verified: row.emailVerifiedAt !== null };
}

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** Ids are UUIDs; anything else cannot name a user (and would make PostgreSQL throw). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The member a session names, the token version their sessions must carry (README "Accounts and sign-in"), and
 * whether they are suspended: a suspended member's sessions stop working (docs/product-rules.md "Reports and
 * suspension").
 */
export async function findSessionById(db: Db, id: string): Promise<{ user: SessionUser; tokenVersion: number; suspended: boolean } | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ ...sessionColumns, tokenVersion: users.tokenVersion, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? { user: toSessionUser(row), tokenVersion: row.tokenVersion, suspended: row.suspendedAt !== null } : null;
}

/** The version a new session token of the member carries; 0 for an id that names nobody. */
export async function tokenVersionOf(db: Db, id: string): Promise<number> {
  if (!UUID.test(id)) return 0;
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.tokenVersion ?? 0;
}

/** Raises the member's token version, which ends every session issued before; the new version, or null for nobody. */
export async function raiseTokenVersion(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/** Why the member is suspended, or null when they are not (or there is no such member). */
export async function findSuspensionReason(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ at: users.suspendedAt, reason: users.suspensionReason }).from(users).where(eq(users.id, id)).limit(1);
  return row?.at ? (row.reason ?? '') : null;
}

/** `email` must already be normalised (trimmed, lower-cased) as the contract schemas do. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

export interface NewUser {
  name: string;
  email: string;
  phone?: string;
  passwordHash: string | null;
  googleSubject?: string;
}

/**
 * Creates a user with role `user` (the role is never taken from the caller). Returns null when the
 * e-mail (or Google subject) is already taken, including when a concurrent request won the race:
 * `on conflict do nothing` turns the unique violation into "no row".
 */
export async function createUser(db: Db, user: NewUser): Promise<SessionUser | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'user' })
    .onConflictDoNothing()
    .returning(sessionColumns);
  return row ? toSessionUser(row) : null;
}

/**
 * Makes sure the configured admin account exists with role admin and the configured password, in
 * one statement so two instances starting at once cannot both insert it.
 */
export async function upsertAdmin(
  db: Db,
  admin: { name: string; email: string; passwordHash: string },
): Promise<SessionUser> {
  const [row] = await db
    .insert(users)
    .values({ ...admin, role: 'admin', emailVerifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: users.email,
      // The configured admin counts as verified whatever its domain (docs/product-rules.md "Campus-verified accounts").
      set: { role: 'admin', passwordHash: sql`excluded.password_hash`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` },
    })
    .returning(sessionColumns);
  if (!row) throw new Error('The admin account could not be created');
  return toSessionUser(row);
}

/** Who a Google sign-in signed in, and what it changed. */
export interface GoogleSignIn {
  user: SessionUser;
  /**
   * The member's token version when this sign-in ended every earlier session: it landed on an account whose address
   * was never verified and had a password, which it removed (docs/product-rules.md "Google sign-in"). Null otherwise.
   */
  sessionsEndedBelow: number | null;
}

/**
 * Links a Google subject to an account that has none yet, in one transaction; null when the account has one by now (a
 * concurrent sign-in linked it). Whoever set a password on an address they never verified did not prove it was theirs:
 * when Google, who has, lands on such an account, the password goes, the token version rises (every earlier session
 * ends), the links mailed to the address and still unused stop working, and the address counts as verified when the
 * site counts it (`verifiesAddress`: a campus site, a campus address).
 */
async function linkGoogleSubject(db: Db, userId: string, subject: string, { now, verifiesAddress }: GoogleLinkOptions): Promise<GoogleSignIn | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.googleSubject)))
      .for('update');
    if (!row) return null;
    const takeover = row.passwordHash !== null && row.emailVerifiedAt === null;
    const [linked] = await tx
      .update(users)
      .set(
        takeover
          ? { googleSubject: subject, passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: verifiesAddress ? now : null }
          : { googleSubject: subject },
      )
      .where(eq(users.id, userId))
      .returning({ ...sessionColumns, tokenVersion: users.tokenVersion });
    if (!linked) return null;
    if (takeover) await accountTokensRepository(db).retireAll(userId, now, tx);
    return { user: toSessionUser(linked), sessionsEndedBelow: takeover ? linked.tokenVersion : null };
  });
}

export interface GoogleLinkOptions {
  /** The app's clock now: when the address was verified and the links retired. */
  now: Date;
  /** Whether the site counts the address as verified once Google has (every address, or a campus one on a campus site). */
  verifiesAddress: boolean;
}

/**
 * The account of a Google identity: the one linked to its subject, else the one with its (verified)
 * e-mail, which gets the subject linked (see linkGoogleSubject), else a new user without a password. Null when the
 * e-mail's account is already linked to a different Google subject. A lost race with a concurrent sign-in of the
 * same person (insert or link found nothing to do) simply looks again.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  identity: { subject: string; email: string; name: string },
  options: GoogleLinkOptions,
): Promise<GoogleSignIn | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const bySubject = await findUserByGoogleSubject(db, identity.subject);
    if (bySubject) return { user: toSessionUser(bySubject), sessionsEndedBelow: null };
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      // Linked meanwhile by a concurrent sign-in of the same person: theirs. Linked to another Google account: not.
      if (byEmail.googleSubject === identity.subject) return { user: toSessionUser(byEmail), sessionsEndedBelow: null };
      if (byEmail.googleSubject) return null;
      const linked = await linkGoogleSubject(db, byEmail.id, identity.subject, options);
      if (linked) return linked;
      continue;
    }
    const created = await createUser(db, {
      name: identity.name,
      email: identity.email,
      passwordHash: null,
      googleSubject: identity.subject,
    });
    if (created) return { user: created, sessionsEndedBelow: null };
  }
  throw new Error('The Google account could not be resolved after repeated conflicts');
}

/** Marks the member's address verified (kept as it was when it already is). */
export async function markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}
