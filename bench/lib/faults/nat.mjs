// Scenario "nat": a campus behind one public address (issue 27, README "Accounts and sign-in"). A lecture hall of
// students, every one from 127.0.0.1, registers, logs in and opens a live connection within one minute, against the
// server's default limits (no FORM_RATE_LIMIT, LOGIN_ACCOUNT_RATE_LIMIT or SOCKET_LIMIT_PER_IP set), on the embedded
// database and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, removeFolder, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { openSiteSocket, SOCKET_ERRORS } from '../site-socket.mjs';
import { stats } from '../stats.mjs';

/** The window the whole hall must get through: the per-address budgets are counted per minute. */
export const WINDOW_MS = 60_000;
const PASSWORD = 'nat-bench-password-42';
/** The limits the server is started without, so that their defaults apply. */
const LIMIT_SETTINGS = ['FORM_RATE_LIMIT', 'LOGIN_ACCOUNT_RATE_LIMIT', 'SOCKET_LIMIT_PER_IP', 'SOCKET_LIMIT_PER_MEMBER'];

/** The servers get the bench's environment: none of the limits may be set in it, so that their defaults apply. */
export function requireDefaultLimits() {
  const inherited = LIMIT_SETTINGS.filter((name) => process.env[name] !== undefined);
  if (inherited.length) throw new Error(`unset ${inherited.join(', ')}: the scenario runs with the server's default limits`);
}

/**
 * @typedef {{ status: number, ms: number, limit: number | null, remaining: number | null, retryAfterS: number | null,
 *   message: string | null, body: any, tries: number[] }} Answer  `ms`: the last try's; `tries`: every try's status
 * @typedef {{ register: Answer, login?: Answer, live?: import('../site-socket.mjs').Opened & { tries: (string | null)[] } }} Student
 */

/**
 * @param {{ root: string, students: number, arrivalMs: number, log: (line: string) => void }} options
 *   `arrivalMs`: the students start one after the other over this long (a hall opening the site together)
 */
export async function campusNat({ root, students, arrivalMs, log }) {
  const runs = [];
  for (const database of /** @type {const} */ (['pglite', 'postgres'])) {
    runs.push(await oneHall({ root, database, students, arrivalMs, log }));
  }
  return { students, arrivalMs, windowMs: WINDOW_MS, address: '127.0.0.1', runs };
}

/**
 * One hall on a fresh server of its own.
 * @param {{ root: string, database: 'pglite' | 'postgres', students: number, arrivalMs: number, log: (line: string) => void }} options
 */
async function oneHall({ root, database, students, arrivalMs, log }) {
  const dataDir = tempFolder();
  const db = database === 'postgres' ? createDatabase('nat') : null;
  /** @type {Record<string, string>} */
  const env = { DEMO_DATA: 'false', ...(db ? { DATABASE_URL: db.url() } : {}) };
  requireDefaultLimits();
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    ({ server } = await startReady({ root, dataDir, port: await freePort(), env }));
    const origin = server.origin;
    const tag = randomBytes(3).toString('hex');
    const t0 = performance.now();
    const hall = await Promise.all(
      Array.from({ length: students }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * arrivalMs) / students));
        return oneStudent(origin, `nat-${tag}-${index}@campus.test`, index);
      }),
    );
    const elapsedMs = Math.round(performance.now() - t0);
    const stillConnected = hall.filter((student) => student.live?.socket?.connected).length;
    for (const student of hall) student.live?.socket?.disconnect();
    const result = { database, elapsedMs, stillConnectedAtEnd: stillConnected, ...summarize(hall, students) };
    log(
      `nat ${database}: ${result.register.ok} registered, ${result.login.ok} logged in, ${result.live.ok} connected of ${students} ` +
        `in ${(elapsedMs / 1000).toFixed(1)} s; 429s: ${result.register.tooMany + result.login.tooMany}, 503s: ${result.register.busy + result.login.busy}`,
    );
    return result;
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
    if (db) dropDatabase(db.name);
  }
}

/**
 * Registers, logs in and connects, each step only after the one before succeeded, as the pages do.
 * @param {string} origin  @param {string} email  @param {number} index  @returns {Promise<Student>}
 */
async function oneStudent(origin, email, index) {
  const register = await post(origin, '/api/v1/auth/register', { name: `Student ${index}`, email, password: PASSWORD, phone: '' });
  if (register.status !== 201) return { register };
  const login = await post(origin, '/api/v1/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) return { register, login };
  const live = await connectLikeAPage(origin, login.body.token);
  return { register, login, live };
}

/** A step tried again after a 503 (the server shedding load), as the student does when the page says "Please try again". */
const MAX_TRIES = 4;

/**
 * POSTs `body`; a 503 with Retry-After is sent again after that wait, up to MAX_TRIES in all. Answers the last try,
 * with the statuses of every try.
 * @param {string} origin  @param {string} path  @param {unknown} body  @returns {Promise<Answer>}
 */
async function post(origin, path, body) {
  /** @type {number[]} */
  const tries = [];
  for (;;) {
    const answer = await postOnce(origin, path, body);
    tries.push(answer.status);
    if (answer.status !== 503 || answer.retryAfterS === null || tries.length >= MAX_TRIES) return { ...answer, tries };
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfterS * 1000));
  }
}

/** @param {string} origin  @param {string} path  @param {unknown} body */
async function postOnce(origin, path, body) {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await response.json().catch(() => null);
    const header = (/** @type {string} */ name) => (response.headers.has(name) ? Number(response.headers.get(name)) : null);
    return {
      status: response.status,
      ms: Math.round(performance.now() - startedAt),
      limit: header('x-ratelimit-limit'),
      remaining: header('x-ratelimit-remaining'),
      retryAfterS: header('retry-after'),
      message: answer?.success === false ? answer.message : null,
      body: answer,
    };
  } catch (error) {
    const message = error instanceof Error ? error.name : String(error);
    return { status: 0, ms: Math.round(performance.now() - startedAt), limit: null, remaining: null, retryAfterS: null, message, body: null };
  }
}

/**
 * The site's own socket, tried again after a refusal as the page does (README "Live connections": after 2 s, then
 * twice as long), except a refusal for an ended session, which the page does not retry.
 * @param {string} origin  @param {string} token
 */
async function connectLikeAPage(origin, token) {
  /** @type {(string | null)[]} */
  const tries = [];
  for (;;) {
    const opened = await openSiteSocket(origin, { token });
    tries.push(opened.error);
    if (opened.socket || opened.error === SOCKET_ERRORS.sessionEnded || tries.length >= MAX_TRIES) return { ...opened, tries };
    await new Promise((resolve) => setTimeout(resolve, 2_000 * 2 ** (tries.length - 1)));
  }
}

/** Per step: how many succeeded, how the others ended, the 429s, the latencies. @param {Student[]} hall  @param {number} students */
function summarize(hall, students) {
  /** @param {Answer[]} answers  @param {number} okStatus */
  const step = (answers, okStatus) => {
    const remaining = answers.map((answer) => answer.remaining).filter((value) => value !== null);
    const every = answers.flatMap((answer) => answer.tries);
    return {
      tried: answers.length,
      ok: answers.filter((answer) => answer.status === okStatus).length,
      okFirstTry: answers.filter((answer) => answer.tries[0] === okStatus).length,
      // Over every try: the limits' refusals, and the load shedding's (tried again after Retry-After).
      tooMany: every.filter((status) => status === 429).length,
      busy: every.filter((status) => status === 503).length,
      statuses: tally(answers.map((answer) => String(answer.status || answer.message || 'error'))),
      failures: tally(answers.filter((answer) => answer.status !== okStatus).map((answer) => `${answer.status}: ${answer.message ?? ''}`)),
      latencyMs: stats(answers.map((answer) => answer.ms)),
      // The per-address budget as the answers told it: its size and the least left of it.
      budget: { limit: answers.find((answer) => answer.limit !== null)?.limit ?? null, leastRemaining: remaining.length ? Math.min(...remaining) : null },
    };
  };
  const opened = hall.flatMap((student) => (student.live ? [student.live] : []));
  return {
    register: step(hall.map((student) => student.register), 201),
    login: step(hall.flatMap((student) => (student.login ? [student.login] : [])), 200),
    live: {
      tried: opened.length,
      ok: opened.filter((live) => live.socket).length,
      okFirstTry: opened.filter((live) => live.tries[0] === null).length,
      refusals: tally(opened.flatMap((live) => live.tries.filter((error) => error !== null).map(String))),
      refused: tally(opened.filter((live) => !live.socket).map((live) => live.error ?? '')),
      transports: tally(opened.map((live) => live.transport ?? 'none')),
      latencyMs: stats(opened.map((live) => live.ms)),
    },
    allThrough: hall.filter((student) => student.live?.socket).length === students,
  };
}

/** @param {string[]} labels  @returns {Record<string, number>} */
function tally(labels) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}
