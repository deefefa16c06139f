// One HTTP request whose every ending is an answer: a status with its Retry-After, or the network error
// (connection refused, reset, the client's own timeout), with how long it took. For fault runs, where
// failing requests are what is measured.
import http from 'node:http';

/**
 * @typedef {{ status: number, retryAfter: string | null, error: string | null, ms: number, startedAt: number,
 *   endedAt: number, body: any, reused: boolean, closes: boolean }} Outcome
 *   `status` 0 when no answer came; `error` then names why (ECONNREFUSED, ECONNRESET, TIMEOUT, …);
 *   `reused`: sent on a keep-alive connection an earlier request had opened; `closes`: answered with `Connection: close`
 */

/**
 * @param {string} origin  @param {string} method  @param {string} path
 * @param {{ agent?: http.Agent, token?: string, json?: unknown, form?: Record<string, string | number | boolean>,
 *   photo?: Buffer, timeoutMs?: number }} [options] `photo`: a JPEG sent as the form's `photo` file;
 *   `timeoutMs`: the client gives up (error TIMEOUT)
 * @returns {Promise<Outcome>}
 */
export function send(origin, method, path, { agent, token, json, form, photo, timeoutMs = 20_000 } = {}) {
  /** @type {Record<string, string | number>} */
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  /** @type {Buffer | null} */
  let payload = null;
  if (json !== undefined) {
    payload = Buffer.from(JSON.stringify(json));
    headers['content-type'] = 'application/json';
  } else if (form) {
    const boundary = `----faults${Math.random().toString(36).slice(2)}`;
    const fields = Object.entries(form)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const file = photo
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), photo, Buffer.from('\r\n')]
      : [];
    payload = Buffer.concat([Buffer.from(fields), ...file, Buffer.from(`--${boundary}--\r\n`)]);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  }
  if (payload) headers['content-length'] = payload.length;
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    /** @param {Omit<Outcome, 'ms' | 'startedAt' | 'endedAt' | 'reused' | 'closes'>} result */
    let closes = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const endedAt = performance.now();
      resolve({ ...result, ms: Math.round(endedAt - startedAt), startedAt, endedAt, reused: request.reusedSocket, closes });
    };
    const request = http.request(`${origin}${path}`, { method, headers, agent: agent ?? false }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => finish({ status: 0, retryAfter: null, error: errorCode(error), body: null }));
      response.on('end', () => {
        let body = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString());
        } catch {
          // not JSON
        }
        const retryAfter = response.headers['retry-after'];
        closes = response.headers.connection === 'close';
        finish({ status: response.statusCode ?? 0, retryAfter: retryAfter === undefined ? null : String(retryAfter), error: null, body });
      });
    });
    const timer = setTimeout(() => {
      finish({ status: 0, retryAfter: null, error: 'TIMEOUT', body: null });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: 0, retryAfter: null, error: errorCode(error), body: null }));
    request.end(payload ?? undefined);
  });
}

/** @param {Error & { code?: string }} error */
function errorCode(error) {
  return error.code ?? error.message;
}

/**
 * How a request ended, as one label for the reports: `2xx`, `503+Retry-After`, `503`, `<status>`, or the
 * network error. @param {Outcome} outcome
 */
export function label(outcome) {
  if (outcome.error) return outcome.error;
  if (outcome.status >= 200 && outcome.status < 300) return '2xx';
  if (outcome.status === 503) return outcome.retryAfter ? '503+Retry-After' : '503';
  return String(outcome.status);
}

/** Counts of the labels. @param {Outcome[]} outcomes  @returns {Record<string, number>} */
export function countLabels(outcomes) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const outcome of outcomes) counts[label(outcome)] = (counts[label(outcome)] ?? 0) + 1;
  return counts;
}
