import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeWebRoot, remoteBuild, writeRemoteBuild } from '../test/releases';
import { readRegistry } from './registry';
import { publishRelease, rollbackRelease, type ReleaseStore } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving releases', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  /** A server on a fake WEB_ROOT where hire (and whatever `builds` says) is built. */
  async function start(webRoot = fakeWebRoot(), releasesDir = mkdtempSync(path.join(tmpdir(), 'campus-releases-'))) {
    const t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot, RELEASES_DIR: releasesDir });
    apps.push(t);
    const store: ReleaseStore = { dir: releasesDir, shellManifest: path.join(webRoot, 'shell', 'dist', 'mf-manifest.json') };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    const remotes = async () => (await get('/remotes.json')).json<Record<string, string>>();
    return { t, store, webRoot, releasesDir, get, remotes };
  }

  function builtWebRoot(): string {
    const webRoot = fakeWebRoot();
    writeRemoteBuild(path.join(webRoot, 'mfe-hire', 'dist'), 'hire');
    return webRoot;
  }

  it('publishes the built remotes at start and points /remotes.json at them, never cached', async () => {
    const { get, releasesDir } = await start(builtWebRoot());
    const live = (await readRegistry(releasesDir)).remotes.hire?.live;
    expect(live).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      buy: '/mfe/buy/mf-manifest.json',
      rent: '/mfe/rent/mf-manifest.json',
      hire: `/mfe/hire/${live}/mf-manifest.json`,
      chat: '/mfe/chat/mf-manifest.json',
      dashboard: '/mfe/dashboard/mf-manifest.json',
    });
    // An area with nothing published gets a 404, so the shell shows its fallback.
    expect((await get('/mfe/buy/mf-manifest.json')).statusCode).toBe(404);
  });

  it('serves every file of a release immutably, the old release still after a switch', async () => {
    const { get, remotes, store } = await start(builtWebRoot());
    const first = (await remotes()).hire;
    const next = await publishRelease(store, 'hire', remoteBuild('hire', { version: '1.1.0', chunk: 'console.log("new")' }));
    expect(next.status).toBe('live');

    // The next request sees the switch, no restart.
    const second = (await remotes()).hire;
    expect(second).toMatch(/^\/mfe\/hire\/1\.1\.0-[0-9a-f]{10}\/mf-manifest\.json$/);
    for (const [manifest, chunk] of [
      [first, 'console.log("hire")'],
      [second, 'console.log("new")'],
    ] as const) {
      const base = path.posix.dirname(manifest ?? '');
      for (const file of ['mf-manifest.json', 'remoteEntry.js', 'nested/12.abcdef0123.js']) {
        const response = await get(`${base}/${file}`);
        expect(response.statusCode, `${base}/${file}`).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await get(`${base}/nested/12.abcdef0123.js`)).body).toBe(chunk);
    }
  });

  it('never serves the registry, its lock, a folder being written, a missing file or a directory', async () => {
    const { get, releasesDir, remotes } = await start(builtWebRoot());
    const live = path.posix.dirname((await remotes()).hire ?? '');
    const id = path.posix.basename(live);
    mkdirSync(path.join(releasesDir, 'hire', `.${id}.tmp`), { recursive: true });
    writeFileSync(path.join(releasesDir, 'hire', `.${id}.tmp`, 'remoteEntry.js'), 'half');
    writeFileSync(path.join(releasesDir, 'registry.lock'), '{}');
    writeFileSync(path.join(releasesDir, 'hire', id, '.secret'), 'x');
    for (const url of [
      '/mfe/registry.json',
      '/mfe/registry.lock',
      `/mfe/hire/.${id}.tmp/remoteEntry.js`,
      `/mfe/hire/%2E${id}.tmp/remoteEntry.js`,
      `/mfe/hire/${id}/.secret`,
      `/mfe/hire/${id}/../../registry.json`,
      `/mfe/hire/${id}/%2e%2e/%2e%2e/registry.json`,
      `/mfe/hire/${id}/nope.js`,
      `/mfe/hire/${id}/`,
      `/mfe/hire/${id}`,
      '/mfe/hire/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });

  it('keeps a rollback across a restart: a build already in the store is not switched to again', async () => {
    const webRoot = builtWebRoot();
    const first = await start(webRoot);
    const built = (await first.remotes()).hire;
    await publishRelease(first.store, 'hire', remoteBuild('hire', { version: '1.1.0' }));
    const newer = (await first.remotes()).hire;
    await first.t.close();
    apps.splice(apps.indexOf(first.t), 1);

    // The same build again at start: the newer release stays live.
    const second = await start(webRoot, first.releasesDir);
    expect((await second.remotes()).hire).toBe(newer);
    expect((await rollbackRelease(second.store, 'hire')).status).toBe('live');
    expect((await second.remotes()).hire).toBe(built);

    // A new build counts as a new release.
    writeRemoteBuild(path.join(webRoot, 'mfe-hire', 'dist'), 'hire', { chunk: 'console.log("rebuilt")' });
    const third = await start(webRoot, first.releasesDir);
    const rebuilt = (await third.remotes()).hire;
    expect(rebuilt).not.toBe(built);
    expect(rebuilt).not.toBe(newer);
  });

  it('refuses an incompatible build at start and keeps serving the live release', async () => {
    const webRoot = builtWebRoot();
    const first = await start(webRoot);
    const live = (await first.remotes()).hire;
    writeRemoteBuild(path.join(webRoot, 'mfe-hire', 'dist'), 'hire', {
      version: '2.0.0',
      shared: [{ name: 'react', version: '18.3.1', singleton: true }],
    });
    const refused = await publishRelease(first.store, 'hire', path.join(webRoot, 'mfe-hire', 'dist'));
    expect(refused.status).toBe('refused');
    expect((await first.remotes()).hire).toBe(live);

    const second = await start(webRoot, first.releasesDir);
    expect((await second.remotes()).hire).toBe(live);
    expect((await second.get(live ?? '')).statusCode).toBe(200);
  });

  it('keeps the last good registry when the file stops parsing, and lets REMOTES win', async () => {
    const { remotes, releasesDir } = await start(builtWebRoot());
    const live = (await remotes()).hire;
    writeFileSync(path.join(releasesDir, 'registry.json'), '{"remotes": {"hire": ');
    expect((await remotes()).hire).toBe(live);

    const dev = await buildTestApp('pglite', { RELEASES_DIR: releasesDir, REMOTES: 'rent=http://localhost:3002/mf-manifest.json' });
    apps.push(dev);
    const body = (await dev.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>();
    expect(body.rent).toBe('http://localhost:3002/mf-manifest.json');
  });
});
