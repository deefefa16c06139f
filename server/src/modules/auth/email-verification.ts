import type { FastifyRequest } from 'fastify';
import {
  AccountMessageResponseSchema,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFICATION,
  EMAIL_VERIFIED,
  resendTooSoonMessage,
  VERIFY_LINK_INVALID,
  verificationSentMessage,
  VerifyEmailSchema,
  ResendVerificationResponseSchema,
  type AccountMessageResponse,
  type ResendVerificationResponse,
} from '@campus/shared/contract';
import { badRequest } from '../../http-error';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../mail/queue';
import { verifyEmailMail } from '../../mail/templates';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { accountTokensRepository } from './account-tokens';
import { markEmailVerified } from './repository';

const docs = documented('Accounts');
const memberDocs = documented('Accounts', { members: true });
const HOUR_MS = 3_600_000;

/**
 * Queues a mail with a new link to /verify-email for the member, single use, for 24 hours, in `tx` (README "E-mail"),
 * unless one was sent less than EMAIL_VERIFICATION.resendAfterSeconds ago: then answers the time left to wait
 * (docs/product-rules.md "Campus-verified accounts"). The caller kicks the mail queue once `tx` has committed.
 */
export async function queueVerificationLink(
  app: RouteApp,
  request: FastifyRequest,
  tx: Db,
  member: { id: string; name: string; email: string },
): Promise<{ queued: true } | { waitMs: number }> {
  const now = app.clock.now();
  const issued = await accountTokensRepository(app.db).issueAtMostEvery(tx, {
    userId: member.id,
    purpose: 'verify-email',
    now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION.validHours * HOUR_MS),
    gapMs: EMAIL_VERIFICATION.resendAfterSeconds * 1000,
  });
  if (!('token' in issued)) return issued;
  const link = app.mailer.link(request, `/verify-email?token=${issued.token}`);
  await enqueueMail(tx, 'verify-email', verifyEmailMail(member, link, app.campus.name, EMAIL_VERIFICATION.validHours), now);
  return { queued: true };
}

/** `POST /auth/verify-email` (anyone holding a link) and `POST /auth/resend-verification` (the member, once a minute). */
export function emailVerificationRoutes(app: RouteApp) {
  const tokens = accountTokensRepository(app.db);

  const verify = docs("Verify a member's e-mail address with the token of the link mailed to it", {
    body: VerifyEmailSchema,
    response: answers({ 200: AccountMessageResponseSchema }),
  });
  app.post('/verify-email', { config: app.formRateLimit, schema: verify }, async (request) => {
    const now = app.clock.now();
    const userId = await tokens.use(request.body.token, 'verify-email', now);
    if (!userId) throw badRequest(VERIFY_LINK_INVALID);
    await markEmailVerified(app.db, userId, now);
    return { success: true, message: EMAIL_VERIFIED } satisfies AccountMessageResponse;
  });

  const resend = memberDocs('Mail the signed-in member a new verification link (at most one a minute)', {
    response: answers({ 200: ResendVerificationResponseSchema }),
  });
  app.post('/resend-verification', { preHandler: app.authenticate, schema: resend }, async (request, reply) => {
    const { user } = request;
    if (user.verified) return { success: true, message: EMAIL_ALREADY_VERIFIED, verified: true } satisfies ResendVerificationResponse;
    const member = { id: user._id, name: user.name, email: user.email };
    const outcome = await app.db.transaction((tx) => queueVerificationLink(app, request, tx, member));
    if ('waitMs' in outcome) {
      const seconds = Math.ceil(outcome.waitMs / 1000);
      return reply.status(429).header('Retry-After', seconds).send({ success: false, message: resendTooSoonMessage(seconds) });
    }
    void app.mailQueue.kick();
    return { success: true, message: verificationSentMessage(user.email), verified: false } satisfies ResendVerificationResponse;
  });
}
