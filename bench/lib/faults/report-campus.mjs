// faults.md's sections for issue 27's scenarios: a campus behind one address, and three instances behind a balancer.
import { table } from '../markdown.mjs';
import { counts, mark } from './report-text.mjs';
import { balancerParts } from './verdicts.mjs';

const ms = (/** @type {{ p50: number, p95: number, max: number }} */ l) => (l.count === 0 ? '–' : `${l.p50} / ${l.p95} / ${l.max}`);
/** `1: 401 100, 429 50; 2: …` for a per-instance tally. @param {Record<string, Record<string, number>>} table */
const perInstance = (table) =>
  Object.entries(table)
    .map(([instance, statuses]) => `${instance}: ${counts(statuses)}`)
    .join('; ') || '–';

/** @type {Record<string, { title: string, render: (figures: any) => string[] }>} */
export const CAMPUS_SECTIONS = {
  nat: {
    title: '9. A campus behind one address',
    render: (f) => [
      `${f.students} students, every one from ${f.address}, start one after the other over ${f.arrivalMs / 1000} s; each registers, logs in and opens a live connection with the site's own socket options, against the server's default limits. A 503 (load shed) is tried again after its Retry-After, a refused handshake after 2 s then 4 s, as the pages do (up to 4 tries); the minute must hold them all.`,
      '',
      table(
        ['database', '>registered', '>logged in', '>connected', '>429s', '>503s, tried again', 'register ms (median / p95 / max)', 'login ms', 'connect ms', '>budget left (register / login)', '>s'],
        f.runs.map((/** @type {any} */ r) => {
          return [
            r.database,
            `${r.register.ok} / ${r.register.tried}`,
            `${r.login.ok} / ${r.login.tried}`,
            `${r.live.ok} / ${r.live.tried}`,
            r.register.tooMany + r.login.tooMany,
            r.register.busy + r.login.busy,
            ms(r.register.latencyMs),
            ms(r.login.latencyMs),
            ms(r.live.latencyMs),
            `${r.register.budget.leastRemaining ?? '–'} / ${r.login.budget.leastRemaining ?? '–'} of ${r.register.budget.limit ?? '–'}`,
            (r.elapsedMs / 1000).toFixed(1),
          ];
        }),
      ),
      '',
      `Refused handshakes: ${f.runs.map((/** @type {any} */ r) => `${r.database}: ${counts(r.live.refusals)}`).join('; ')}. Transports: ${f.runs.map((/** @type {any} */ r) => `${r.database}: ${counts(r.live.transports)}`).join('; ')}. Still connected at the end: ${f.runs.map((/** @type {any} */ r) => `${r.database} ${r.stillConnectedAtEnd}`).join(', ')}.`,
    ],
  },
  balancer: {
    title: '10. Three instances behind a balancer',
    render: (f) => {
      const rounds = f.rounds.filter((/** @type {any} */ r) => !r.skipped);
      const withMail = rounds.filter((/** @type {any} */ r) => r.mail);
      return [
        `${f.instances} built server processes on one fresh PostgreSQL database behind ${f.balancer} (README's nginx block, run by server/src/test/nginx.ts), TRUST_PROXY=${f.trustProxy}; the limits counted in PostgreSQL, then with REDIS_URL in Redis${f.rounds.find((/** @type {any} */ r) => r.skipped) ? ` (${f.rounds.find((/** @type {any} */ r) => r.skipped).skipped})` : ''}. Mail and refunds do not use Redis: they run in the PostgreSQL round. Requests go through nginx from loopback addresses; nginx's access log says which instance answered.`,
        '',
        table(
          ['part', 'verdict'],
          balancerParts(f).map((part) => [part.part, mark(part)]),
        ),
        '',
        '**(a) Budgets.** Half as many logins again as the per-address budget, from one address, each for an address nobody has; then logins from the same address each writing another client into X-Forwarded-For; then five from another address.',
        '',
        table(
          ['counted in (adapter)', '>budget a minute', '>logins', '>passed', '>429', '>s', 'per instance (status count)', '>forged X-Forwarded-For passed', '>another address passed'],
          rounds.map((/** @type {any} */ r) => {
            const b = r.budgets;
            return [`${r.store} (${r.adapters.join(', ')})`, b.limit, b.sent, b.passed, b.refused, (b.elapsedMs / 1000).toFixed(1), perInstance(b.perInstance), `${b.forged.passed} / ${b.forged.sent}`, `${b.otherClient.passed} / ${b.otherClient.sent}`];
          }),
        ),
        '',
        "**(b) Sockets through the balancer.** Visitors' sockets opened with the site's own options (CHAT_SOCKET_OPTIONS) through nginx; a member sends a chat message straight to each instance in turn; another member opens sockets through nginx until refused, closes one and opens one again.",
        '',
        table(
          ['counted in (adapter)', '>connected', 'transports', 'connect ms (median / p95 / max)', 'sockets per instance', 'message through instance: delivered, ms (median / p95 / max)', "a member's sockets: opened, 3 more, after one closed"],
          rounds.map((/** @type {any} */ r) => {
            const k = r.sockets;
            return [
              `${r.store} (${r.adapters.join(', ')})`,
              `${k.visitors.connected} / ${k.visitors.tried}`,
              counts(k.visitors.transports),
              ms(k.visitors.connectMs),
              perInstance(k.socketsPerInstance),
              k.messages.map((/** @type {any} */ m) => `${m.instance}: ${m.delivered} / ${m.of}, ${ms(m.latencyMs)}`).join('; '),
              `${k.memberCap.opened} (upgrades per instance ${perInstance(k.memberCap.perInstance)}); ${k.memberCap.extraRefusedForMember} of ${k.memberCap.extraTried} refused for the member; ${k.memberCap.afterOneClosed}`,
            ];
          }),
        ),
        '',
        ...withMail.flatMap((/** @type {any} */ r) => [
          `**(c) One e-mail per event** (${r.store}). Per member, ${r.mail.reset.atOnce} forgot-password requests through nginx, held at the tokens table until all wait there and let go together (server/src/test/table-gate.ts); the mails the SMTP stand-in received. Then ${r.mail.notices.members} members who were never on the site (away) are written to about their listing; their e-mails arrived ${r.mail.notices.mailedAfterS.join(', ')} s after the messages, and the mail was watched until ${r.mail.notices.watchedAfterFirstMs / 1000} s after the first (each instance sweeps once a minute): e-mails per away member ${r.mail.notices.mailsPerMember.join(', ')}.`,
          '',
          table(
            ['member', 'answers', 'requests per instance', '>reset mails', 'the link works'],
            r.mail.reset.runs.map((/** @type {any} */ run, /** @type {number} */ index) => [index + 1, counts(run.answered), perInstance(run.perInstance), run.mails, run.linkWorks ? 'yes' : 'no']),
          ),
          '',
          `**(d) One refund call per attempt** (${r.store}). ${r.refunds.refunds} refunds owed at once (server/src/test/owed-refund.ts), swept by every instance every ${r.refunds.sweepEveryMs / 1000} s; the Razorpay stand-in holds each call while the others sweep, then fails it, or answers in the last round; between rounds the wait is moved to now. Calls in all per refund: ${r.refunds.callsInAll.join(', ')}; refunds the stand-in made: ${r.refunds.refundsMade}.`,
          '',
          table(
            ['>attempt', 'the provider', 'calls per refund', 'attempts stored', 'next try after (s)', 'status'],
            r.refunds.rounds.map((/** @type {any} */ round) => [
              round.round,
              round.providerFails ? 'fails' : 'answers',
              round.callsPerRefund.join(', '),
              round.attempts.join(', '),
              round.nextTryAfterS ? round.nextTryAfterS.join(', ') : '–',
              round.statuses.join(', '),
            ]),
          ),
          '',
        ]),
      ];
    },
  },
};
