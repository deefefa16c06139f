import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@campus/shared/contract';

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((entry) => entry !== 'node_modules')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function builtVersion(manifest: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData
      ?.buildInfo?.buildVersion;
  } catch {
    return undefined;
  }
}

/**
 * Why `mfe-<name>` under the workspace `root` must be built before publishing, or null when its dist is up
 * to date (or there are no sources to build it from): no manifest, sources changed since (the remote's,
 * shared/src, tooling/rspack with the page template every app uses), or another version asked for through MF_BUILD_VERSION.
 */
export function buildReason(root: string, name: RemoteName, wantedVersion: string | undefined): string | null {
  const remote = path.join(root, `mfe-${name}`);
  const manifest = path.join(remote, 'dist', 'mf-manifest.json');
  if (!existsSync(path.join(remote, 'package.json'))) return null;
  if (!existsSync(manifest)) return 'not built yet';
  const inputs = [
    ...['src', 'package.json', 'rspack.config.mjs'].map((file) => path.join(remote, file)),
    path.join(root, 'shared', 'src'),
    path.join(root, 'tooling', 'rspack'),
  ];
  if (Math.max(...inputs.map(newestChange)) > statSync(manifest).mtimeMs) return 'sources changed since the last build';
  if (wantedVersion && builtVersion(manifest) !== wantedVersion) return `MF_BUILD_VERSION is ${wantedVersion}`;
  return null;
}

/** `pnpm --filter @campus/mfe-<name> build` in the workspace, its output shown as it runs. */
export function buildRemote(root: string, name: RemoteName): boolean {
  return spawnSync('pnpm', ['--filter', `@campus/mfe-${name}`, 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
}
