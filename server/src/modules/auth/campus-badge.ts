import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import type { CampusPolicy } from '../../plugins/auth';

/** What a listing's page says of its owner, and a conversation of its other member, on a campus site: verified or not, and of which campus. */
export interface CampusBadge {
  verified?: boolean;
  campus?: string;
}

/**
 * A member's badge (docs/product-rules.md "Campus-verified accounts"): nothing on a site that takes any address (nobody
 * is verified there, so nobody is badged), else whether their address is verified (`users.email_verified_at` is set;
 * the ADMIN_EMAIL admin's always is) and the campus's name.
 */
export function campusBadge(campus: Pick<CampusPolicy, 'gated' | 'name'>, verified: boolean): CampusBadge {
  return campus.gated ? { verified, campus: campus.name } : {};
}

/** The owner's badge for a listing's own page, as campusBadge says it. */
export async function ownerCampusBadge(app: Pick<FastifyInstance, 'campus' | 'db'>, ownerId: string): Promise<CampusBadge> {
  if (!app.campus.gated) return {};
  const [row] = await app.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, ownerId)).limit(1);
  return campusBadge(app.campus, Boolean(row?.verifiedAt));
}
