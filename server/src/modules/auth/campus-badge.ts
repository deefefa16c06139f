import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

/** What a listing's page says of its owner on a campus site: verified or not, and of which campus. */
export interface CampusBadge {
  verified?: boolean;
  campus?: string;
}

/**
 * The owner's badge for a listing's own page (docs/product-rules.md "Campus-verified accounts"): nothing on a site that
 * takes any address (nobody is verified there, so nobody is badged), else whether the owner's address is verified.
 */
export async function ownerCampusBadge(app: Pick<FastifyInstance, 'campus' | 'db'>, ownerId: string): Promise<CampusBadge> {
  if (!app.campus.gated) return {};
  const [row] = await app.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, ownerId)).limit(1);
  return { verified: Boolean(row?.verifiedAt), campus: app.campus.name };
}
