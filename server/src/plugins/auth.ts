import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type SessionUser, verifyFirstMessage } from '@campus/shared/contract';
import { forbidden, unauthorized } from '../http-error';
import { ensureAdminAccount } from '../modules/auth/bootstrap';
import { findSessionById, tokenVersionOf } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer session and sets `request.user`; 401 otherwise. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler, after `authenticate`: 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The request's user when it carries a valid session, else null. For routes open to visitors too. */
    identify: (request: FastifyRequest) => Promise<SessionUser | null>;
    /** The user a session token names, loaded from the database; null when invalid, expired or deleted. */
    verifySessionToken: (token: string) => Promise<SessionUser | null>;
    /**
     * A session token of the member, of `tokenVersion` when given (the version read with what the caller checked, so
     * a change committed meanwhile ends it too), else of the member's version now.
     */
    issueSessionToken: (user: Pick<SessionUser, '_id'>, tokenVersion?: number) => Promise<string>;
    /** preHandler, after `authenticate`: 403 for a member whose campus address is not verified yet. */
    requireVerified: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    campus: CampusPolicy;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`: read it only in routes that run behind it. */
    user: SessionUser;
  }
}

/** Who counts as verified (docs/product-rules.md "Campus-verified accounts"). */
export interface CampusPolicy {
  /** CAMPUS_EMAIL_DOMAINS is set: only their addresses register, and members verify theirs. */
  gated: boolean;
  domains: readonly string[];
  name: string;
  /** Is the address one of the campus's (any address when not gated)? */
  allows: (email: string) => boolean;
  /** The member as sessions answer them: verified when the site takes any address. */
  session: (user: SessionUser) => SessionUser;
}

export function campusPolicy(domains: readonly string[], name: string): CampusPolicy {
  const gated = domains.length > 0;
  return {
    gated,
    domains,
    name,
    allows: (email) => !gated || domains.includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase()),
    session: (user) => (gated || user.verified ? user : { ...user, verified: true }),
  };
}

export const SESSION_ALGORITHM = 'HS256';
export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session is invalid or has expired. Please log in again.';
export const ADMIN_ONLY = 'Only administrators can do that.';

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Fail at start-up, not at the first login, when JWT_EXPIRES_IN is not a duration jose understands. */
function checkExpiry(expiresIn: string): void {
  try {
    new SignJWT({}).setExpirationTime(expiresIn);
  } catch {
    throw new Error(`Invalid configuration: JWT_EXPIRES_IN "${expiresIn}" is not a duration such as 7d, 12h or 3600`);
  }
}

/** The session token's claim naming the member's token version (docs/decisions/0019-mail-outbox-and-token-version.md). */
export const VERSION_CLAIM = 'ver';

/**
 * Sessions are HS256 JWTs whose claims that matter are `sub`, the user id, and `ver`, the member's token version.
 * Every check loads the user from the database, so the role always comes from there, a deleted user's tokens stop
 * working, and so do all of a member's tokens once their version is raised (a password reset).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { JWT_EXPIRES_IN, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = app.config;
    const key = app.secrets.jwtKey;
    const campus = campusPolicy(app.config.CAMPUS_EMAIL_DOMAINS, app.config.CAMPUS_NAME);
    checkExpiry(JWT_EXPIRES_IN);

    const issueSessionToken = async (user: Pick<SessionUser, '_id'>, tokenVersion?: number) =>
      new SignJWT({ [VERSION_CLAIM]: tokenVersion ?? (await tokenVersionOf(app.db, user._id)) })
        .setProtectedHeader({ alg: SESSION_ALGORITHM })
        .setSubject(user._id)
        .setIssuedAt()
        .setExpirationTime(JWT_EXPIRES_IN)
        .sign(key);

    const verifySessionToken = async (token: string): Promise<SessionUser | null> => {
      let subject: string | undefined;
      let version: unknown;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [SESSION_ALGORITHM], requiredClaims: ['sub', 'exp'] });
        subject = payload.sub;
        // Tokens issued before versions existed carry none: they belong to version 0.
        version = payload[VERSION_CLAIM] ?? 0;
      } catch (error) {
        // Bad signature, malformed, expired: not a session. Anything else is a bug and must surface.
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
      const found = subject ? await findSessionById(app.db, subject) : null;
      // A password reset raised the member's version: every token issued before it is no session any more. A
      // suspended member has none either (docs/product-rules.md "Reports and suspension").
      return found && !found.suspended && found.tokenVersion === version ? campus.session(found.user) : null;
    };

    const identify = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      return token ? verifySessionToken(token) : null;
    };

    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(LOGIN_REQUIRED);
      const user = await verifySessionToken(token);
      if (!user) throw unauthorized(SESSION_INVALID);
      request.user = user;
    };

    const requireAdmin = async (request: FastifyRequest) => {
      // Without a user `authenticate` did not run before this hook: refuse rather than let it through.
      if (!request.user) throw unauthorized(LOGIN_REQUIRED);
      if (request.user.role !== 'admin') throw forbidden(ADMIN_ONLY);
    };

    const requireVerified = async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized(LOGIN_REQUIRED);
      if (!request.user.verified) throw forbidden(verifyFirstMessage(request.user.email));
    };

    app.decorate('campus', campus);
    app.decorate('requireVerified', requireVerified);
    app.decorate('issueSessionToken', issueSessionToken);
    app.decorate('verifySessionToken', verifySessionToken);
    app.decorate('identify', identify);
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    // Declared up front so every request has the same shape; `authenticate` fills it in.
    app.decorateRequest('user', null as unknown as SessionUser);

    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const admin = await ensureAdminAccount(app.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME });
      app.log.info({ email: admin.email }, 'admin account ready');
    }
  },
  { name: 'auth', dependencies: ['config', 'database', 'secrets'] },
);
