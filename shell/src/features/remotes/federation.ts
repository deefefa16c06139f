import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, TIMING, type RemoteName, type RemotesManifest } from '@campus/shared/contract';
import type { ComponentType } from 'react';
import { bootData } from '../../config/boot-data';

let registration: Promise<RemotesManifest> | null = null;

/** A manifest's URL as the page names it: its path on this origin. */
const manifestKey = (url: string) => new URL(url, window.location.href).pathname;

const inlineManifests = new Map(Object.entries(bootData?.manifests ?? {}).map(([url, manifest]) => [manifestKey(url), manifest]));

/**
 * The federation runtime fetches a remote's manifest before its entry: one round trip more, after the
 * registry's. The page already holds the manifest of the area it opened on, so that one is answered from
 * it (once; a Retry fetches the real file). Registered with the first remote, once the runtime exists.
 */
const registerInlineManifests = () =>
  registerPlugins([
    {
      name: 'campus-inline-manifests',
      fetch(url: string) {
        const key = manifestKey(url);
        const manifest = inlineManifests.get(key);
        if (manifest === undefined) return undefined;
        inlineManifests.delete(key);
        return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
      },
    },
  ]);

function parseRegistry(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) throw new Error('remotes.json is not an object');
  const entries = REMOTE_NAMES.map((name) => {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no entry for ${name}`);
    return [name, url] as const;
  });
  return Object.fromEntries(entries) as RemotesManifest;
}

/** The registry the page carried, on the first load; `/remotes.json` otherwise (a Retry, a dev server). */
async function fetchRegistry(first: boolean): Promise<RemotesManifest> {
  if (first && bootData) return parseRegistry(bootData.registry);
  // Not an API call: the federation's registry, fetched as the runtime fetches the remotes' files, never from a
  // cache (docs/decisions/0038-axios-as-the-http-client.md, "What is not an API call").
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRegistry(await response.json());
}

/**
 * Fetches `/remotes.json` and registers every remote with the federation runtime, once per page: no
 * remote URL is built into the shell. `refresh` fetches it again (a Retry after a failure).
 */
function registered(refresh: boolean): Promise<RemotesManifest> {
  if (!registration || refresh) {
    const first = !registration;
    const pending = fetchRegistry(first).then((registry) => {
      if (first) {
        registerInlineManifests();
        registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: registry[name] })));
      }
      return registry;
    });
    // A failed fetch must not poison later attempts.
    pending.catch(() => {
      if (registration === pending) registration = null;
    });
    registration = pending;
  }
  return registration;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A remote whose server accepts the connection and never answers would hang loadRemote forever.
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface RemoteAppModule {
  default: ComponentType;
}

/** A component is a function, or an object such as what `memo()` and `forwardRef()` return. */
function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  const component = (value as { default?: unknown }).default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

/** Loads a remote's one exposed module, `./App`, within the load timeout. */
export async function loadRemoteApp(name: RemoteName, { retry = false } = {}): Promise<ComponentType> {
  const load = async () => {
    const registry = await registered(retry);
    // `force` drops what the runtime cached for this remote only, so a Retry really fetches its files
    // again while the areas already on the page stay as they are.
    if (retry) registerRemotes([{ name, entry: registry[name] }], { force: true });
    const module: unknown = await loadRemote(`${name}/App`);
    if (!isRemoteAppModule(module)) throw new Error(`${name}/App has no default component`);
    return module.default;
  };
  return withTimeout(load(), TIMING.remoteLoadTimeoutMs, `The ${name} area`);
}
