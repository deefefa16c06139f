import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@campus/shared/contract';
import { parseRemoteOverrides } from './overrides';
import { liveRegistryReader } from './registry';
import { releaseStore } from './store';

/** What a page of one area needs before the shell starts: that remote's manifest and the scripts of its App. */
export interface RemoteStart {
  /** The URL `/remotes.json` gives for the remote. */
  manifestUrl: string;
  /** The remote's mf-manifest.json, handed to the shell so it need not fetch it. */
  manifest: unknown;
  /** Its remote entry and the files its `./App` needs at once, as URLs: preloaded with the page. */
  scripts: string[];
}

export interface LiveRemotes {
  /** `/remotes.json`: where each remote's mf-manifest.json lives right now (overrides win). */
  registry(): Promise<RemotesManifest>;
  /** The start of the live release of `area`; null when REMOTES points it elsewhere or nothing is published. */
  startOf(area: RemoteName): Promise<RemoteStart | null>;
  /** The folder of the live release of `area`, as served; null when REMOTES points it elsewhere or nothing is published. */
  releaseDirOf(area: RemoteName): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveRemotes: LiveRemotes;
  }
}

/** The part of a federation manifest this reads (the federation plugin writes much more). */
const ManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/** A file name of a build, as the manifest lists it: no way out of the release folder. */
const SAFE_FILE = /^(?:[\w.-]+\/)*[\w.-]+$/;

/**
 * The remotes as they are live now, read from the release registry on every call (a publish or a rollback
 * needs no restart); the manifest of a release is read once, since a release never changes.
 */
export const liveRemotesPlugin = fp(
  async (app: FastifyInstance) => {
    const store = releaseStore(app.config);
    const overrides = parseRemoteOverrides(app.config.REMOTES);
    const readLive = liveRegistryReader(store.dir, (error) =>
      app.log.error({ err: error }, 'registry.json is unreadable; the last good one stays in use'),
    );
    const starts = new Map<string, Promise<Omit<RemoteStart, 'manifestUrl'> | null>>();

    const readStart = async (name: RemoteName, release: string): Promise<Omit<RemoteStart, 'manifestUrl'> | null> => {
      try {
        const manifest: unknown = JSON.parse(await readFile(path.join(store.dir, name, release, 'mf-manifest.json'), 'utf8'));
        const { metaData, exposes } = ManifestSchema.parse(manifest);
        const app = exposes.find((exposed) => exposed.path === './App');
        const files = [path.posix.join(metaData.remoteEntry.path, metaData.remoteEntry.name), ...(app?.assets.js.sync ?? [])];
        if (!files.every((file) => SAFE_FILE.test(file))) throw new Error('the manifest names a file outside its release');
        return { manifest, scripts: files.map((file) => `/mfe/${name}/${release}/${file}`) };
      } catch (error) {
        // The page still works without the head start: the shell then fetches the manifest itself.
        app.log.error({ err: error, name, release }, 'a release manifest could not be read for the page');
        return null;
      }
    };

    app.decorate('liveRemotes', {
      async registry() {
        const live = await readLive();
        return Object.fromEntries(
          REMOTE_NAMES.map((name) => {
            const release = live[name];
            // Nothing published: a URL that answers 404, so the shell shows that area's fallback.
            return [name, overrides[name] ?? (release ? `/mfe/${name}/${release}/mf-manifest.json` : `/mfe/${name}/mf-manifest.json`)];
          }),
        ) as RemotesManifest;
      },
      async startOf(area) {
        const release = (await readLive())[area];
        if (overrides[area] || !release) return null;
        const key = `${area}/${release}`;
        let start = starts.get(key);
        if (!start) {
          start = readStart(area, release);
          starts.set(key, start);
        }
        const read = await start;
        return read ? { manifestUrl: `/mfe/${area}/${release}/mf-manifest.json`, ...read } : null;
      },
      async releaseDirOf(area) {
        const release = (await readLive())[area];
        return overrides[area] || !release ? null : path.join(store.dir, area, release);
      },
    } satisfies LiveRemotes);
  },
  { name: 'live-remotes', dependencies: ['config'] },
);
