// HTTP/1.1 pipelining over one raw TCP connection: several requests written at once, their answers read in order.
// Node's http client never pipelines, so the fault bench sends these itself. Every request ends as an Outcome
// (lib/outcome.mjs): its answer, or why none came (ECONNRESET; NO_ANSWER when the server closed the connection
// without answering it; TIMEOUT).
import net from 'node:net';

/**
 * @typedef {{ method: string, path: string, token?: string, json?: unknown }} PipelinedRequest
 * @typedef {import('./outcome.mjs').Outcome} Outcome
 */

/** @param {PipelinedRequest} request  @param {string} host */
function encode(request, host) {
  const body = request.json === undefined ? null : Buffer.from(JSON.stringify(request.json));
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${host}`,
    'Accept: application/json',
    ...(request.token ? [`Authorization: Bearer ${request.token}`] : []),
    ...(body ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
  ].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body ?? Buffer.alloc(0)]);
}

/**
 * One answer off the front of `buffer` (answers here carry Content-Length; none is chunked), or null while incomplete.
 * @param {Buffer} buffer
 * @returns {{ status: number, headers: Record<string, string>, body: string, rest: Buffer } | null}
 */
function parseAnswer(buffer) {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: buffer.subarray(end + 4, end + 4 + length).toString(),
    rest: buffer.subarray(end + 4 + length),
  };
}

/**
 * A client that writes `batch()` (several requests) at once on its connection, waits for their answers, and does it
 * again while `running()`; a connection the server closes is replaced by a new one for the next batch.
 * @param {{ host: string, port: number, batch: () => PipelinedRequest[], running: () => boolean,
 *   record: (outcome: Outcome) => void, timeoutMs?: number }} options
 */
export async function pipeliningClient({ host, port, batch, running, record, timeoutMs = 15_000 }) {
  /** @type {net.Socket | null} */
  let socket = null;
  let carried = 0;
  while (running()) {
    if (!socket || socket.destroyed || !socket.writable) {
      socket = await connect(host, port);
      carried = 0;
      if (!socket) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
    }
    const requests = batch();
    const outcomes = await exchange(socket, requests, host, carried > 0, timeoutMs);
    carried += requests.length;
    for (const outcome of outcomes) record(outcome);
    if (outcomes.some((outcome) => outcome.status === 0 || outcome.closes)) {
      socket.destroy();
      socket = null;
    }
  }
  socket?.destroy();
}

/**
 * @param {string} host  @param {number} port
 * @returns {Promise<net.Socket | null>} null when the connection is refused (recorded by nobody: nothing was sent)
 */
function connect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(null));
  });
}

/**
 * Writes `requests` in one go and reads their answers in order.
 * @param {net.Socket} socket  @param {PipelinedRequest[]} requests  @param {string} host  @param {boolean} reused
 * @param {number} timeoutMs
 * @returns {Promise<Outcome[]>}
 */
function exchange(socket, requests, host, reused, timeoutMs) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    /** @type {Outcome[]} */
    const outcomes = [];
    let buffer = Buffer.alloc(0);
    const done = (/** @type {string | null} */ error) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      clearTimeout(timer);
      const endedAt = performance.now();
      while (outcomes.length < requests.length) {
        outcomes.push({ status: 0, retryAfter: null, error, ms: Math.round(endedAt - startedAt), startedAt, endedAt, body: null, reused, closes: false });
      }
      resolve(outcomes);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let answer = parseAnswer(buffer); answer; answer = parseAnswer(buffer)) {
        buffer = answer.rest;
        const endedAt = performance.now();
        let body = null;
        try {
          body = JSON.parse(answer.body);
        } catch {
          // not JSON
        }
        outcomes.push({
          status: answer.status,
          retryAfter: answer.headers['retry-after'] ?? null,
          error: null,
          ms: Math.round(endedAt - startedAt),
          startedAt,
          endedAt,
          body,
          reused,
          closes: answer.headers.connection === 'close',
        });
        if (outcomes.length === requests.length) return done(null);
      }
    };
    const onError = (/** @type {NodeJS.ErrnoException} */ error) => done(error.code ?? error.message);
    const onClose = () => done('NO_ANSWER');
    const timer = setTimeout(() => done('TIMEOUT'), timeoutMs);
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.write(Buffer.concat(requests.map((request) => encode(request, host))));
  });
}
