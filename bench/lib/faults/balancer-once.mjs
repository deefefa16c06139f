// The balancer scenario's parts about work done once across the instances (README "E-mail", "Checkouts and orders"):
// (c) one reset e-mail for nine forgot-password requests at once, one notification e-mail to an away member; (d) one
// provider call per attempt at an owed refund. They reuse the server tests' helpers (the table gate, the outbox's link
// reader, the owed refund) through tsx.
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sleep } from '../fault-process.mjs';
import { ADMIN } from '../seed.mjs';
import { importTs } from '../ts-import.mjs';
import { call, member, perInstance } from './cluster.mjs';
import { createProduct } from './site.mjs';

const { closeTable } = await importTs('server/src/test/table-gate.ts');
const { linkIn } = await importTs('server/src/test/outbox.ts');
const { owedRefund } = await importTs('server/src/test/owed-refund.ts');
const { openDatabase } = await importTs('server/src/db/client.ts');
const { REFUND_SWEEP_INTERVAL_MS } = await importTs('server/src/modules/orders/refund-service.ts');

/** As many forgot-password requests at once as the mail tests send (server/src/mail/mail-cluster.test.ts). */
const AT_ONCE = 9;
const RESET_SUBJECT = 'Subject: Reset your Campus Marketplace password';
/** The notification sweep runs every minute in every process (README "E-mail"). */
const SWEEP_MS = 60_000;

/** @typedef {Awaited<ReturnType<typeof import('./balancer.mjs').standIns>>} StandIns */

/** @param {StandIns['smtp']} smtp  @param {string} email  @param {string} subject */
const mailsTo = (smtp, email, subject) => smtp.received.filter((/** @type {any} */ mail) => mail.to.includes(email) && mail.decoded.includes(subject));

/**
 * Resolves once `check()` is true, or throws after `timeoutMs`.
 * @param {() => boolean | Promise<boolean>} check  @param {number} timeoutMs  @param {string} what
 */
async function until(check, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * (c) For each of `members` members, nine forgot-password requests through nginx, held at the tokens table until all
 * nine wait there (the server tests' table gate) and let go together: how they were answered, where, how many reset
 * mails came and whether the link works.
 * @param {import('./cluster.mjs').Cluster} cluster  @param {StandIns['smtp']} smtp  @param {{ members: number }} options
 */
export async function resetMails(cluster, smtp, { members }) {
  const runs = [];
  for (let index = 0; index < members; index += 1) {
    const student = await member(cluster.origin, 'reset');
    const mark = cluster.logMark();
    const gate = await closeTable(cluster.db.url(), 'account_tokens');
    // Settled whatever happens, so that a request that fails while the gate holds is an answer, not a crash.
    const answers = Promise.allSettled(Array.from({ length: AT_ONCE }, () => call(cluster.origin, 'POST', '/auth/forgot-password', { json: { email: student.email } })));
    try {
      await gate.waitingFor(AT_ONCE);
    } finally {
      await gate.open().catch(() => undefined);
    }
    const answered = (await answers).map((answer) => (answer.status === 'fulfilled' ? answer.value.status : String(answer.reason)));
    await until(() => mailsTo(smtp, student.email, RESET_SUBJECT).length > 0, 30_000, `the reset mail to ${student.email}`);
    // Long enough for a second mail to have come, had one been sent.
    await sleep(3_000);
    const mails = mailsTo(smtp, student.email, RESET_SUBJECT);
    const token = new URL(linkIn(mails[0].decoded, '/reset-password')).searchParams.get('token');
    const reset = await call(cluster.origin, 'POST', '/auth/reset-password', { json: { token, password: 'after-the-reset-42' } });
    runs.push({
      answered: answered.reduce((/** @type {Record<string, number>} */ counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
      perInstance: perInstance(cluster.linesSince(mark, /"POST \/api\/v1\/auth\/forgot-password /)),
      mails: mails.length,
      linkWorks: reset.status === 200,
    });
  }
  return { atOnce: AT_ONCE, runs };
}

/**
 * (c) The start of the notification e-mail part: `owners` members list a product each and never open the site again
 * (away: no socket ever); another member writes to each about it. Their e-mails leave with a sweep of whichever
 * instance comes first; `awayMails` counts them later.
 * @param {import('./cluster.mjs').Cluster} cluster  @param {{ owners: number }} options
 */
export async function writeToAwayMembers(cluster, { owners }) {
  const origin = cluster.origin;
  const admin = await call(origin, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
  const category = await call(origin, 'POST', '/category/create-category', { json: { name: `Balancer ${randomBytes(3).toString('hex')}` }, token: admin.body.token });
  const asker = await member(origin, 'asker');
  const away = [];
  for (let index = 0; index < owners; index += 1) {
    const owner = await member(origin, 'away');
    const product = await createProduct(origin, owner.token, category.body.category._id);
    if (product.status !== 201) throw new Error(`create-product answered ${product.status}`);
    const opened = await call(origin, 'POST', '/conversations', { json: { listingKind: 'product', listingId: product.body.product._id }, token: asker.token });
    const wrote = await call(origin, 'POST', `/conversations/${opened.body.conversation._id}/messages`, { json: { content: 'Is it still there?' }, token: asker.token });
    if (wrote.status !== 201) throw new Error(`the conversation message answered ${wrote.status}: ${JSON.stringify(wrote.body)}`);
    away.push({ email: owner.email, wroteAt: Date.now() });
  }
  return away;
}

/**
 * (c) The notification e-mails to the away members: each must get one, and no other after every instance has swept
 * again (`afterFirstMs` after the first arrived; a full minute in a full run).
 * @param {StandIns['smtp']} smtp  @param {{ email: string, wroteAt: number }[]} away  @param {{ afterFirstMs: number }} options
 */
export async function awayMails(smtp, away, { afterFirstMs }) {
  const subject = 'sent you a message about';
  const firsts = () => away.map(({ email }) => mailsTo(smtp, email, subject)[0]?.at ?? null);
  await until(() => firsts().every((at) => at !== null), 2 * SWEEP_MS + 30_000, 'the notification e-mails');
  const arrived = /** @type {number[]} */ (firsts());
  await sleep(Math.max(0, Math.min(...arrived) + afterFirstMs - Date.now()));
  return {
    members: away.length,
    // From the message to its e-mail's arrival, per member: within the next sweep of an instance (once a minute).
    mailedAfterS: arrived.map((at, index) => Math.round((at - (away[index]?.wroteAt ?? at)) / 1000)),
    watchedAfterFirstMs: afterFirstMs,
    mailsPerMember: away.map(({ email }) => mailsTo(smtp, email, subject).length),
  };
}

/**
 * (d) `count` refunds owed at once, through rounds in which the provider stand-in holds its answers (so that the other
 * instances sweep while calls are in flight) and then fails, or, in the last round, answers: the provider calls each
 * refund got in the round (held or not), its attempts and its next try as stored.
 * @param {import('./cluster.mjs').Cluster} cluster  @param {StandIns['razorpay']} razorpay
 * @param {{ count: number, failures: number, root: string }} options
 */
export async function refundCalls(cluster, razorpay, { count, failures, root }) {
  const database = await openDatabase({ kind: 'postgres', url: cluster.db.url() });
  const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: cluster.db.url() });
  await client.connect();
  try {
    const keys = Array.from({ length: count }, () => randomBytes(4).toString('hex'));
    const urls = keys.map((key) => `/v1/payments/pay_${key}/refund`);
    /** @type {string[]} */
    let ids = [];
    const calls = () => urls.map((url) => razorpay.requests.filter((/** @type {any} */ request) => request.url === url));
    const rows = async () =>
      (await client.query('SELECT id::text, status, attempts, next_attempt_at FROM refunds WHERE id = ANY($1::uuid[])', [ids])).rows.sort(
        (/** @type {any} */ a, /** @type {any} */ b) => ids.indexOf(a.id) - ids.indexOf(b.id),
      );
    const rounds = [];
    for (let round = 0; round <= failures; round += 1) {
      const fail = round < failures;
      const before = calls().map((made) => made.length);
      const since = (/** @type {number} */ index) => (calls()[index] ?? []).slice(before[index] ?? 0);
      razorpay.setFailing(fail);
      razorpay.holdRefunds(true);
      if (round === 0) ids = await Promise.all(keys.map((key) => owedRefund(database.db, key)));
      // The wait after the last failure passes (README "Checkouts and orders": 1, 2, 4 … minutes).
      else await client.query('UPDATE refunds SET next_attempt_at = now() WHERE id = ANY($1::uuid[])', [ids]);
      await until(() => keys.some((_, index) => since(index).length > 0), REFUND_SWEEP_INTERVAL_MS * 2 + 5_000, 'the first refund call');
      // Every instance sweeps at least once more while the first calls are held (one sweep calls its refunds in turn).
      await sleep(REFUND_SWEEP_INTERVAL_MS * 1.5);
      razorpay.holdRefunds(false);
      await until(async () => (await rows()).every((row) => (fail ? row.attempts === round + 1 : row.status === 'issued')), 30_000, 'the refunds to be recorded');
      // One more sweep of every instance: a refund called twice for one attempt would show now.
      await sleep(REFUND_SWEEP_INTERVAL_MS);
      const stored = await rows();
      rounds.push({
        round: round + 1,
        providerFails: fail,
        callsPerRefund: keys.map((_, index) => since(index).length),
        attempts: stored.map((row) => row.attempts),
        statuses: stored.map((row) => row.status),
        // From the attempt's call to the next try, as stored: a minute, then two.
        nextTryAfterS: fail ? stored.map((row, index) => Math.round(((row.next_attempt_at?.getTime() ?? 0) - (since(index)[0]?.at ?? 0)) / 1000)) : null,
      });
    }
    return { refunds: count, sweepEveryMs: REFUND_SWEEP_INTERVAL_MS, rounds, callsInAll: calls().map((made) => made.length), refundsMade: razorpay.refundCount() };
  } finally {
    razorpay.holdRefunds(false);
    razorpay.setFailing(false);
    await client.end();
    await database.close();
  }
}
