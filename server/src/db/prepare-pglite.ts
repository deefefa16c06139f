// The child process that prepares a new data folder's embedded database, then exits (new-data-folder.ts): initdb
// grows PGlite's memory to about 670 MB and the demo photos pass through it too, memory a process never gives back,
// so the server would keep it for its whole life after a first start (README "Memory"). Its job comes over the IPC
// channel (it holds the admin's password: never on a command line), and each step done goes back the same way.
import { prepareDatabase, type PrepareJob, type PrepareStep } from './prepare-database';

if (!process.send) {
  console.error('prepare-pglite runs as a child process of the server (new-data-folder.ts), which sends it its job');
  process.exit(2);
}

// The server that started it is gone (killed): stop at once rather than go on writing into a folder the next start
// removes as a leftover.
const orphaned = () => process.exit(1);
process.on('disconnect', orphaned);

const sent: Promise<void>[] = [];
const report = (step: PrepareStep) => {
  sent.push(new Promise((resolve) => process.send?.({ step }, undefined, {}, () => resolve())));
};

process.once('message', (message: { dir: string; job: PrepareJob }) => {
  prepareDatabase(message.dir, message.job, report)
    .then(async () => {
      await Promise.all(sent);
      process.off('disconnect', orphaned);
      process.disconnect();
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
