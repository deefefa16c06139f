// The verdict of each fault scenario on its figures (faults.md, bench/README.md).

/** @typedef {{ pass: boolean | null, text: string }} Verdict  `pass` null: not measurable in this build */

/** @param {string} part  @param {string[]} problems  @param {string} good  @returns {Verdict & { part: string }} */
const judged = (part, problems, good) => ({ part, pass: problems.length === 0, text: problems.length === 0 ? good : problems.join('; ') });

/**
 * The balancer scenario's verdict per part (README "Running several instances").
 * @param {any} f its figures  @returns {(Verdict & { part: string })[]}
 */
export function balancerParts(f) {
  const rounds = f.rounds.filter((/** @type {any} */ round) => !round.skipped);
  const stores = rounds.map((/** @type {any} */ round) => round.store).join(' and ');
  const budgets = rounds.flatMap((/** @type {any} */ { store, budgets: b }) => [
    ...(b.passed === b.limit ? [] : [`${store}: ${b.passed} of ${b.sent} logins passed a budget of ${b.limit} through ${b.instances} instances`]),
    ...(b.elapsedMs <= 60_000 ? [] : [`${store}: the logins took ${Math.round(b.elapsedMs / 1000)} s, more than the budget's minute`]),
    ...(b.forged.passed === 0 ? [] : [`${store}: ${b.forged.passed} of ${b.forged.sent} logins with a forged X-Forwarded-For passed the spent budget`]),
    ...(b.otherClient.passed === b.otherClient.sent ? [] : [`${store}: another address was refused`]),
  ]);
  const sockets = rounds.flatMap((/** @type {any} */ { store, sockets: k }) => [
    ...(k.visitors.connected === k.visitors.tried && k.visitors.transports.websocket === k.visitors.tried ? [] : [`${store}: ${k.visitors.transports.websocket ?? 0} of ${k.visitors.tried} sockets connected over WebSocket`]),
    ...k.messages.filter((/** @type {any} */ m) => m.status !== 201 || m.delivered !== k.visitors.tried).map((/** @type {any} */ m) => `${store}: the message sent through instance ${m.instance} reached ${m.delivered} of ${k.visitors.tried}`),
    ...(k.memberCap.opened === 10 && k.memberCap.extraRefusedForMember === k.memberCap.extraTried && k.memberCap.afterOneClosed === 'connected'
      ? []
      : [`${store}: a member opened ${k.memberCap.opened} sockets, ${k.memberCap.extraRefusedForMember} of ${k.memberCap.extraTried} more refused for the member, after one closed: ${k.memberCap.afterOneClosed}`]),
  ]);
  const withMail = rounds.filter((/** @type {any} */ round) => round.mail);
  const mail = withMail.flatMap((/** @type {any} */ { store, mail: m }) => [
    ...m.reset.runs.flatMap((/** @type {any} */ run, /** @type {number} */ index) => [
      ...(run.mails === 1 ? [] : [`${store}: ${run.mails} reset mails for member ${index + 1}'s ${m.reset.atOnce} requests`]),
      ...(run.answered['200'] === m.reset.atOnce ? [] : [`${store}: the requests were answered ${JSON.stringify(run.answered)}`]),
      ...(run.linkWorks ? [] : [`${store}: the reset link did not work`]),
    ]),
    ...(m.notices.mailsPerMember.every((/** @type {number} */ count) => count === 1) ? [] : [`${store}: notification e-mails per away member ${m.notices.mailsPerMember.join(', ')}`]),
  ]);
  const refunds = withMail.flatMap((/** @type {any} */ { store, refunds: r }) => [
    ...r.rounds.flatMap((/** @type {any} */ round) =>
      round.callsPerRefund.every((/** @type {number} */ calls) => calls === 1) ? [] : [`${store}: attempt ${round.round} made ${round.callsPerRefund.join(', ')} provider calls`],
    ),
    ...r.rounds.flatMap((/** @type {any} */ round) =>
      round.attempts.every((/** @type {number} */ attempts) => attempts === Math.min(round.round, r.rounds.length - 1)) ? [] : [`${store}: after attempt ${round.round} the refunds had ${round.attempts.join(', ')} failed attempts stored`],
    ),
    // The wait is counted from the claim, made before the call (README "Checkouts and orders"), so a refund called after
    // another's slow call waits less after its own; what must not happen is the clock jumping on, once per instance.
    ...r.rounds.flatMap((/** @type {any} */ round) =>
      !round.nextTryAfterS || round.nextTryAfterS.every((/** @type {number} */ s) => s > 0 && s <= 60 * 2 ** (round.round - 1) + 5)
        ? []
        : [`${store}: after attempt ${round.round} the next try was set ${round.nextTryAfterS.join(', ')} s on`],
    ),
    ...(r.rounds.at(-1)?.statuses.every((/** @type {string} */ status) => status === 'issued') ? [] : [`${store}: not every refund was issued`]),
  ]);
  return [
    judged('a. budgets', budgets, `one login budget for ${rounds[0]?.budgets.instances ?? 3} instances (${rounds.map((/** @type {any} */ r) => `${r.budgets.passed} of ${r.budgets.sent}`).join(', ')} passed a budget of ${rounds[0]?.budgets.limit}); a forged X-Forwarded-For changed nothing (${stores})`),
    judged('b. sockets through the balancer', sockets, `every socket over WebSocket, every message from every instance reached every one, a member's 11th refused (${stores})`),
    withMail.length ? judged('c. one e-mail per event', mail, `one reset mail per ${withMail[0].mail.reset.atOnce} requests at once, one notification e-mail per away member`) : { part: 'c. one e-mail per event', pass: null, text: 'not run' },
    withMail.length ? judged('d. one refund call per attempt', refunds, 'one provider call per attempt, one failure stored per attempt, the next try at most 1 then 2 minutes on, issued in the end') : { part: 'd. one refund call per attempt', pass: null, text: 'not run' },
  ];
}

const ok = (/** @type {number | string} */ status) => typeof status === 'number' && status >= 200 && status < 300;

/** @type {Record<string, (scenario: any) => Verdict>} */
export const verdicts = {
  kill9: ({ figures: f }) => {
    const missing = ['pglite', 'postgres'].reduce((sum, db) => sum + f[db].missing.products + f[db].missing.messages, 0);
    return { pass: missing === 0, text: missing === 0 ? 'no acknowledged write lost' : `${missing} acknowledged writes missing after a restart` };
  },
  lock: ({ figures: f }) => {
    const pass = f.second.exitCode === 1 && f.second.namesFolder && f.second.namesPid && f.firstStillAnswers && f.restartAfterKill.ok;
    return { pass, text: pass ? 'second server refused (exit 1, folder and pid named); restart after kill -9 works' : 'see the figures' };
  },
  sigterm: ({ figures: f }) => {
    // README "Running it in production": every request the server has read is answered (2xx, or 503 + Retry-After once
    // it has taken the signal), a request on an open connection is never reset, and nothing stored goes unanswered.
    const answered = (/** @type {string} */ name) => name === '2xx' || name === '503+Retry-After';
    const sum = (/** @type {(run: any) => number} */ pick) => f.runs.reduce((total, /** @type {any} */ run) => total + pick(run), 0);
    const count = (/** @type {Record<string, number> | undefined} */ counts) => Object.values(counts ?? {}).reduce((a, b) => a + Number(b), 0);
    const late = f.runs.filter((/** @type {any} */ run) => run.exitCode !== 0 || run.exitMs > 10_000).length;
    const atSignal = sum((run) => count(Object.fromEntries(Object.entries(run.runningAtSignal).filter(([name]) => !answered(name)))));
    const unanswered = sum((run) => count(run.unansweredByRole ?? Object.fromEntries(Object.entries(run.sentWhileDrainingOnReusedConnection ?? {}).filter(([name]) => name === 'ECONNRESET'))));
    const atClose = sum((run) => count(run.newResetAsListenerClosed));
    const storedUnanswered = sum((run) => run.storedUnanswered ?? 0);
    const missing = sum((run) => run.acknowledgedMissing ?? 0);
    const problems = [];
    if (late) problems.push(`${late} of ${f.runs.length} runs exited non-zero or after 10 s`);
    if (atSignal) problems.push(`${atSignal} requests running at the signal got no answer`);
    if (unanswered) problems.push(`${unanswered} requests on open connections or sent before the signal were reset or closed unanswered`);
    if (storedUnanswered) problems.push(`${storedUnanswered} writes stored without an answer`);
    if (missing) problems.push(`${missing} acknowledged writes missing`);
    const with503 = sum((run) => run.sentWhileDraining['503+Retry-After'] ?? 0);
    return {
      pass: problems.length === 0,
      text:
        problems.length === 0
          ? `every run exited 0 within ${Math.max(...f.runs.map((/** @type {any} */ run) => run.exitMs))} ms; every request read was answered (${with503} with 503 + Retry-After), none on an open connection reset, a new connection refused (${atClose} reset in the instant the listener closed, never read); nothing stored unanswered`
          : problems.join('; '),
    };
  },
  outage: ({ figures: f }) => {
    const problems = [];
    for (const mode of f.modes) {
      if (mode.slowerThanDeadline > 0) problems.push(`${mode.mode}: ${mode.slowerThanDeadline} requests over ${f.deadlineMs / 1000} s`);
      if (mode.firstOkAfterRestoreMs.read === null || mode.firstOkAfterRestoreMs.write === null) problems.push(`${mode.mode}: no recovery`);
      if (mode.errorsAfterRecovery > 0) problems.push(`${mode.mode}: ${mode.errorsAfterRecovery} failures after recovering`);
    }
    return { pass: problems.length === 0, text: problems.length === 0 ? `every request ended within ${f.deadlineMs / 1000} s and the server recovered` : problems.join('; ') };
  },
  overload: ({ figures: f }) => {
    const failures = f.timeouts + f.errors;
    const pass = failures === 0 && f.serverAlive && f.latencyMs.p99 < 6_000;
    return { pass, text: pass ? 'no timeouts or errors, p99 under 6 s, server alive' : `${f.timeouts} timeouts, ${f.errors} errors, p99 ${f.latencyMs.p99} ms` };
  },
  churn: ({ figures: f }) => {
    const pass = f.gaps === 0 && f.duplicates === 0 && f.extra === 0;
    return { pass, text: pass ? `every client ended with exactly the stored ${f.stored} messages` : `${f.gaps} gaps, ${f.duplicates} duplicates, ${f.extra} extra` };
  },
  publish: ({ figures: f }) => {
    const pass = f.normalPublish.exitCode === 0 && f.leftoversAfterPublish.length === 0 && f.leftoversAfterServerStart.length === 0;
    return { pass, text: pass ? 'the next publish and a server start each removed every leftover' : 'leftovers remain (see the figures)' };
  },
  disk: ({ figures: f }) => {
    if (!f.startedWithFloor) return { pass: null, text: 'the server did not start with the floor set' };
    const writes = Object.values(f.writes);
    const reads = Object.values(f.reads);
    if (writes.every((w) => ok(w.status) || w.status === 'stored')) return { pass: null, text: 'MIN_FREE_DISK_MB is ignored by this build: every write was stored' };
    const pass = writes.every((w) => w.status === 507 || (w.status === 'refused')) && reads.every((r) => r.status === 200);
    return { pass, text: pass ? 'writes refused with 507, reads answered 200' : 'see the figures' };
  },
  balancer: ({ figures: f }) => {
    const parts = balancerParts(f);
    const failed = parts.filter((part) => part.pass === false);
    return {
      pass: failed.length === 0 && parts.some((part) => part.pass),
      text: failed.length === 0 ? parts.map((part) => `${part.part}: ${part.pass === null ? 'not run' : 'pass'}`).join('; ') : failed.map((part) => `${part.part}: ${part.text}`).join('; '),
    };
  },
  nat: ({ figures: f }) => {
    const problems = f.runs.flatMap((/** @type {any} */ run) => {
      const found = [];
      if (!run.allThrough) found.push(`${run.database}: ${run.live.ok} of ${f.students} through every step (${run.register.ok} registered, ${run.login.ok} logged in)`);
      if (run.register.tooMany + run.login.tooMany > 0) found.push(`${run.database}: ${run.register.tooMany + run.login.tooMany} answered 429`);
      if (run.elapsedMs > f.windowMs) found.push(`${run.database}: took ${Math.round(run.elapsedMs / 1000)} s, over the minute`);
      return found;
    });
    const busy = f.runs.reduce((sum, /** @type {any} */ run) => sum + run.register.busy + run.login.busy, 0);
    const slowest = Math.max(...f.runs.map((/** @type {any} */ run) => run.elapsedMs));
    return {
      pass: problems.length === 0,
      text:
        problems.length === 0
          ? `all ${f.students} students from one address registered, logged in and connected within ${Math.round(slowest / 1000)} s on ${f.runs.map((/** @type {any} */ run) => run.database).join(' and ')}, no 429${busy ? `; ${busy} answers 503 (load shed) were tried again after Retry-After` : ''}`
          : problems.join('; '),
    };
  },
};
