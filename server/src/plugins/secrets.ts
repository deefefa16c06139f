import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Secrets {
  /** HMAC key of the session JWTs. */
  jwtKey: Uint8Array;
  /** HMAC key of the sandbox payment provider's signatures. */
  sandboxPaymentSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}

interface StoredSecrets {
  jwtSecret: string;
  sandboxPaymentSecret: string;
}

const newSecret = () => randomBytes(48).toString('base64url');
const isSecret = (value: unknown): value is string => typeof value === 'string' && value.length >= 32;

async function loadOrCreate(dataDir: string): Promise<StoredSecrets> {
  const file = path.resolve(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (isSecret(stored.jwtSecret)) {
      if (isSecret(stored.sandboxPaymentSecret)) {
        return { jwtSecret: stored.jwtSecret, sandboxPaymentSecret: stored.sandboxPaymentSecret };
      }
      // A file from before the sandbox existed: keep its JWT key (sessions stay valid), add the new secret.
      const upgraded: StoredSecrets = { jwtSecret: stored.jwtSecret, sandboxPaymentSecret: newSecret() };
      await writeFile(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
      return upgraded;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created: StoredSecrets = { jwtSecret: newSecret(), sandboxPaymentSecret: newSecret() };
  await mkdir(path.dirname(file), { recursive: true });
  // `wx`: if another process created it meanwhile, keep theirs.
  try {
    await writeFile(file, JSON.stringify(created, null, 2), { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  }
}

/**
 * Secrets the embedded default needs are generated on first start and kept in DATA_DIR; `JWT_SECRET` and
 * `SANDBOX_PAYMENT_SECRET` override them (several instances must share both). `ephemeral` keeps them in memory only (tests).
 */
export const secretsPlugin = fp(
  async (app: FastifyInstance, options: { ephemeral?: boolean | undefined }) => {
    const { JWT_SECRET, SANDBOX_PAYMENT_SECRET, DATA_DIR } = app.config;
    const stored = options.ephemeral
      ? { jwtSecret: newSecret(), sandboxPaymentSecret: newSecret() }
      : await loadOrCreate(DATA_DIR);
    app.decorate('secrets', {
      jwtKey: new TextEncoder().encode(JWT_SECRET ?? stored.jwtSecret),
      sandboxPaymentSecret: SANDBOX_PAYMENT_SECRET ?? stored.sandboxPaymentSecret,
    });
  },
  { name: 'secrets', dependencies: ['config'] },
);
