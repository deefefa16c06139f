import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAlive } from '../process-alive';

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

const SECRETS_FILE = 'secrets.json';
/** `secrets.json.<pid>.<random>.tmp`: the file being written, before it takes its name. */
const TEMP_FILE = /^secrets\.json\.(\d+)\.[0-9a-f]+\.tmp$/;

/** Temp files of starts killed while writing the secrets (their process is gone, or is this one: a reused pid). */
async function removeTempFiles(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    const pid = TEMP_FILE.exec(name)?.[1];
    if (pid && (Number(pid) === process.pid || !isAlive(Number(pid)))) await rm(path.join(dataDir, name), { force: true });
  }
}

/**
 * Writes `secrets` to `file` whole or not at all, unless `file` exists (`replace` false): written and flushed under a
 * temp name first, then linked (which fails if another process made the file meanwhile) or renamed into place. A start
 * killed while writing the file itself left it empty, and every later start failed on it (README "Running it in
 * production").
 */
async function writeWhole(file: string, secrets: StoredSecrets, replace: boolean): Promise<boolean> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, JSON.stringify(secrets, null, 2), { mode: 0o600, flush: true });
  try {
    await (replace ? rename(temp, file) : link(temp, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(temp, { force: true });
  }
}

async function loadOrCreate(dataDir: string): Promise<StoredSecrets> {
  const file = path.resolve(dataDir, SECRETS_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await removeTempFiles(path.dirname(file));
  try {
    const text = await readFile(file, 'utf8');
    // Empty: left by an older version's start killed while writing it; nothing was ever signed with it.
    const stored = (text.trim() === '' ? {} : JSON.parse(text)) as Partial<StoredSecrets>;
    if (isSecret(stored.jwtSecret)) {
      if (isSecret(stored.sandboxPaymentSecret)) {
        return { jwtSecret: stored.jwtSecret, sandboxPaymentSecret: stored.sandboxPaymentSecret };
      }
      // A file from before the sandbox existed: keep its JWT key (sessions stay valid), add the new secret.
      const upgraded: StoredSecrets = { jwtSecret: stored.jwtSecret, sandboxPaymentSecret: newSecret() };
      await writeWhole(file, upgraded, true);
      return upgraded;
    }
    if (text.trim() === '') await rm(file, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created: StoredSecrets = { jwtSecret: newSecret(), sandboxPaymentSecret: newSecret() };
  // If another process created it meanwhile, keep theirs.
  if (await writeWhole(file, created, false)) return created;
  return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
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
