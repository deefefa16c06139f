import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStore, federationManifest, remoteBuild, SHELL_SHARED } from '../test/releases';
import { readRegistry } from './registry';
import { publishRelease, rollbackRelease } from './store';

const RELEASE = /^1\.0\.0-[0-9a-f]{10}$/;

describe('release store', () => {
  it('stores a published build under its id and makes it live', async () => {
    const store = fakeStore();
    const result = await publishRelease(store, 'hire', remoteBuild('hire'));
    expect(result).toMatchObject({ status: 'live', id: expect.stringMatching(RELEASE), was: null });
    const id = result.status === 'live' ? result.id : '';

    const registry = await readRegistry(store.dir);
    expect(registry.remotes.hire).toEqual({
      live: id,
      previous: [],
      releases: [{ id, version: '1.0.0', publishedAt: expect.any(String) }],
    });
    const folder = path.join(store.dir, 'hire', id);
    expect(readFileSync(path.join(folder, 'nested', '12.abcdef0123.js'), 'utf8')).toBe('console.log("hire")');
    expect(existsSync(path.join(folder, 'mf-manifest.json'))).toBe(true);
    expect(existsSync(path.join(folder, 'index.html'))).toBe(false);
    // No temp folder or file is left behind.
    expect(readdirSync(path.join(store.dir, 'hire'))).toEqual([id]);
    expect(readdirSync(store.dir).sort()).toEqual(['hire', 'registry.json']);
  });

  it('gives the same content the same id (the standalone index.html aside) and other content another', async () => {
    const store = fakeStore();
    const first = await publishRelease(store, 'hire', remoteBuild('hire'));
    const again = await publishRelease(store, 'hire', remoteBuild('hire'));
    expect(again).toEqual({ status: 'already-live', id: first.status === 'live' ? first.id : '' });

    const changed = await publishRelease(store, 'hire', remoteBuild('hire', { chunk: 'console.log("fixed")' }));
    const next = await publishRelease(store, 'hire', remoteBuild('hire', { version: '1.1.0' }));
    expect(changed).toMatchObject({ status: 'live', id: expect.stringMatching(RELEASE) });
    expect(next).toMatchObject({ status: 'live', id: expect.stringMatching(/^1\.1\.0-[0-9a-f]{10}$/) });
    const ids = new Set([first, changed, next].map((result) => (result.status === 'live' ? result.id : '')));
    expect(ids.size).toBe(3);
    expect(readdirSync(path.join(store.dir, 'hire'))).toHaveLength(3);
  });

  it('rolls back to the release live before, one step at a time, and refuses when there is none', async () => {
    const store = fakeStore();
    const one = await publishRelease(store, 'rent', remoteBuild('rent', { version: '1.0.0' }));
    const two = await publishRelease(store, 'rent', remoteBuild('rent', { version: '2.0.0' }));
    const three = await publishRelease(store, 'rent', remoteBuild('rent', { version: '3.0.0' }));
    const [id1, id2, id3] = [one, two, three].map((result) => (result.status === 'live' ? result.id : ''));
    expect(three).toEqual({ status: 'live', id: id3, was: id2 });

    expect(await rollbackRelease(store, 'rent')).toEqual({ status: 'live', id: id2, was: id3 });
    expect(await rollbackRelease(store, 'rent')).toEqual({ status: 'live', id: id1, was: id2 });
    const before = readFileSync(path.join(store.dir, 'registry.json'), 'utf8');
    expect(await rollbackRelease(store, 'rent')).toEqual({ status: 'none' });
    expect(readFileSync(path.join(store.dir, 'registry.json'), 'utf8')).toBe(before);

    const registry = await readRegistry(store.dir);
    expect(registry.remotes.rent?.live).toBe(id1);
    // The history keeps every release, oldest first.
    expect(registry.remotes.rent?.releases.map((release) => release.version)).toEqual(['1.0.0', '2.0.0', '3.0.0']);
  });

  it('refuses a rollback of a remote never published', async () => {
    const store = fakeStore();
    expect(await rollbackRelease(store, 'chat')).toEqual({ status: 'none' });
    expect(existsSync(path.join(store.dir, 'registry.json'))).toBe(false);
  });

  it('refuses to roll back to a release that no longer fits the shell as built now, and changes nothing', async () => {
    const store = fakeStore();
    // Published when the shell still shared styled-components; the shell has been rebuilt without it since.
    const oldShared = [...SHELL_SHARED, { name: 'styled-components', version: '6.6.0', singleton: true }];
    const shellNow = readFileSync(store.shellManifest, 'utf8');
    writeFileSync(store.shellManifest, JSON.stringify(federationManifest('shell', { shared: oldShared, exposes: [] })));
    const old = await publishRelease(store, 'buy', remoteBuild('buy', { version: '1.0.0', shared: oldShared }));
    expect(old.status).toBe('live');
    writeFileSync(store.shellManifest, shellNow);
    const current = await publishRelease(store, 'buy', remoteBuild('buy', { version: '2.0.0' }));
    const before = readFileSync(path.join(store.dir, 'registry.json'), 'utf8');

    expect(await rollbackRelease(store, 'buy')).toEqual({
      status: 'refused',
      id: old.status === 'live' ? old.id : '',
      problems: ['styled-components: the release shares it as a singleton, and the shell does not provide it'],
    });
    expect(readFileSync(path.join(store.dir, 'registry.json'), 'utf8')).toBe(before);
    expect((await readRegistry(store.dir)).remotes.buy?.live).toBe(current.status === 'live' ? current.id : '');
  });

  it('keeps the live release when asked to, for a build published before', async () => {
    const store = fakeStore();
    const old = remoteBuild('buy', { version: '1.0.0' });
    const first = await publishRelease(store, 'buy', old);
    await publishRelease(store, 'buy', remoteBuild('buy', { version: '2.0.0' }));
    const live = (await readRegistry(store.dir)).remotes.buy?.live;

    const again = await publishRelease(store, 'buy', old, { keepLive: true });
    expect(again).toEqual({ status: 'known', id: first.status === 'live' ? first.id : '', live });
    expect((await readRegistry(store.dir)).remotes.buy?.live).toBe(live);
  });

  it('sanitises the version into the id and refuses one that names nothing', async () => {
    const store = fakeStore();
    const result = await publishRelease(store, 'hire', remoteBuild('hire', { version: '1.2.0+ci/7' }));
    expect(result).toMatchObject({ status: 'live', id: expect.stringMatching(/^1\.2\.0-ci-7-[0-9a-f]{10}$/) });
    expect((await readRegistry(store.dir)).remotes.hire?.releases[0]?.version).toBe('1.2.0+ci/7');

    for (const version of ['', '../..']) {
      const refused = await publishRelease(store, 'hire', remoteBuild('hire', { version }));
      expect(refused).toEqual({ status: 'refused', problems: [expect.stringContaining(`the version "${version}" cannot name a release`)] });
    }
  });
});
