// The machine's ceiling: the server's own Fastify answering a small JSON on one route, nothing else. Run as a
// child process (`startBareFastify`), so it does not share the bench's event loop with autocannon.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BARE_ROUTE = '/ping';

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export function startBareFastify() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare Fastify server stopped before it listened (exit code ${code})`)));
    child.stdout.once('data', (line) => resolve({ origin: String(line).trim(), stop }));
  });
}

async function serve() {
  // fastify is a dependency of the server package, not of the workspace root.
  const Fastify = createRequire(path.join(ROOT, 'server', 'package.json'))('fastify');
  const app = Fastify({ logger: false });
  app.get(BARE_ROUTE, async () => ({ success: true, message: 'pong' }));
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${origin}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
