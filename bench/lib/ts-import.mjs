// The project's own TypeScript, for a bench that needs what the site or the server's tests use (the site's socket
// options, the Razorpay and SMTP stand-ins, the nginx the tests run): loaded through tsx, the server's TypeScript
// runner, so that the bench shares the code rather than a copy of it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// tsx is a dependency of the server (its `dev`, `remote` and `db` scripts), not of the workspace root.
const requireFromServer = createRequire(path.join(ROOT, 'server', 'package.json'));
const tsxFolder = path.dirname(requireFromServer.resolve('tsx/package.json'));
/** tsx's documented ESM API (`tsx/esm/api`), by its file: the package's `import` condition, which a require cannot pick. */
const { register } = await import(pathToFileURL(path.join(tsxFolder, 'dist', 'esm', 'api', 'index.mjs')).href);
// Once for the bench's process: every TypeScript module is then loaded once, whoever imports it, so that the server
// code a stand-in and a helper share (its database schema, say) is one copy.
register();

/**
 * The module at `file` (relative to the repository), its own imports resolved from where it lives.
 * @param {string} file  @returns {Promise<any>}
 */
export function importTs(file) {
  return import(pathToFileURL(path.join(ROOT, file)).href);
}
