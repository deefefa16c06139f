// The site's HTTP API as the benches use it: JSON calls, multipart forms, members, and a few requests at a time.

/** Every API path is under this prefix (API_PREFIX in shared/src/contract). */
export const API = '/api/v1';

/**
 * @param {string} origin
 * @param {string} method
 * @param {string} apiPath under /api/v1
 * @param {{ body?: unknown, token?: string, expect?: number[] }} [options] `expect`: the statuses that are a success
 * @returns {Promise<any>} the JSON answer
 */
export async function callJson(origin, method, apiPath, { body, token, expect = [200, 201] } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${origin}${API}${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer(response, `${method} ${apiPath}`, expect);
}

/**
 * A listing form as the site's forms send it: text fields and an optional `photo` file.
 * @param {string} origin  @param {string} apiPath  @param {string} token
 * @param {Record<string, string | number | boolean>} fields
 * @param {Buffer | null} [photo] a JPEG
 */
export async function postForm(origin, apiPath, token, fields, photo = null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (photo) form.append('photo', new Blob([/** @type {BlobPart} */ (photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${origin}${API}${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return answer(response, `POST ${apiPath}`, [201]);
}

/** @param {Response} response  @param {string} what  @param {number[]} expect */
async function answer(response, what, expect) {
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** @param {string} origin  @param {string} email  @param {string} password  @returns {Promise<string>} a session token */
export async function logIn(origin, email, password) {
  const body = await callJson(origin, 'POST', '/auth/login', { body: { email, password } });
  if (!body?.token) throw new Error(`POST /auth/login for ${email} gave no token`);
  return body.token;
}

/**
 * Registers a new member and logs them in (mind the server's FORM_RATE_LIMIT: two form requests each).
 * @param {string} origin  @param {{ name: string, email: string, phone?: string }} member
 * @returns {Promise<string>} a session token
 */
export async function signUp(origin, { name, email, phone = '' }) {
  const password = 'bench-password-42';
  await callJson(origin, 'POST', '/auth/register', { body: { name, email, password, phone }, expect: [201] });
  return logIn(origin, email, password);
}

/**
 * Runs `work` on every item, at most `concurrency` at a time, and keeps the results in the items' order.
 * @template T, R
 * @param {T[]} items  @param {number} concurrency  @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function inParallel(items, concurrency, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
