import {
  ACCOUNT_DELETED,
  ACCOUNT_UPDATED,
  AccountResponseSchema,
  AccountUpdateResponseSchema,
  AccountUpdateSchema,
  AccountMessageResponseSchema,
  ChangePasswordSchema,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DELETE_NEEDS_PASSWORD,
  DELETE_PASSWORD_WRONG,
  DeleteAccountSchema,
  deleteRefusedMessage,
  LoginResponseSchema,
  PASSWORD_UPDATED,
  type AccountMessageResponse,
  type AccountResponse,
  type AccountUpdateResponse,
} from '@campus/shared/contract';
import type { FastifyReply } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { accountRepository } from './account-repository';
import { loginAttemptsRepository } from './login-attempts';
import { hashPassword, verifyPassword } from './passwords';
import type { LoginAnswer } from './routes';

const memberDocs = documented('Accounts', { members: true });
const ACCOUNT_GONE = 'Your account no longer exists.';
const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please try again.';
const ADMIN_NOT_DELETED = "An admin's account cannot be deleted here: it is the site's configured administrator.";

/**
 * Ends the member's sessions below `belowVersion` on every instance once this answer has gone out (README "Live
 * connections"): the browser that made the change holds its new session before its old live connection hears the
 * end of the old one, so it stays logged in.
 */
function endSessionsAfter(app: RouteApp, reply: FastifyReply, userId: string, belowVersion: number | null) {
  reply.raw.once('close', () => app.endSessions({ userId, belowVersion }));
}

/**
 * The Account screen's calls (docs/product-rules.md "Your account"), for the signed-in member: their account; name,
 * phone and "contact me through messages only"; change password (ends every other session); delete the account.
 */
export function accountRoutes(app: RouteApp, loginResponse: LoginAnswer) {
  const accounts = accountRepository(app.db);

  const read = memberDocs("The signed-in member's own account", { response: answers({ 200: AccountResponseSchema }) });
  app.get('/account', { preHandler: app.authenticate, schema: read }, async (request): Promise<AccountResponse> => {
    const account = await accounts.account(request.user._id);
    if (!account) throw notFound(ACCOUNT_GONE);
    return { success: true, account };
  });

  const update = memberDocs('Change name, phone and "contact me through messages only"', {
    body: AccountUpdateSchema,
    response: answers({ 200: AccountUpdateResponseSchema }),
  });
  app.put('/account', { config: app.formRateLimit, preHandler: app.authenticate, schema: update }, async (request): Promise<AccountUpdateResponse> => {
    const { name, phone, messagesOnly } = request.body;
    const changed = await accounts.update(request.user._id, { name, phone, messagesOnly });
    if (!changed) throw notFound(ACCOUNT_GONE);
    return { success: true, message: ACCOUNT_UPDATED, account: changed.account, user: app.campus.session(changed.user) };
  });

  const change = memberDocs('Change (or, for a Google-only account, set) the password; ends every other session and answers a new one', {
    body: ChangePasswordSchema,
    response: answers({ 200: LoginResponseSchema }),
  });
  app.post('/change-password', { config: app.formRateLimit, preHandler: app.authenticate, schema: change }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const row = await accounts.find(request.user._id);
    if (!row) throw notFound(ACCOUNT_GONE);
    // A Google-only account sets its first password without one (docs/product-rules.md "Your account").
    if (row.passwordHash !== null) {
      if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
    }
    const tokenVersion = await accounts.changePassword(row.id, row.passwordHash, await hashPassword(newPassword), app.clock.now());
    if (tokenVersion === null) throw conflict(PASSWORD_CHANGED_MEANWHILE);
    endSessionsAfter(app, reply, row.id, tokenVersion);
    // A lock on guesses at the old password has nothing left to protect (as after a reset).
    await loginAttemptsRepository(app.db).succeeded(row.email);
    // This browser's new session, of the version just set: it goes on while every other ends.
    return loginResponse(app.campus.session({ ...request.user, name: row.name, phone: row.phone }), PASSWORD_UPDATED, tokenVersion);
  });

  const remove = memberDocs('Delete the account: its listings go, its orders, payments and bookings stay on record without the name', {
    body: DeleteAccountSchema,
    response: answers({ 200: AccountMessageResponseSchema }),
  });
  app.post('/delete-account', { config: app.formRateLimit, preHandler: app.authenticate, schema: remove }, async (request, reply) => {
    const row = await accounts.find(request.user._id);
    if (!row) throw notFound(ACCOUNT_GONE);
    if (row.role === 'admin') throw forbidden(ADMIN_NOT_DELETED);
    if (row.passwordHash === null) throw badRequest(DELETE_NEEDS_PASSWORD);
    if (!(await verifyPassword(row.passwordHash, request.body.password))) throw badRequest(DELETE_PASSWORD_WRONG);
    const result = await accounts.remove(row.id, row.passwordHash, app.clock.now());
    if (!result.deleted) {
      if (result.reason === 'in-progress') throw conflict(deleteRefusedMessage(result.open));
      if (result.reason === 'password-changed') throw conflict(PASSWORD_CHANGED_MEANWHILE);
      throw notFound(ACCOUNT_GONE);
    }
    // Every session ends, this one too, with its live connections.
    endSessionsAfter(app, reply, row.id, null);
    return { success: true, message: ACCOUNT_DELETED } satisfies AccountMessageResponse;
  });
}
