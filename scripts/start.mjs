// `pnpm start`: builds whatever is not built yet, then serves the site on http://localhost:8080.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outputs = {
  '@campus/shell': 'shell/dist/index.html',
  '@campus/mfe-buy': 'mfe-buy/dist/mf-manifest.json',
  '@campus/mfe-rent': 'mfe-rent/dist/mf-manifest.json',
  '@campus/mfe-hire': 'mfe-hire/dist/mf-manifest.json',
  '@campus/mfe-chat': 'mfe-chat/dist/mf-manifest.json',
  '@campus/mfe-dashboard': 'mfe-dashboard/dist/mf-manifest.json',
  '@campus/server': 'server/dist/server.js',
};

const run = (args) => {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const missing = Object.entries(outputs)
  .filter(([, file]) => !existsSync(path.join(root, file)))
  .map(([name]) => name);
if (missing.length > 0) {
  console.log(`› building ${missing.join(', ')}`);
  run([...missing.flatMap((name) => ['--filter', name]), '--workspace-concurrency=2', 'run', 'build']);
}
run(['serve']);
