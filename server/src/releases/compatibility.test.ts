import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationManifest, fakeStore, remoteBuild, SHELL_RUNTIME, SHELL_SHARED } from '../test/releases';
import { checkCompatibility, checkRuntime, FederationManifestSchema, OWN_RUNTIME } from './compatibility';
import { readRegistry } from './registry';
import { publishRelease } from './store';

const shell = FederationManifestSchema.parse(federationManifest('shell', { exposes: [] }));
const withShared = (name: string, version: string) =>
  SHELL_SHARED.map((entry) => (entry.name === name ? { ...entry, version } : entry));

describe('checkCompatibility', () => {
  it('accepts a release sharing what the shell shares, minor and patch versions aside', () => {
    expect(checkCompatibility('hire', federationManifest('hire', { shared: withShared('react', '19.0.0') }), shell)).toEqual([]);
  });

  it('names the singleton, both versions and both majors when the majors differ', () => {
    expect(checkCompatibility('hire', federationManifest('hire', { shared: withShared('react', '18.3.1') }), shell)).toEqual([
      'react: the release shares 18.3.1, the shell shares 19.3.1 (major 18 ≠ 19)',
    ]);
  });

  it('compares major.minor below 1.0', () => {
    expect(checkCompatibility('hire', federationManifest('hire', { shared: withShared('tiny-store', '0.4.9') }), shell)).toEqual([]);
    expect(checkCompatibility('hire', federationManifest('hire', { shared: withShared('tiny-store', '0.5.0') }), shell)).toEqual([
      'tiny-store: the release shares 0.5.0, the shell shares 0.4.2 (major.minor 0.5 ≠ 0.4)',
    ]);
  });

  it('refuses a singleton the shell does not provide (a release from before the shell dropped styled-components)', () => {
    const shared = [...SHELL_SHARED, { name: 'styled-components', version: '6.6.0', singleton: true }];
    expect(checkCompatibility('chat', federationManifest('chat', { shared }), shell)).toEqual([
      'styled-components: the release shares it as a singleton, and the shell does not provide it',
    ]);
  });

  it('allows a package the release shares without making it a singleton', () => {
    const shared = [...SHELL_SHARED, { name: 'leaflet', version: '1.9.4', singleton: false }];
    expect(checkCompatibility('chat', federationManifest('chat', { shared }), shell)).toEqual([]);
  });

  it('checks socket.io-client like the rest, now that the shell shares it too (loaded on demand)', () => {
    expect(checkCompatibility('chat', federationManifest('chat', { shared: withShared('socket.io-client', '4.0.1') }), shell)).toEqual([]);
    expect(checkCompatibility('chat', federationManifest('chat', { shared: withShared('socket.io-client', '5.0.0') }), shell)).toEqual([
      'socket.io-client: the release shares 5.0.0, the shell shares 4.8.4 (major 5 ≠ 4)',
    ]);
  });

  it('refuses a release without ./App, one naming another remote, and a missing manifest', () => {
    expect(checkCompatibility('hire', federationManifest('hire', { exposes: ['./Other'] }), shell)).toEqual([
      'the release does not expose ./App',
    ]);
    expect(checkCompatibility('hire', federationManifest('buy'), shell)).toEqual(['the manifest names remote "buy", not "hire"']);
    expect(checkCompatibility('hire', undefined, shell)).toEqual(['missing or unreadable mf-manifest.json']);
    expect(checkCompatibility('hire', { name: 'hire' }, shell)).toEqual(['missing or unreadable mf-manifest.json']);
  });
});

describe('checkRuntime', () => {
  const external = (version: string) => ({ runtime: 'external', version }) as const;

  it('runs a release on the runtime the shell provides when their major.minor match', () => {
    expect(checkRuntime(external('2.9.2'), SHELL_RUNTIME)).toEqual([]);
    expect(checkRuntime(external('2.9.0'), SHELL_RUNTIME)).toEqual([]);
  });

  it('refuses a release built for another major.minor of the runtime, naming both', () => {
    expect(checkRuntime(external('2.10.0'), SHELL_RUNTIME)).toEqual([
      'federation runtime: the release was built for 2.10.0, the shell provides 2.9.2 (major.minor 2.10 ≠ 2.9)',
    ]);
  });

  it('refuses a release that needs the shell runtime when the shell provides none', () => {
    expect(checkRuntime(external('2.9.2'), OWN_RUNTIME)).toEqual([
      'the release runs on the federation runtime of the shell, and this shell provides none: rebuild the shell first',
    ]);
  });

  it('runs a release with its own runtime on any shell', () => {
    expect(checkRuntime(OWN_RUNTIME, OWN_RUNTIME)).toEqual([]);
    expect(checkRuntime({ runtime: 'own', version: '1.0.0' }, SHELL_RUNTIME)).toEqual([]);
  });
});

describe('publishing guard', () => {
  it('checks the federation runtime of the build against the shell it would run in', async () => {
    const store = fakeStore();
    const refused = await publishRelease(store, 'hire', remoteBuild('hire', { runtime: { runtime: 'external', version: '3.0.1' } }));
    expect(refused).toEqual({
      status: 'refused',
      problems: ['federation runtime: the release was built for 3.0.1, the shell provides 2.9.2 (major.minor 3.0 ≠ 2.9)'],
    });
    expect(await publishRelease(store, 'hire', remoteBuild('hire', { runtime: { runtime: 'external', version: '2.9.2' } }))).toMatchObject({
      status: 'live',
    });

    const oldShell = fakeStore({ runtime: null });
    expect(await publishRelease(oldShell, 'hire', remoteBuild('hire', { runtime: { runtime: 'external', version: '2.9.2' } }))).toMatchObject({
      status: 'refused',
      problems: [expect.stringMatching(/this shell provides none/)],
    });
    expect(await publishRelease(oldShell, 'hire', remoteBuild('hire'))).toMatchObject({ status: 'live' });
  });

  it('refuses a release on another React major, stores nothing and keeps the live release', async () => {
    const store = fakeStore();
    const live = await publishRelease(store, 'hire', remoteBuild('hire'));
    const before = readFileSync(path.join(store.dir, 'registry.json'), 'utf8');

    const refused = await publishRelease(store, 'hire', remoteBuild('hire', { version: '2.0.0', shared: withShared('react', '18.3.1') }));
    expect(refused).toEqual({
      status: 'refused',
      problems: ['react: the release shares 18.3.1, the shell shares 19.3.1 (major 18 ≠ 19)'],
    });
    expect(readFileSync(path.join(store.dir, 'registry.json'), 'utf8')).toBe(before);
    expect(readdirSync(path.join(store.dir, 'hire'))).toHaveLength(1);
    expect((await readRegistry(store.dir)).remotes.hire?.live).toBe(live.status === 'live' ? live.id : '');
  });

  it('refuses every problem at once: wrong name, no ./App', async () => {
    const store = fakeStore();
    const refused = await publishRelease(store, 'hire', remoteBuild('hire', { manifestName: 'buy', exposes: [] }));
    expect(refused).toEqual({
      status: 'refused',
      problems: ['the manifest names remote "buy", not "hire"', 'the release does not expose ./App'],
    });
    expect((await readRegistry(store.dir)).remotes).toEqual({});
  });

  it('refuses a folder with no manifest, and any release while the shell is not built', async () => {
    const store = fakeStore();
    const build = remoteBuild('hire');
    rmSync(path.join(build, 'mf-manifest.json'));
    expect(await publishRelease(store, 'hire', build)).toEqual({ status: 'refused', problems: ['missing or unreadable mf-manifest.json'] });

    rmSync(store.shellManifest);
    const refused = await publishRelease(store, 'hire', remoteBuild('hire'));
    expect(refused).toEqual({ status: 'refused', problems: [expect.stringMatching(/the shell is not built .*build it first/)] });
  });
});
