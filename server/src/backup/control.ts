import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The running server's local control channel (docs/decisions/0022-backups-of-a-running-site.md): a Unix socket in
 * DATA_DIR/control, a folder only the server's own user may enter, so only that user (the one who could read the
 * data folder anyway) reaches it. It answers one request: the embedded database's dump, for `pnpm db backup`.
 */
export const CONTROL_FOLDER = 'control';
const SOCKET_NAME = 'server.sock';
const DUMP_PATH = '/database-dump';
/** What a Unix socket's path may hold on Linux (sun_path less its terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The socket's path, as short as it can be written: a deep DATA_DIR's absolute path may not fit a socket address,
 * the path relative to the working folder may (the server and the CLI both run from server/).
 */
function socketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, CONTROL_FOLDER, SOCKET_NAME);
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(`the control socket's path ${absolute} is too long for a Unix socket: give DATA_DIR a shorter path`);
}

export interface ControlChannel {
  /** Stops taking requests, waits for one under way, removes the socket. */
  close(): Promise<void>;
}

/** Opens the channel for the server holding DATA_DIR's lock: any socket file there is a dead server's. */
export async function openControlChannel(dataDir: string, dump: () => Promise<Blob>, log: FastifyBaseLogger): Promise<ControlChannel> {
  const address = socketPath(dataDir);
  await mkdir(path.dirname(address), { recursive: true, mode: 0o700 });
  // mkdir's mode is cut by the umask, and an existing folder keeps its own.
  await chmod(path.dirname(address), 0o700);
  await rm(address, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== DUMP_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'Not found' }));
      return;
    }
    dump().then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
        log.info({ bytes: blob.size }, 'the embedded database was dumped for a backup');
      },
      (error: unknown) => {
        log.error({ err: error }, 'the embedded database could not be dumped for a backup');
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: (error as Error).message }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => resolve());
  });
  await chmod(address, 0o600);
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A CLI's kept-alive connection would hold the close up; a dump being sent is waited for.
      server.closeIdleConnections();
      await closed;
      await rm(address, { force: true });
    },
  };
}

/**
 * Asks the server holding DATA_DIR for its database's dump and writes it to `file`. Resolves false when no server
 * answers on the socket (none runs, or it is still starting); rejects when one answers with a failure.
 */
export function requestDump(dataDir: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), method: 'POST', path: DUMP_PATH }, (res) => {
      if (res.statusCode === 200) {
        pipeline(res, createWriteStream(file, { mode: 0o600 })).then(() => resolve(true), reject);
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          // not JSON: the text itself
        }
        reject(new Error(`the running server could not dump its database: ${message}`));
      });
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    req.end();
  });
}
