import { eq, sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_SENT,
  ForgotPasswordResponseSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  PASSWORD_CHANGED,
  PASSWORD_RESET_MINUTES,
  RESET_LINK_INVALID,
  ResetPasswordSchema,
  type ForgotPasswordResponse,
} from '@campus/shared/contract';
import { users } from '../../db/schema';
import { badRequest } from '../../http-error';
import { enqueueMail } from '../../mail/queue';
import { passwordResetMail } from '../../mail/templates';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { accountTokensRepository } from './account-tokens';
import { loginAttemptsRepository } from './login-attempts';
import { hashPassword } from './passwords';
import { findSessionById, findUserByEmail } from './repository';
import type { LoginAnswer } from './routes';

const docs = documented('Accounts');
const MINUTE_MS = 60_000;
/** One reset mail a minute to an address at most, whoever asks: the form's own limit counts per client address. */
const RESEND_AFTER_MS = MINUTE_MS;

/**
 * `POST /auth/forgot-password` and `POST /auth/reset-password` (docs/product-rules.md "Password reset"): the same
 * answer for every address; a single-use link for an hour; the reset raises the member's token version, which ends
 * every session issued before it, and answers a new one.
 */
export function passwordResetRoutes(app: RouteApp, loginResponse: LoginAnswer) {
  const tokens = accountTokensRepository(app.db);

  const forgot = docs('Ask for a password reset link by e-mail (the same answer whether or not the address has an account)', {
    body: ForgotPasswordSchema,
    response: answers({ 200: ForgotPasswordResponseSchema }),
  });
  app.post('/forgot-password', { config: app.formRateLimit, schema: forgot }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    if (user) {
      const now = app.clock.now();
      const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * MINUTE_MS);
      // The link's token and its mail commit together (README "E-mail"), at most one a minute however many ask at once.
      const queued = await app.db.transaction(async (tx) => {
        const issued = await tokens.issueAtMostEvery(tx, { userId: user.id, purpose: 'password-reset', now, expiresAt, gapMs: RESEND_AFTER_MS });
        if (!('token' in issued)) return false;
        const link = app.mailer.link(request, `/reset-password?token=${issued.token}`);
        await enqueueMail(tx, 'password-reset', passwordResetMail(user, link, PASSWORD_RESET_MINUTES), now);
        return true;
      });
      // Not awaited: the answer must not wait for (or tell of) the mail.
      if (queued) void app.mailQueue.kick();
    }
    return { success: true, message: FORGOT_PASSWORD_SENT } satisfies ForgotPasswordResponse;
  });

  const reset = docs('Set a new password with the token of a reset link; ends every other session and answers a new one', {
    body: ResetPasswordSchema,
    response: answers({ 200: LoginResponseSchema }),
  });
  app.post('/reset-password', { config: app.formRateLimit, schema: reset }, async (request) => {
    const { token, password } = request.body;
    const passwordHash = await hashPassword(password);
    const changed = await app.db.transaction(async (tx) => {
      const now = app.clock.now();
      const owner = await tokens.use(token, 'password-reset', now, tx);
      if (!owner) return null;
      await tokens.retire(owner, 'password-reset', now, tx);
      const [row] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, owner))
        .returning({ tokenVersion: users.tokenVersion });
      return row ? { userId: owner, tokenVersion: row.tokenVersion } : null;
    });
    // Every earlier session ends, live connections included (README "Live connections"); this browser's new one does not.
    if (changed) app.endSessions({ userId: changed.userId, belowVersion: changed.tokenVersion });
    const found = changed ? await findSessionById(app.db, changed.userId) : null;
    if (!changed || !found) throw badRequest(RESET_LINK_INVALID);
    // The owner of the address has chosen a new password: a lock on the old one's guesses has nothing left to protect.
    await loginAttemptsRepository(app.db).succeeded(found.user.email);
    // The session of the version this reset set: a later end of every session ends it too.
    return loginResponse(found.user, PASSWORD_CHANGED, changed.tokenVersion);
  });
}
