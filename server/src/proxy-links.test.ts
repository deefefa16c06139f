import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userInput } from './test/auth-helpers';
import { linkIn, readOutbox } from './test/outbox';
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from './test/server-process';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md');
const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/**
 * README "Running several instances"'s nginx block, pointed at `upstream` and listening on `port`, made runnable by
 * a user (its own pid file, logs and temp folders under `dir`).
 */
function readmeNginx(dir: string, port: number, upstream: number): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(README, 'utf8'))?.[1];
  if (!block) throw new Error('README has no nginx block');
  const site = block
    .replace(/server\s+[\w.-]+:\d+;/g, '')
    .replace(/upstream (\w+) \{/, `upstream $1 { server 127.0.0.1:${upstream};`)
    .replace(/listen\s+\d+;/, `listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join(' ');
  return `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}\nhttp { access_log off; ${temp}\n${site}\n}\n`;
}

/**
 * Links in mail that follow the request (the embedded database, no PUBLIC_URL) keep the address the member used,
 * port included, behind the README's nginx: the Host it passes on is the client's own (`$http_host`), not nginx's
 * `$host`, which has no port (README "E-mail").
 */
describe.skipIf(!hasNginx)('a reset link asked for through the README\'s nginx', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-proxy-links-'));
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'campus-nginx-'));
  let server: ServerProcess;
  let nginx: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
    const port = await freePort();
    origin = `http://localhost:${port}`;
    writeFileSync(path.join(nginxDir, 'nginx.conf'), readmeNginx(nginxDir, port, server.port));
    nginx = spawn('nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: 'ignore' });
    await waitForHealth(`${origin}/api/v1/health`, 10_000);
  }, 60_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await server?.stop();
  });

  it('keeps the port of the address the member used', async () => {
    const input = userInput();
    const post = (call: string, body: object) =>
      fetch(`${origin}/api/v1/auth/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('register', input)).status).toBe(201);
    expect((await post('forgot-password', { email: input.email })).status).toBe(200);
    const mail = await vi.waitFor(
      async () => {
        const found = (await readOutbox(path.join(dataDir, 'outbox'))).find((message) => message.decoded.includes(`To: ${input.email}`));
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(linkIn(mail.decoded, '/reset-password')).toMatch(new RegExp(`^${origin}/reset-password\\?token=`));
  });
});
