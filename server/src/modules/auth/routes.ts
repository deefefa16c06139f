import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthCheckFailureSchema,
  AuthCheckResponseSchema,
  AuthConfigResponseSchema,
  campusAddressesOnlyMessage,
  GOOGLE_LOGIN_SUCCESS,
  GOOGLE_PASSWORD_REMOVED,
  GoogleLoginSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterResponseSchema,
  RegisterSchema,
  type AuthCheckResponse,
  type LoginResponse,
  type RegisterResponse,
  type SessionUser,
  suspendedMessage,
} from '@campus/shared/contract';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import {
  createGoogleVerifier,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_UNAVAILABLE,
  type GoogleIdentity,
  GoogleUnavailableError,
} from './google';
import { accountRoutes } from './account-routes';
import { loginAttemptsRepository } from './login-attempts';
import { emailVerificationRoutes, queueVerificationLink } from './email-verification';
import { passwordResetRoutes } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { signOutEverywhereRoute } from './sign-out-everywhere';
import {
  createUser,
  findOrCreateGoogleUser,
  findSuspensionReason,
  findUserByEmail,
  findUserByGoogleSubject,
  markEmailVerified,
  toSessionUser,
} from './repository';

export const EMAIL_TAKEN = 'Email is already registered in our database!';
export const INVALID_LOGIN = 'Invalid email or password';
export const GOOGLE_EMAIL_LINKED_ELSEWHERE = 'This e-mail address is already linked to a different Google account.';

/** The answer while an address's password login is locked (README "Accounts and sign-in"). */
export function accountLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Password login to this account is locked: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const docs = documented('Accounts');
const memberDocs = documented('Accounts', { members: true });

/**
 * /auth: register, login, Google sign-in, password reset, sign out everywhere, the member's own account, the route
 * guards' checks and the public auth configuration.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginResponse: LoginAnswer = async (user, message, tokenVersion) => {
    // A suspended member is told why, and gets no session (docs/product-rules.md "Reports and suspension").
    const suspension = await findSuspensionReason(app.db, user._id);
    if (suspension !== null) throw forbidden(suspendedMessage(suspension));
    return { success: true, message, user: app.campus.session(user), token: await app.issueSessionToken(user, tokenVersion) };
  };
  registerRoute(app);
  loginRoute(app, loginResponse);
  googleLoginRoute(app, loginResponse);
  passwordResetRoutes(app, loginResponse);
  signOutEverywhereRoute(app);
  accountRoutes(app, loginResponse);
  emailVerificationRoutes(app);
  app.get(
    '/config',
    {
      schema: docs("What the sign-in screens offer (Google sign-in only with a client id) and, on a campus site, the campus's e-mail domains", {
        response: answers({ 200: AuthConfigResponseSchema }),
      }),
    },
    async () => ({
      success: true as const,
      googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
      campus: app.campus.gated ? { name: app.campus.name, domains: [...app.campus.domains] } : null,
    }),
  );
  await app.register(guardChecks);
};

/**
 * A signed-in member's answer: the session user and a new session token, of `tokenVersion` when given (the version
 * read with the password that was checked), else of the member's version now.
 */
export type LoginAnswer = (user: SessionUser, message: string, tokenVersion?: number) => Promise<LoginResponse>;

// The schema strips unknown keys, so a `role` in the body never reaches the insert.
function registerRoute(app: RouteApp) {
  app.post(
    '/register',
    { config: app.formRateLimit, schema: docs('Create an account', { body: RegisterSchema, response: answers({ 201: RegisterResponseSchema }) }) },
    async (request, reply) => {
      const { name, email, password, phone } = request.body;
      if (!app.campus.allows(email)) throw badRequest(campusAddressesOnlyMessage(app.campus.domains));
      // Checked first to spare the hashing; the insert still refuses a concurrent duplicate.
      if (await findUserByEmail(app.db, email)) throw conflict(EMAIL_TAKEN);
      const passwordHash = await hashPassword(password);
      // On a campus site the account and its verification mail commit together (README "E-mail").
      const created = await app.db.transaction(async (tx) => {
        const user = await createUser(tx, { name, email, phone, passwordHash });
        if (user && app.campus.gated) await queueVerificationLink(app, request, tx, { id: user._id, name, email });
        return user;
      });
      if (!created) throw conflict(EMAIL_TAKEN);
      let message = 'User registered successfully';
      if (app.campus.gated) {
        void app.mailQueue.kick();
        message = `User registered successfully. We have sent a link to ${email}: open it to verify your address.`;
      }
      const body: RegisterResponse = { success: true, message };
      return reply.status(201).send(body);
    },
  );
}

const refuseLocked = (reply: FastifyReply, retryAfterSeconds: number) =>
  reply.status(429).header('Retry-After', retryAfterSeconds).send({ success: false, message: accountLockedMessage(retryAfterSeconds) });

function loginRoute(app: RouteApp, loginResponse: LoginAnswer) {
  const attempts = loginAttemptsRepository(app.db);
  const login = docs('Sign in with e-mail and password', { body: LoginSchema, response: answers({ 200: LoginResponseSchema }) });
  app.post('/login', { config: app.formRateLimit, schema: login }, async (request, reply) => {
    const { email, password } = request.body;
    // Under the per-address ceiling, a budget per address and account (README "Accounts and sign-in"): one campus
    // address signs in for many students, each to their own account.
    if (await app.loginAccountRateLimit(request, reply, email)) return reply;
    // Beside the per-address limits, a per-account one (README "Accounts and sign-in"): counted before the password
    // is checked, for registered and unknown addresses alike, so a lock tells nobody whether an account exists.
    const attempt = await attempts.begin(email);
    if (!attempt.allowed) return refuseLocked(reply, attempt.retryAfterSeconds);
    const user = await findUserByEmail(app.db, email);
    // Always verify (against a dummy hash when there is no user): same text, similar timing.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (user && matches) {
      await attempts.succeeded(email);
      // The version read with the password: should a reset or a Google sign-in remove that password meanwhile, the
      // session ends with the others (README "Accounts and sign-in").
      return loginResponse(toSessionUser(user), 'Login successful', user.tokenVersion);
    }
    await attempts.forgetExpired();
    // The check that reached the limit failed: the address is locked from now on, and the caller is told so.
    if (attempt.last) return refuseLocked(reply, await attempts.lockedSeconds(email));
    throw unauthorized(INVALID_LOGIN);
  });
}

function googleLoginRoute(app: RouteApp, loginResponse: LoginAnswer) {
  const verifyGoogle = createGoogleVerifier(app.config);
  const googleLogin = docs('Sign in with a Google credential (when GOOGLE_CLIENT_ID is set)', {
    body: GoogleLoginSchema,
    response: answers({ 200: LoginResponseSchema }),
  });
  app.post('/google-login', { config: app.formRateLimit, schema: googleLogin }, async (request, reply) => {
    // 503s are answered here: the error handler would replace their message with a generic one.
    if (!verifyGoogle) return reply.status(503).send({ success: false, message: GOOGLE_NOT_CONFIGURED });
    let identity: GoogleIdentity;
    try {
      identity = await verifyGoogle(request.body.token);
    } catch (error) {
      if (!(error instanceof GoogleUnavailableError)) throw error;
      request.log.error({ err: error.cause }, 'the Google key set could not be fetched');
      return reply.status(503).send({ success: false, message: GOOGLE_UNAVAILABLE });
    }
    const campusAddress = app.campus.allows(identity.email);
    // Google must not open a way around registration's campus addresses: only an account that exists may sign in with another.
    if (!campusAddress && !(await findUserByGoogleSubject(app.db, identity.subject)) && !(await findUserByEmail(app.db, identity.email))) {
      throw badRequest(campusAddressesOnlyMessage(app.campus.domains));
    }
    // Google has verified the address (the verifier refuses others); on a campus site it counts when it is a campus one.
    const signIn = await findOrCreateGoogleUser(app.db, identity, { now: app.clock.now(), verifiesAddress: campusAddress });
    if (!signIn) throw conflict(GOOGLE_EMAIL_LINKED_ELSEWHERE);
    const { user, sessionsEndedBelow } = signIn;
    if (sessionsEndedBelow !== null) {
      // A stranger's password was removed (docs/product-rules.md "Google sign-in"): their live connections end too.
      app.endSessions({ userId: user._id, belowVersion: sessionsEndedBelow });
      return loginResponse(user, GOOGLE_PASSWORD_REMOVED, sessionsEndedBelow);
    }
    if (app.campus.gated && campusAddress && !user.verified) {
      await markEmailVerified(app.db, user._id, app.clock.now());
      return loginResponse({ ...user, verified: true }, GOOGLE_LOGIN_SUCCESS);
    }
    return loginResponse(user, GOOGLE_LOGIN_SUCCESS);
  });
}

// The route guards read `ok`, so their failures carry it next to the usual { success, message }.
const guardChecks: FastifyPluginAsyncZod = async (checks) => {
  checks.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) throw error;
    return reply.status(error.statusCode).send({ ok: false, success: false, message: error.message });
  });
  const ok = async (): Promise<AuthCheckResponse> => ({ ok: true });
  const response = { 200: AuthCheckResponseSchema, '4xx': AuthCheckFailureSchema, '5xx': AuthCheckFailureSchema };
  const check = (summary: string) => ({ schema: memberDocs(summary, { response }) });
  checks.get('/user-auth', { preHandler: [checks.authenticate], ...check('Is the token a valid session?') }, ok);
  checks.get('/admin-auth', { preHandler: [checks.authenticate, checks.requireAdmin], ...check("Is the token an admin's session?") }, ok);
};
