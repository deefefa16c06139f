import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@campus/shared/contract';
import type { Env } from '../env';
import {
  checkCompatibility,
  checkRuntime,
  FederationManifestSchema,
  OWN_RUNTIME,
  RUNTIME_INFO_FILE,
  RuntimeInfoSchema,
  type FederationManifest,
  type RuntimeInfo,
} from './compatibility';
import { sweepLeftovers, tempName } from './leftovers';
import { readRegistry, updateRegistry, type Registry } from './registry';
import { contentHash, readBuild, versionSlug, type BuildFiles } from './release-files';

/** Where releases are kept, and the shell they must fit. */
export interface ReleaseStore {
  /** RELEASES_DIR */
  dir: string;
  /** The built shell's mf-manifest.json: what the shell shares. */
  shellManifest: string;
}

/** The store the server and `pnpm remote` share, from configuration. */
export function releaseStore(env: Env): ReleaseStore {
  return {
    dir: path.resolve(env.RELEASES_DIR),
    shellManifest: path.resolve(env.WEB_ROOT, 'shell', 'dist', 'mf-manifest.json'),
  };
}

export type PublishResult =
  | { status: 'live'; id: string; was: string | null }
  | { status: 'already-live'; id: string }
  /** With `keepLive`: this build was published before, and the live release stays whatever it is. */
  | { status: 'known'; id: string; live: string }
  | { status: 'refused'; problems: string[] };

async function readShellManifest(file: string): Promise<FederationManifest | string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return `the shell is not built (no ${file}): build it first with pnpm --filter @campus/shell build`;
  }
  const parsed = FederationManifestSchema.safeParse(parseJson(Buffer.from(text)));
  return parsed.success ? parsed.data : `the shell's ${file} is unreadable: rebuild the shell`;
}

/** A build's federation-runtime.json; without one (or unreadable), a build made before runtimes were shared. */
function runtimeInfo(content: Buffer | undefined): RuntimeInfo {
  const parsed = RuntimeInfoSchema.safeParse(parseJson(content));
  return parsed.success ? parsed.data : OWN_RUNTIME;
}

async function readShellRuntime(shellManifest: string): Promise<RuntimeInfo> {
  return runtimeInfo(await readFile(path.join(path.dirname(shellManifest), RUNTIME_INFO_FILE)).catch(() => undefined));
}

function parseJson(content: Buffer | undefined): unknown {
  try {
    return content === undefined ? undefined : JSON.parse(content.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Why a build (its manifest and federation-runtime.json, as files) cannot run in the shell as built now. */
async function fitProblems(store: ReleaseStore, name: RemoteName, manifest: Buffer | undefined, runtime: Buffer | undefined): Promise<string[]> {
  const shell = await readShellManifest(store.shellManifest);
  if (typeof shell === 'string') return [shell];
  return [
    ...checkCompatibility(name, parseJson(manifest), shell),
    ...checkRuntime(runtimeInfo(runtime), await readShellRuntime(store.shellManifest)),
  ];
}

/** The release's id, or the reasons it cannot go live; nothing is written either way. */
async function vet(store: ReleaseStore, name: RemoteName, files: BuildFiles): Promise<{ id: string; version: string } | string[]> {
  const problems = await fitProblems(store, name, files.get('mf-manifest.json'), files.get(RUNTIME_INFO_FILE));
  const manifest = parseJson(files.get('mf-manifest.json'));
  const parsed = FederationManifestSchema.safeParse(manifest);
  if (!parsed.success) return problems;
  const { buildVersion } = parsed.data.metaData.buildInfo;
  const entry = parsed.data.metaData.remoteEntry.name;
  if (!files.has(entry)) problems.push(`the release lacks its remote entry ${entry || '(none named)'}`);
  const slug = versionSlug(buildVersion);
  if (slug === null) problems.push(`the version "${buildVersion}" cannot name a release (use e.g. 1.2.0)`);
  if (problems.length > 0 || slug === null) return problems;
  return { id: `${slug}-${contentHash(files)}`, version: buildVersion };
}

/** Copies the files to <dir>/<name>/<id> through a dot-folder renamed into place; an existing one has the same content. */
async function storeFiles(store: ReleaseStore, name: RemoteName, id: string, files: BuildFiles): Promise<void> {
  const target = path.join(store.dir, name, id);
  const temp = path.join(store.dir, name, tempName(id));
  if (await access(target).then(() => true, () => false)) return;
  try {
    for (const [file, content] of files) {
      await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
      await writeFile(path.join(temp, file), content);
    }
    await rename(temp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Publishes the build in `buildDir` as `name`'s live release: checks it against the shell (a refusal
 * changes nothing), stores it under its content-addressed id, then switches the registry atomically.
 * `keepLive` switches only to a build never published before (start-up: a rollback survives restarts).
 */
export async function publishRelease(
  store: ReleaseStore,
  name: RemoteName,
  buildDir: string,
  { keepLive = false }: { keepLive?: boolean } = {},
): Promise<PublishResult> {
  // What a publish killed mid-copy left behind goes first; a running one's temps stay.
  await sweepLeftovers(store.dir);
  const files = await readBuild(buildDir).catch(() => new Map() as BuildFiles);
  const vetted = await vet(store, name, files);
  if (Array.isArray(vetted)) return { status: 'refused', problems: vetted };
  const { id, version } = vetted;
  await storeFiles(store, name, id, files);
  return updateRegistry<PublishResult>(store.dir, (registry) => {
    const current = registry.remotes[name];
    if (current?.live === id) return { registry: null, result: { status: 'already-live', id } };
    const releases = current?.releases ?? [];
    if (current && keepLive && releases.some((release) => release.id === id)) {
      return { registry: null, result: { status: 'known', id, live: current.live } };
    }
    const next: Registry = {
      remotes: {
        ...registry.remotes,
        [name]: {
          live: id,
          previous: current ? [...current.previous, current.live] : [],
          releases: releases.some((release) => release.id === id)
            ? releases
            : [...releases, { id, version, publishedAt: new Date().toISOString() }],
        },
      },
    };
    return { registry: next, result: { status: 'live', id, was: current?.live ?? null } };
  });
}

export type RollbackResult =
  | { status: 'live'; id: string; was: string }
  /** Nothing was live before the current release. */
  | { status: 'none' }
  /** The release before no longer fits the shell (the shell was rebuilt since): it stays where it is. */
  | { status: 'refused'; id: string; problems: string[] };

/**
 * Points `name` back at the release that was live before the current one, once it is checked against the
 * shell as it is built now (as a publish is): the shell may have changed since that release was live.
 */
export async function rollbackRelease(store: ReleaseStore, name: RemoteName): Promise<RollbackResult> {
  for (;;) {
    const target = (await readRegistry(store.dir)).remotes[name]?.previous.at(-1);
    if (target === undefined) return { status: 'none' };
    const folder = path.join(store.dir, name, target);
    const [manifest, runtime] = await Promise.all(
      ['mf-manifest.json', RUNTIME_INFO_FILE].map((file) => readFile(path.join(folder, file)).catch(() => undefined)),
    );
    const problems = await fitProblems(store, name, manifest, runtime);
    if (problems.length > 0) return { status: 'refused', id: target, problems };
    const result = await updateRegistry<RollbackResult | null>(store.dir, (registry) => {
      const current = registry.remotes[name];
      // Another publish or rollback came in between: check again whatever is the release before now.
      if (!current || current.previous.at(-1) !== target) return { registry: null, result: null };
      const next: Registry = {
        remotes: { ...registry.remotes, [name]: { ...current, live: target, previous: current.previous.slice(0, -1) } },
      };
      return { registry: next, result: { status: 'live', id: target, was: current.live } };
    });
    if (result) return result;
  }
}
