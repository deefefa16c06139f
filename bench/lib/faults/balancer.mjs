// Scenario "balancer": three built server processes on one fresh PostgreSQL database behind a real nginx with plain
// round-robin and TRUST_PROXY=loopback (README "Running several instances"), first counting on PostgreSQL, then with
// REDIS_URL where Redis answers. Parts: (a) the login budget of one address, a forged X-Forwarded-For; (b) the site's
// sockets through the balancer, a member's 11th socket; (c) one e-mail per event; (d) one refund call per attempt.
// REDIS_URL changes how the limits are counted and the chat fanned out, not the mail queue or the refund sweep, so the
// Redis round runs (a) and (b) only.
import { importTs } from '../ts-import.mjs';
import { loginBudget, socketsThroughBalancer } from './balancer-live.mjs';
import { awayMails, refundCalls, resetMails, writeToAwayMembers } from './balancer-once.mjs';
import { call, redisAnswers, startCluster } from './cluster.mjs';

const { startRazorpayReplay } = await importTs('server/src/modules/payments/razorpay-replay.ts');
const { startSmtpServer } = await importTs('server/src/test/smtp-server.ts');

/** The SMTP server and Razorpay stand-ins of the server's tests, shared by both rounds. */
export async function standIns() {
  const smtp = await startSmtpServer();
  const razorpay = await startRazorpayReplay();
  return {
    smtp,
    razorpay,
    close: async () => {
      await razorpay.close();
      await smtp.close();
    },
  };
}

/**
 * How big each part is: a full run, or a quick one (a lower login budget, fewer clients, a shorter watch of the mail).
 * @param {boolean} quick
 */
function sizes(quick) {
  return {
    env: quick ? { FORM_RATE_LIMIT: '30' } : /** @type {Record<string, string>} */ ({}),
    visitors: quick ? 15 : 90,
    resetMembers: quick ? 1 : 5,
    awayMembers: quick ? 1 : 3,
    // After the first notification e-mail, long enough for every instance to have swept again (once a minute).
    watchAfterFirstMs: quick ? 5_000 : 65_000,
    refunds: quick ? 1 : 3,
    refundFailures: quick ? 1 : 2,
  };
}

/** @param {{ root: string, quick: boolean, log: (line: string) => void }} options */
export async function balancer({ root, quick, log }) {
  const stand = await standIns();
  try {
    const size = sizes(quick);
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const rounds = [await oneRound({ root, stand, redisUrl: null, size, log })];
    if (await redisAnswers(root, redisUrl)) rounds.push(await oneRound({ root, stand, redisUrl, size, log }));
    else rounds.push({ store: 'redis', skipped: `Redis does not answer at ${redisUrl}` });
    return { instances: 3, balancer: 'nginx, round-robin', trustProxy: 'loopback', rounds };
  } finally {
    await stand.close();
  }
}

/**
 * One cluster and its parts: all four on PostgreSQL, (a) and (b) on Redis.
 * @param {{ root: string, stand: Awaited<ReturnType<typeof standIns>>, redisUrl: string | null, size: ReturnType<typeof sizes>, log: (line: string) => void }} options
 */
async function oneRound({ root, stand, redisUrl, size, log }) {
  const store = redisUrl ? 'redis' : 'postgres';
  const cluster = await startCluster({ root, redisUrl, smtpUrl: stand.smtp.url, razorpayUrl: stand.razorpay.url, env: size.env });
  try {
    const everything = !redisUrl;
    // What the instances say they fan out and count with (README "Health, readiness and load balancers").
    const adapters = new Set();
    for (let turn = 0; turn < cluster.servers.length; turn += 1) {
      adapters.add((await call(cluster.origin, 'GET', '/ready')).body?.checks?.realtime?.adapter ?? 'unknown');
    }
    // Written first: their e-mails leave with the instances' sweeps while the other parts run.
    const away = everything ? await writeToAwayMembers(cluster, { owners: size.awayMembers }) : null;

    const sockets = await socketsThroughBalancer(cluster, { visitors: size.visitors });
    log(
      `balancer ${store}: ${sockets.visitors.connected}/${sockets.visitors.tried} sockets through nginx, messages delivered ` +
        `${sockets.messages.map((message) => `${message.delivered}/${message.of}`).join(', ')}; a member's extra sockets: ${JSON.stringify(sockets.memberCap.extraAnswers)}`,
    );

    /** @type {{ reset: Awaited<ReturnType<typeof resetMails>>, notices: Awaited<ReturnType<typeof awayMails>> | null } | null} */
    let mail = null;
    /** @type {Awaited<ReturnType<typeof refundCalls>> | null} */
    let refunds = null;
    if (everything && away) {
      mail = { reset: await resetMails(cluster, stand.smtp, { members: size.resetMembers }), notices: null };
      log(`balancer ${store}: reset mails per member ${mail.reset.runs.map((run) => run.mails).join(', ')}`);
      refunds = await refundCalls(cluster, stand.razorpay, { count: size.refunds, failures: size.refundFailures, root });
      log(`balancer ${store}: refund calls per round ${refunds.rounds.map((round) => round.callsPerRefund.join('/')).join(', ')}`);
      mail.notices = await awayMails(stand.smtp, away, { afterFirstMs: size.watchAfterFirstMs });
      log(`balancer ${store}: notification e-mails per away member ${mail.notices.mailsPerMember.join(', ')}`);
    }

    // Last: it spends a client's login budget for the minute (its own addresses, so the parts above do not count).
    const budgets = await loginBudget(cluster);
    log(
      `balancer ${store}: ${budgets.passed} of ${budgets.sent} logins passed (budget ${budgets.limit}) in ${budgets.elapsedMs} ms; ` +
        `forged X-Forwarded-For: ${budgets.forged.passed} of ${budgets.forged.sent} passed`,
    );
    return { store, adapters: [...adapters], budgets, sockets, mail, refunds };
  } finally {
    await cluster.stop();
  }
}
