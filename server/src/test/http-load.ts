import { type Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import sharp from 'sharp';

/**
 * How one request of a load ended: an answer (its status, whether it said `Connection: close`), or why none came
 * (ECONNREFUSED, ECONNRESET, NO_ANSWER when the server closed the connection without answering it, TIMEOUT).
 */
export interface Ending {
  what: string;
  startedAt: number;
  status: number;
  retryAfter: string | null;
  closes: boolean;
  error: string | null;
  /** Sent on a connection an earlier request had opened. */
  reused: boolean;
  /** A create's listing name, to look for in the database. */
  name?: string;
}

export interface Sent {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  /** Multipart form fields, with `photo` as the form's file. */
  form?: Record<string, string>;
  photo?: Buffer;
}

const CRLF = '\r\n';

/** A multipart/form-data body: text fields and an optional photo (a JPEG). */
export function multipartBody(fields: Record<string, string>, photo?: Buffer): { body: Buffer; type: string } {
  const boundary = `----drain${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(
    ([name, value]) => Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`),
  );
  if (photo) {
    parts.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="photo"; filename="photo.jpg"${CRLF}Content-Type: image/jpeg${CRLF}${CRLF}`));
    parts.push(photo, Buffer.from(CRLF));
  }
  parts.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** The bytes and headers of `sent`. */
function encode(sent: Sent): { body: Buffer | null; headers: Record<string, string> } {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (sent.token) headers.authorization = `Bearer ${sent.token}`;
  let body: Buffer | null = null;
  if (sent.json !== undefined) {
    body = Buffer.from(JSON.stringify(sent.json));
    headers['content-type'] = 'application/json';
  } else if (sent.form) {
    const form = multipartBody(sent.form, sent.photo);
    body = form.body;
    headers['content-type'] = form.type;
  }
  if (body) headers['content-length'] = String(body.length);
  return { body, headers };
}

/** The request as bytes on the wire, for a raw connection. */
export function rawRequest(sent: Sent): Buffer {
  const { body, headers } = encode(sent);
  const head = [`${sent.method} ${sent.path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.concat([Buffer.from(head.join(CRLF) + CRLF + CRLF), body ?? Buffer.alloc(0)]);
}

/** `sent` through Node's client on a keep-alive `agent`; never throws. */
export function send(port: number, agent: Agent, what: string, sent: Sent): Promise<Ending> {
  const { body, headers } = encode(sent);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const end = (ending: Omit<Ending, 'what' | 'startedAt' | 'reused'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ what, startedAt, reused: request.reusedSocket, ...ending });
    };
    const request = httpRequest({ host: '127.0.0.1', port, method: sent.method, path: sent.path, headers, agent }, (response) => {
      response.resume();
      response.on('error', (error: NodeJS.ErrnoException) => end({ status: 0, retryAfter: null, closes: false, error: error.code ?? error.message }));
      response.on('end', () =>
        end({
          status: response.statusCode ?? 0,
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          closes: response.headers.connection === 'close',
          error: null,
        }),
      );
    });
    const timer = setTimeout(() => {
      end({ status: 0, retryAfter: null, closes: false, error: 'TIMEOUT' });
      request.destroy();
    }, 20_000);
    request.on('error', (error: NodeJS.ErrnoException) => end({ status: 0, retryAfter: null, closes: false, error: error.code ?? error.message }));
    request.end(body ?? undefined);
  });
}

/** One answer off the front of `buffer` (the server's JSON answers carry Content-Length), or null while incomplete. */
function parseAnswer(buffer: Buffer): { status: number; headers: Record<string, string>; rest: Buffer } | null {
  const end = buffer.indexOf(CRLF + CRLF);
  if (end < 0) return null;
  const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split(CRLF);
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, rest: buffer.subarray(end + 4 + length) };
}

/**
 * A raw connection whose requests are written as the test says (pipelined, or a body in pieces) and whose answers
 * are read in order: `answers(n)` resolves with the endings of the first `n` requests written on it.
 */
export async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  const startedAt = performance.now();
  const received: Ending[] = [];
  let buffer: Buffer = Buffer.alloc(0);
  let failure: string | null = null;
  let closed = false;
  const wake: (() => void)[] = [];
  const notify = () => wake.splice(0).forEach((resolve) => resolve());
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let answer = parseAnswer(buffer); answer; answer = parseAnswer(buffer)) {
      buffer = answer.rest;
      received.push({
        what: 'raw',
        startedAt,
        status: answer.status,
        retryAfter: answer.headers['retry-after'] ?? null,
        closes: answer.headers.connection === 'close',
        error: null,
        reused: received.length > 0,
      });
    }
    notify();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    failure = error.code ?? error.message;
    notify();
  });
  socket.on('close', () => {
    closed = true;
    notify();
  });
  return {
    write: (bytes: Buffer | string) => socket.write(bytes),
    answers: async (count: number, what: string): Promise<Ending[]> => {
      while (received.length < count && !closed && !failure) await new Promise<void>((resolve) => wake.push(resolve));
      const missing = Array.from({ length: Math.max(0, count - received.length) }, (): Ending => ({
        what,
        startedAt,
        status: 0,
        retryAfter: null,
        closes: false,
        error: failure ?? 'NO_ANSWER',
        // On a connection that had been answered before (open), or on a new one.
        reused: received.length > 0,
      }));
      return [...received.slice(0, count).map((ending) => ({ ...ending, what })), ...missing];
    },
    destroy: () => socket.destroy(),
  };
}

/** A phone-sized photo that does not compress: its upload takes a while, as a real one does. */
export function noisyPhoto(width = 900, height = 700): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
