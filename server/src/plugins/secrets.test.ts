import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { configPlugin } from './config';
import { secretsPlugin } from './secrets';

async function loadSecrets(dataDir: string, overrides: Record<string, string> = {}) {
  const app = Fastify();
  await app.register(configPlugin, { env: testEnv({ DATA_DIR: dataDir, ...overrides }) });
  await app.register(secretsPlugin);
  await app.ready();
  const secrets = app.secrets;
  await app.close();
  return secrets;
}

describe('secrets kept in DATA_DIR', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'campus-secrets-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates the JWT key and the sandbox payment secret once and reuses them', async () => {
    const first = await loadSecrets(dataDir);
    const second = await loadSecrets(dataDir);
    expect(first.sandboxPaymentSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sandboxPaymentSecret).toBe(first.sandboxPaymentSecret);
    expect(Buffer.from(second.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
  });

  it('adds the sandbox secret to an older file, keeping its JWT key', async () => {
    const jwtSecret = 'k'.repeat(48);
    await writeFile(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret }));
    const secrets = await loadSecrets(dataDir);
    expect(new TextDecoder().decode(secrets.jwtKey)).toBe(jwtSecret);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored).toEqual({ jwtSecret, sandboxPaymentSecret: secrets.sandboxPaymentSecret });
  });

  it('starts after a start killed while writing them: an empty file is replaced, a dead writer’s temp file removed', async () => {
    // An older version wrote the file in place, and a kill at that moment left it empty: every start then failed.
    await writeFile(path.join(dataDir, 'secrets.json'), '');
    // This version writes a temp file first (named after its process: here one that has ended) and links it in.
    const leftover = 'secrets.json.999999999.0badcafe.tmp';
    await writeFile(path.join(dataDir, leftover), '{"jwtSecret":');
    const secrets = await loadSecrets(dataDir);
    expect(secrets.sandboxPaymentSecret.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.sandboxPaymentSecret).toBe(secrets.sandboxPaymentSecret);
    expect(await readdir(dataDir)).toEqual(['secrets.json']);
  });

  it('takes JWT_SECRET and SANDBOX_PAYMENT_SECRET from the environment over the stored ones', async () => {
    const stored = await loadSecrets(dataDir);
    const jwtSecret = 'j'.repeat(40);
    const sandboxSecret = 's'.repeat(40);
    const shared = await loadSecrets(dataDir, { JWT_SECRET: jwtSecret, SANDBOX_PAYMENT_SECRET: sandboxSecret });
    expect(new TextDecoder().decode(shared.jwtKey)).toBe(jwtSecret);
    expect(shared.sandboxPaymentSecret).toBe(sandboxSecret);
    expect(stored.sandboxPaymentSecret).not.toBe(sandboxSecret);
  });
});
