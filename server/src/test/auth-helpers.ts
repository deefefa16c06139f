import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type LoginResponse, type SessionUser } from '@campus/shared/contract';
import { beforeAll } from 'vitest';
import type { AccountTokenPurpose } from '../db/schema';
import { accountTokensRepository } from '../modules/auth/account-tokens';
import type { TestApp } from './build-test-app';

/** The admin buildTestApp creates when given ADMIN_ENV as overrides. */
export const TEST_ADMIN = { email: 'admin@campus.test', password: 'admin-secret-123', name: 'Test Admin' } as const;
export const ADMIN_ENV = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  ADMIN_NAME: TEST_ADMIN.name,
} as const;

export interface UserInput {
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** A unique, valid registration body; unique across test files sharing one PostgreSQL database too. */
export function userInput(overrides: Partial<UserInput> = {}): UserInput {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Student ${id}`,
    email: `student-${id}@campus.test`,
    password: 'correct-horse-42',
    phone: '+91 98765 43210',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /auth/register with a fresh user (or the given fields); returns the body sent and the raw response. */
export async function registerUser(app: FastifyInstance, overrides: Partial<UserInput> = {}) {
  const input = userInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: input });
  return { input, response };
}

/** POST /auth/login; fails the test unless it succeeds. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export interface SignedInUser {
  user: SessionUser;
  token: string;
  input: UserInput;
}

/** A newly registered and logged-in user (role user) and their session token. */
export async function signedInUser(app: FastifyInstance, overrides: Partial<UserInput> = {}): Promise<SignedInUser> {
  const { input, response } = await registerUser(app, overrides);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user, token } = await loginAs(app, input.email, input.password);
  return { user, token, input };
}

/** A session token of the TEST_ADMIN account; the app must have been built with ADMIN_ENV. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  return (await loginAs(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
}

/**
 * Inside a `describe`, after useTestApp: a member registered and logged in before its tests (as signedInUser); the
 * object is filled in then, so read its fields in tests and hooks only.
 */
export function useMember(t: TestApp, overrides: Partial<UserInput> = {}): SignedInUser {
  const member = {} as SignedInUser;
  beforeAll(async () => {
    Object.assign(member, await signedInUser(t.app, overrides));
  });
  return member;
}

/** Inside a `describe`, after useTestApp with ADMIN_ENV: the TEST_ADMIN's session token, in `.token` from beforeAll on. */
export function useAdmin(t: TestApp): { token: string } {
  const admin = { token: '' };
  beforeAll(async () => {
    admin.token = await adminToken(t.app);
  });
  return admin;
}

/** A link of `purpose` issued to the member now, valid an hour, as forgot-password or registration would mail it. */
export async function issueLink(app: FastifyInstance, userId: string, purpose: AccountTokenPurpose): Promise<string> {
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + 3_600_000);
  const issued = await app.db.transaction((tx) => accountTokensRepository(app.db).issueAtMostEvery(tx, { userId, purpose, now, expiresAt, gapMs: 0 }));
  if (!('token' in issued)) throw new Error('no link was issued');
  return issued.token;
}
