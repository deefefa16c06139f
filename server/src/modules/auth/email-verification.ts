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
import { verifyEmailMail } from '../../mail/templates';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { accountTokensRepository } from './account-tokens';
import { markEmailVerified } from './repository';

const docs = documented('Accounts');
const memberDocs = documented('Accounts', { members: true });
const HOUR_MS = 3_600_000;

/** Mails the member a new link to /verify-email, single use, for 24 hours (docs/product-rules.md "Campus-verified accounts"). */
export async function sendVerificationLink(app: RouteApp, request: FastifyRequest, member: { id: string; name: string; email: string }) {
  const now = app.clock.now();
  const token = await accountTokensRepository(app.db).issue(
    member.id,
    'verify-email',
    now,
    new Date(now.getTime() + EMAIL_VERIFICATION.validHours * HOUR_MS),
  );
  const link = app.mailer.link(request, `/verify-email?token=${token}`);
  app.mailer.sendLater(verifyEmailMail(member, link, app.campus.name, EMAIL_VERIFICATION.validHours));
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
    const last = await tokens.lastIssuedAt(user._id, 'verify-email');
    const waitMs = last ? last.getTime() + EMAIL_VERIFICATION.resendAfterSeconds * 1000 - app.clock.now().getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return reply.status(429).header('Retry-After', seconds).send({ success: false, message: resendTooSoonMessage(seconds) });
    }
    await sendVerificationLink(app, request, { id: user._id, name: user.name, email: user.email });
    return { success: true, message: verificationSentMessage(user.email), verified: false } satisfies ResendVerificationResponse;
  });
}
