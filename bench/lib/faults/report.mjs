// faults.md: per scenario what was done, its figures and its verdict.
import { table } from '../markdown.mjs';
import { CAMPUS_SECTIONS } from './report-campus.mjs';
import { counts, mark } from './report-text.mjs';

/** @typedef {import('./verdicts.mjs').Verdict} Verdict */

/** @type {Record<string, { title: string, render: (figures: any) => string[] }>} */
const SECTIONS = {
  kill9: {
    title: '1. kill -9 under write load',
    render: (f) => [
      'Six members create products and four send chat messages without pause; the server is killed with SIGKILL after a random 0.8–3 s, restarted on the same data, and every acknowledged write (201, or the socket\'s ack) is looked for.',
      '',
      table(
        ['database', '>kills', '>acknowledged products', '>acknowledged messages', '>missing', '>first start ms', '>restart ms (min / median / max)'],
        ['pglite', 'postgres'].map((db) => {
          const r = f[db];
          return [db, r.kills, r.acknowledged.products, r.acknowledged.messages, r.missing.products + r.missing.messages, r.firstStartMs, `${r.restartMs.min} / ${r.restartMs.median} / ${r.restartMs.max}`];
        }),
      ),
    ],
  },
  lock: {
    title: '2. A second server on the same DATA_DIR',
    render: (f) => [
      table(
        ['check', 'result'],
        [
          ['second server', `exit ${f.second.exitCode ?? f.second.signal} after ${f.second.refusedMs} ms`],
          ['its message', `\`${f.second.message.replace(/\|/g, '\\|')}\``],
          ['names the folder / the pid', `${f.second.namesFolder ? 'yes' : 'no'} / ${f.second.namesPid ? 'yes' : 'no'}`],
          ['first server still answers', f.firstStillAnswers ? 'yes' : 'no'],
          ['start after kill -9 of the first', f.restartAfterKill.ok ? `ready in ${f.restartAfterKill.readyMs} ms` : 'failed'],
        ],
      ),
    ],
  },
  sigterm: {
    title: '3. SIGTERM under load',
    render: (f) => [
      f.roles
        ? `${f.clients} keep-alive clients send without pause: ${f.roles.photo} create products with a photo (multipart, ${Math.round(Math.min(...f.photoBytes) / 1024)}–${Math.round(Math.max(...f.photoBytes) / 1024)} KB JPEG), ${f.roles.rent} create rent items (JSON), ${f.roles.update} change a product, ${f.roles.pipelined} pipeline three requests at a time (a product page, a change, health) on raw connections, ${f.roles.reader} read a product page and the list; SIGTERM after 1.5 s, restart on the same data to read what was stored. "Running at the signal": sent before it and ended after; "sent while draining": sent between the signal and the exit; "after exit": sent in the 300 ms after. "Unanswered": no answer (reset, or closed without one) on an open connection or for a request sent before the signal, by client; "new connections reset as the listener closed": made after the signal and reset by the kernel in the instant the listener closed, never read by the server.`
        : `${f.clients} keep-alive clients (${f.writers} creating products, the others reading a product page and the list) send without pause; SIGTERM after 1.5 s.`,
      '',
      table(
        ['>run', '>exit ms', '>exit code', 'running at the signal', 'sent while draining', '… of them on reused connections (sent at, ms after the signal)', 'pipelined', 'unanswered', 'new connections reset as the listener closed', '>stored unanswered', 'sent after exit', '>slowest ms'],
        f.runs.map((/** @type {any} */ r) => [
          r.run,
          r.exitMs,
          r.exitCode ?? r.signal,
          counts(r.runningAtSignal),
          counts(r.sentWhileDraining),
          Object.entries(r.sentWhileDrainingOnReusedConnection ?? {})
            .map(([name, count]) => `${name} ${count} (${(r.sentWhileDrainingAtMs?.[name] ?? []).join('–')})`)
            .join(', ') || '–',
          counts(r.pipelined),
          counts(r.unansweredByRole),
          counts(r.newResetAsListenerClosed),
          r.storedUnanswered ?? '–',
          counts(r.sentAfterExit),
          r.slowestAfterSignalMs,
        ]),
      ),
    ],
  },
  outage: {
    title: '4. PostgreSQL outage through a TCP proxy',
    render: (f) => [
      `${f.readers} readers (product page and chat history from the database, the product list from memory) and ${f.writers} writers; the proxy is cut for ${f.outageMs / 1000} s. Deadline ${f.deadlineMs / 1000} s. \`/api/v1/ready\`: ${typeof f.readyEndpoint === 'number' ? `answers (${f.readyEndpoint} before the outage)` : f.readyEndpoint}.`,
      '',
      table(
        ['mode', 'requests during the outage', '>max ms', `>over ${f.deadlineMs / 1000} s`, '>first read ok after restore, ms', '>first write ok after restore, ms', '>failures after recovering', 'ready: not ready after cut / ready after restore'],
        f.modes.map((/** @type {any} */ m) => [
          m.mode,
          counts(m.duringOutage),
          m.maxLatencyMs,
          m.slowerThanDeadline,
          m.firstOkAfterRestoreMs.read,
          m.firstOkAfterRestoreMs.write,
          m.errorsAfterRecovery,
          m.readiness ? `${m.readiness.notReadyAfterCutMs ?? '–'} ms / ${m.readiness.readyAfterRestoreMs ?? '–'} ms` : '–',
        ]),
      ),
      '',
      ...f.modes.flatMap((/** @type {any} */ m) => [
        `What the failing answers said, ${m.mode}: ${counts(m.failureMessages)}`,
        '',
        `Per second of request start, ${m.mode} (0 = the cut, ${f.outageMs / 1000} = the restore); by kind during the outage: ${Object.entries(m.duringOutageByKind)
          .map(([kind, tally]) => `${kind}: ${counts(/** @type {any} */ (tally))}`)
          .join('; ')}`,
        '',
        table(['>s', 'endings', '>max ms'], m.perSecond.map((/** @type {any} */ s) => [s.second, counts(s.counts), s.maxMs])),
        '',
      ]),
    ],
  },
  overload: {
    title: '5. Overload of the unpaged product list',
    render: (f) => [
      `${f.products} products. Capacity with ${f.capacity.connections} connections: ${f.capacity.requestsPerSecond} req/s. Then ${f.offered.requestsPerSecond} req/s offered (twice) on up to ${f.offered.connections} connections for ${f.offered.durationS} s, a request timing out after ${f.offered.timeoutS} s. autocannon runs on the same 2 cores as the server.`,
      '',
      table(
        ['>answered/s', 'statuses', '>503 with Retry-After', '>timeouts', '>errors', '>p50 ms', '>p90 ms', '>p99 ms', '>max ms', 'server alive after'],
        [[f.answeredPerSecond, counts(f.statuses), f.status503.with, f.timeouts, f.errors, f.latencyMs.p50, f.latencyMs.p90, f.latencyMs.p99, f.latencyMs.max, f.serverAlive ? 'yes' : 'no']],
      ),
    ],
  },
  churn: {
    title: '6. Chat under connection churn (PostgreSQL)',
    render: (f) => [
      `${f.senders} members send (one message every 1.1 s each) for ${f.durationS} s while ${f.clients} visitors connect, stay 0.2–2 s, disconnect, wait up to 0.5 s, and catch up with \`after=<newest held>\` on each reconnect; a last reconnect each at the end. Compared with \`chat_messages\` read from the database.`,
      '',
      table(
        ['>stored', '>reconnects', '>failed connects', '>live deliveries', '>caught up', '>gaps', '>duplicates', '>extra', '>out of order (live)', '>clients complete'],
        [[f.stored, f.reconnects, f.failedConnects, f.liveDeliveries, f.caughtUpMessages, f.gaps, f.duplicates, f.extra, f.outOfOrder, `${f.clientsComplete} / ${f.clients}`]],
      ),
    ],
  },
  publish: {
    title: '7. Killed publishes',
    render: (f) => [
      `\`pnpm remote publish ${f.remote} --from <artifact>\` (the remote's build plus ${f.fillerFiles} small files, so the copy lasts), its process group killed with SIGKILL as soon as a temp folder appears in the release store (plus 0–40 ms).`,
      '',
      table(
        ['step', 'result'],
        [
          ['killed publishes', `${f.killed.length} (${f.killed.filter((/** @type {any} */ k) => k.midCopy).length} mid-copy, ${f.killed.filter((/** @type {any} */ k) => k.finishedBeforeKill).length} finished first)`],
          ['leftovers after the first kills', f.leftoversAfterKills.length],
          ['normal publish', `exit ${f.normalPublish.exitCode} in ${f.normalPublish.ms} ms: ${f.normalPublish.output.replace(/\n/g, ' ')}`],
          ['leftovers after it', f.leftoversAfterPublish.length ? f.leftoversAfterPublish.join(', ') : 0],
          ['leftovers before a server start', f.leftoversBeforeServerStart.length],
          ['leftovers after the server started', f.leftoversAfterServerStart.length ? f.leftoversAfterServerStart.join(', ') : 0],
        ],
      ),
    ],
  },
  disk: {
    title: '8. Free disk floor',
    render: (f) =>
      f.startedWithFloor
        ? [
            `Free space ${f.freeMb} MB; started with \`MIN_FREE_DISK_MB=${f.floorMb}\`.`,
            '',
            table(
              ['request', 'kind', 'answer', 'message'],
              [
                ...Object.entries(f.writes).map(([name, w]) => [name, 'write', String(/** @type {any} */ (w).status), /** @type {any} */ (w).message ?? '']),
                ...Object.entries(f.reads).map(([name, r]) => [name, 'read', String(/** @type {any} */ (r).status), /** @type {any} */ (r).message ?? '']),
                ['GET /api/v1/ready', 'read', String(f.ready.status), f.ready.message ?? ''],
              ],
            ),
          ]
        : [`Free space ${f.freeMb} MB; with \`MIN_FREE_DISK_MB=${f.floorMb}\` the server did not start: ${f.startError}`],
  },
  ...CAMPUS_SECTIONS,
};

/** @param {any} result */
export function toMarkdown(result) {
  const lines = [
    '# Fault runs',
    '',
    `Built server, Node ${result.machine.node}, ${result.machine.cpus}, ${result.machine.memoryGb} GB. Latest run: ${result.lastRun.scenarios.join(', ')} in ${result.lastRun.seconds} s, commit ${result.commit}, ${result.measuredAt}.`,
    '',
    table(
      ['scenario', 'verdict', 'commit', '>s', '>machine load'],
      Object.entries(SECTIONS)
        .filter(([name]) => result.scenarios[name])
        .map(([name, section]) => {
          const s = result.scenarios[name];
          return [section.title, s.error ? `could not run: ${s.error}` : mark(s.verdict), s.commit, s.seconds, s.machineLoad];
        }),
    ),
    '',
  ];
  for (const [name, section] of Object.entries(SECTIONS)) {
    const scenario = result.scenarios[name];
    if (!scenario) continue;
    lines.push(`## ${section.title}`, '');
    if (scenario.error) {
      lines.push(`Could not run: ${scenario.error}`, '');
      continue;
    }
    lines.push(...section.render(scenario.figures), '', `Verdict: ${mark(scenario.verdict)}. Measured ${scenario.measuredAt} at ${scenario.commit}.`, '');
  }
  return lines.join('\n');
}
