// `pnpm dev`: the API server, the shell and the five remotes, each on its own dev server with hot reload.
// The server's /remotes.json points the shell at the remotes' dev servers.
import concurrently from 'concurrently';
import { DEV_PORTS } from '@campus/rspack-config';

const remotes = ['buy', 'rent', 'hire', 'chat', 'dashboard'];
const registry = remotes.map((name) => `${name}=http://localhost:${DEV_PORTS[name]}/mf-manifest.json`).join(',');

const { result } = concurrently(
  [
    {
      name: 'server',
      command: 'pnpm --filter @campus/server dev',
      env: { REMOTES: registry, SERVE_WEB: 'false', LOG_LEVEL: 'info' },
      prefixColor: 'gray',
    },
    { name: 'shell', command: 'pnpm --filter @campus/shell dev', prefixColor: 'blue' },
    ...remotes.map((name) => ({ name, command: `pnpm --filter @campus/mfe-${name} dev`, prefixColor: 'green' })),
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

console.log(`\n  The site: http://localhost:${DEV_PORTS.shell}  (API on :8080)\n`);
result.catch(() => process.exit(1));
