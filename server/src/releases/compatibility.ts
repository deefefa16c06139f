import { z } from 'zod';

const SharedSchema = z.object({ name: z.string(), version: z.string(), singleton: z.boolean().optional() });

/** The part of an `mf-manifest.json` publishing relies on. */
export const FederationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string() }),
    remoteEntry: z.object({ name: z.string() }),
  }),
  shared: z.array(SharedSchema),
  exposes: z.array(z.object({ name: z.string(), path: z.string() })),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/**
 * How a build gets its federation runtime (`federation-runtime.json`, written by the build:
 * tooling/rspack/federation-runtime.mjs). The shell `provides` its runtime to the remotes; a remote built with
 * an `external` runtime has none of its own and runs on the shell's. A build without the file was made before
 * runtimes were shared: it carries its `own` and provides none.
 */
export const RuntimeInfoSchema = z.object({ runtime: z.enum(['provides', 'external', 'own']), version: z.string() });
export type RuntimeInfo = z.infer<typeof RuntimeInfoSchema>;
export const OWN_RUNTIME: RuntimeInfo = { runtime: 'own', version: '' };
export const RUNTIME_INFO_FILE = 'federation-runtime.json';

/** What must match between two versions of a singleton: the major, or major.minor below 1.0 (semver's 0.x). */
function breakingLine(version: string): string | null {
  const match = /^v?(\d+)(?:\.(\d+))?/.exec(version.trim());
  if (!match) return null;
  const [, major, minor = '0'] = match;
  return major === '0' ? `0.${minor}` : (major ?? null);
}

function singletonProblem(name: string, released: string, shells: string): string | null {
  const [ours, theirs] = [breakingLine(released), breakingLine(shells)];
  if (ours === null) return `${name}: the release shares "${released}", which is not a version`;
  if (theirs === null) return `${name}: the shell shares "${shells}", which is not a version`;
  if (ours === theirs) return null;
  const what = ours.startsWith('0.') || theirs.startsWith('0.') ? 'major.minor' : 'major';
  return `${name}: the release shares ${released}, the shell shares ${shells} (${what} ${ours} ≠ ${theirs})`;
}

/**
 * Why a remote's release cannot run in the shell, one message per mismatch (empty: compatible): its manifest
 * must name the remote and expose ./App, and every singleton it shares must be one the shell shares, with the
 * same major version (one copy runs in the page, the shell's). A singleton the shell does not provide would
 * be the release's own copy, without what the shell sets up around it: a release from before the shell
 * dropped styled-components, say, would style without the site's theme and fail. A new singleton therefore
 * ships in the shell first (tooling/rspack/index.mjs lists them all).
 */
export function checkCompatibility(name: string, releaseManifest: unknown, shellManifest: FederationManifest): string[] {
  const parsed = FederationManifestSchema.safeParse(releaseManifest);
  if (!parsed.success) return ['missing or unreadable mf-manifest.json'];
  const release = parsed.data;
  const problems: string[] = [];
  if (release.name !== name) problems.push(`the manifest names remote "${release.name}", not "${name}"`);
  if (!release.exposes.some((exposed) => exposed.path === './App')) problems.push('the release does not expose ./App');
  const shells = new Map(shellManifest.shared.map((entry) => [entry.name, entry]));
  for (const entry of release.shared) {
    const shell = shells.get(entry.name);
    if (!shell) {
      if (entry.singleton) problems.push(`${entry.name}: the release shares it as a singleton, and the shell does not provide it`);
      continue;
    }
    if (!(shell.singleton || entry.singleton)) continue;
    const problem = singletonProblem(entry.name, entry.version, shell.version);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** major.minor: the federation runtime's parts (the remote's bundler runtime, the shell's core) change together. */
function minorLine(version: string): string | null {
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim());
  return match ? `${match[1]}.${match[2]}` : null;
}

/**
 * Why a release cannot run on the shell's federation runtime (empty: it can): a release built to run on the
 * shell's runtime needs a shell that provides one, of the same major.minor. A release with its own runtime
 * runs on any shell.
 */
export function checkRuntime(release: RuntimeInfo, shell: RuntimeInfo): string[] {
  if (release.runtime !== 'external') return [];
  if (shell.runtime !== 'provides') {
    return ['the release runs on the federation runtime of the shell, and this shell provides none: rebuild the shell first'];
  }
  const [ours, theirs] = [minorLine(release.version), minorLine(shell.version)];
  if (ours !== null && ours === theirs) return [];
  return [
    `federation runtime: the release was built for ${release.version}, the shell provides ${shell.version} (major.minor ${ours ?? '?'} ≠ ${theirs ?? '?'})`,
  ];
}
