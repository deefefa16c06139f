// The verdict of each fault scenario on its figures (faults.md, bench/README.md).

/** @typedef {{ pass: boolean | null, text: string }} Verdict  `pass` null: not measurable in this build */

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
};
