import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Secrets {
  /** HMAC key of the session JWTs. */
  jwtKey: Uint8Array;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}

interface StoredSecrets {
  jwtSecret: string;
}

async function loadOrCreate(dataDir: string): Promise<StoredSecrets> {
  const file = path.resolve(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return { jwtSecret: stored.jwtSecret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
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
 * Secrets the embedded default needs are generated on first start and kept in DATA_DIR; `JWT_SECRET`
 * overrides (several instances must share one). `ephemeral` keeps them in memory only (tests).
 */
export const secretsPlugin = fp(
  async (app: FastifyInstance, options: { ephemeral?: boolean | undefined }) => {
    const { JWT_SECRET, DATA_DIR } = app.config;
    const jwtSecret =
      JWT_SECRET ??
      (options.ephemeral ? randomBytes(48).toString('base64url') : (await loadOrCreate(DATA_DIR)).jwtSecret);
    app.decorate('secrets', { jwtKey: new TextEncoder().encode(jwtSecret) });
  },
  { name: 'secrets', dependencies: ['config'] },
);
