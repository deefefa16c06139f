import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess } from './server-process';

/** Debian's nginx (scripts/setup.sh --browser installs it), or NGINX_PATH; null when there is none. */
export function nginxBinary(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter((item): item is string => Boolean(item));
  return candidates.find((binary) => spawnSync(binary, ['-v']).status === 0) ?? null;
}

export interface Balancer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** nginx's master process. */
  pid: number;
  /** nginx's access log so far: the combined format and, last, the instance that answered (`$upstream_addr`). */
  accessLog: () => string;
  stop: () => Promise<void>;
}

/**
 * The README's nginx block ("Running several instances") in front of `servers`, with plain round-robin: its own
 * process, config and temp folders, never the system's service.
 */
export async function startBalancer(binary: string, servers: Pick<ServerProcess, 'port'>[]): Promise<Balancer> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'campus-nginx-'));
  // nginx's workers run as nobody when it is started as root: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, folder));
    chmodSync(path.join(prefix, folder), 0o777);
  }
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $upstream_addr';
  access_log ${prefix}/access.log upstream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream campus { ${servers.map((server) => `server 127.0.0.1:${server.port};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://campus;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${output}${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    accessLog: () => readFileSync(path.join(prefix, 'access.log'), 'utf8'),
    stop: async () => {
      // TERM: nginx's fast shutdown, workers included (a killed master would leave them behind).
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
