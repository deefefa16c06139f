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
 * must name the remote and expose ./App, and every singleton both share must have the same major version
 * (one copy runs in the page, the shell's). Singletons only the release shares are fine.
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
    if (!shell || !(shell.singleton || entry.singleton)) continue;
    const problem = singletonProblem(entry.name, entry.version, shell.version);
    if (problem) problems.push(problem);
  }
  return problems;
}
