import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleLoginSchema,
  LoginSchema,
  RegisterSchema,
  type AuthCheckResponse,
  type AuthConfigResponse,
  type LoginResponse,
  type RegisterResponse,
  type SessionUser,
} from '@campus/shared/contract';
import { conflict, HttpError, unauthorized } from '../../http-error';
import {
  createGoogleVerifier,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_UNAVAILABLE,
  type GoogleIdentity,
  GoogleUnavailableError,
} from './google';
import { hashPassword, verifyPassword } from './passwords';
import { createUser, findOrCreateGoogleUser, findUserByEmail, toSessionUser } from './repository';

export const EMAIL_TAKEN = 'Email is already registered in our database!';
export const INVALID_LOGIN = 'Invalid email or password';
export const GOOGLE_EMAIL_LINKED_ELSEWHERE = 'This e-mail address is already linked to a different Google account.';

/** /auth: register, login, Google sign-in, the route guards' checks and the public auth configuration. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifyGoogle = createGoogleVerifier(app.config);

  const loginResponse = async (user: SessionUser, message: string): Promise<LoginResponse> => ({
    success: true,
    message,
    user,
    token: await app.issueSessionToken(user),
  });

  // The schema strips unknown keys, so a `role` in the body never reaches the insert.
  app.post('/register', { config: app.formRateLimit, schema: { body: RegisterSchema } }, async (request, reply) => {
    const { name, email, password, phone } = request.body;
    // Checked first to spare the hashing; the insert still refuses a concurrent duplicate.
    if (await findUserByEmail(app.db, email)) throw conflict(EMAIL_TAKEN);
    const created = await createUser(app.db, { name, email, phone, passwordHash: await hashPassword(password) });
    if (!created) throw conflict(EMAIL_TAKEN);
    const body: RegisterResponse = { success: true, message: 'User registered successfully' };
    return reply.status(201).send(body);
  });

  app.post('/login', { config: app.formRateLimit, schema: { body: LoginSchema } }, async (request) => {
    const { email, password } = request.body;
    const user = await findUserByEmail(app.db, email);
    // Always verify (against a dummy hash when there is no user): same text, similar timing.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) throw unauthorized(INVALID_LOGIN);
    return loginResponse(toSessionUser(user), 'Login successful');
  });

  app.post('/google-login', { config: app.formRateLimit, schema: { body: GoogleLoginSchema } }, async (request, reply) => {
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
    const user = await findOrCreateGoogleUser(app.db, identity);
    if (!user) throw conflict(GOOGLE_EMAIL_LINKED_ELSEWHERE);
    return loginResponse(user, 'Login successful!');
  });

  app.get('/config', async (): Promise<AuthConfigResponse> => ({
    success: true,
    googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
  }));

  // The route guards read `ok`, so their failures carry it next to the usual { success, message }.
  await app.register(async (checks) => {
    checks.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof HttpError)) throw error;
      return reply.status(error.statusCode).send({ ok: false, success: false, message: error.message });
    });
    const ok = async (): Promise<AuthCheckResponse> => ({ ok: true });
    checks.get('/user-auth', { preHandler: [app.authenticate] }, ok);
    checks.get('/admin-auth', { preHandler: [app.authenticate, app.requireAdmin] }, ok);
  });
};
