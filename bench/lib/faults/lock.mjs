// Scenario "lock": a second server on the same DATA_DIR is refused; once the first is killed (kill -9, so
// its lock file stays behind) a new server starts on that folder.
import { kill, removeFolder, spawnServer, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { FAULT_SERVER_ENV } from './site.mjs';

/** @param {{ root: string, log: (line: string) => void }} options */
export async function secondServer({ root, log }) {
  const dataDir = tempFolder();
  const env = FAULT_SERVER_ENV;
  const { server: first } = await startReady({ root, dataDir, port: await freePort(), env });
  /** @type {import('../fault-process.mjs').Running | null} */
  let third = null;
  try {
    const second = spawnServer({ root, dataDir, port: await freePort(), env });
    const timer = setTimeout(() => second.child.kill('SIGKILL'), 30_000);
    const exit = await second.exit;
    clearTimeout(timer);
    const refusedMs = Math.round(exit.at - second.startedAt);
    const message = second.output().trim().split('\n').filter(Boolean).at(-1) ?? '';
    const firstStillAnswers = (await fetch(`${first.origin}/api/v1/health`)).ok;
    log(`lock: second server exited ${exit.signal ?? exit.code} after ${refusedMs} ms: ${message}`);

    await kill(first, 'SIGKILL');
    const restarted = await startReady({ root, dataDir, port: await freePort(), env });
    third = restarted.server;
    log(`lock: after kill -9 of the first, a new server was ready in ${restarted.readyMs} ms`);
    return {
      second: {
        exitCode: exit.code,
        signal: exit.signal,
        refusedMs,
        message,
        namesFolder: message.includes(dataDir),
        namesPid: message.includes(String(first.pid)),
      },
      firstStillAnswers,
      restartAfterKill: { ok: true, readyMs: restarted.readyMs },
    };
  } finally {
    await kill(first, 'SIGKILL');
    if (third) await stop(third);
    removeFolder(dataDir);
  }
}
