import { mkdirSync, readFileSync, rmdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeStore, remoteBuild, writeRemoteBuild } from '../test/releases';
import { readRegistry, RegistrySchema } from './registry';
import { publishRelease, rollbackRelease } from './store';

describe('switching while pages load', () => {
  const store = fakeStore();
  let t: TestApp;
  beforeAll(async () => {
    writeRemoteBuild(path.join(store.webRoot, 'mfe-hire', 'dist'), 'hire');
    t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: store.webRoot, RELEASES_DIR: store.dir });
  });
  afterAll(() => t.close());

  it('never shows a half-written registry or a manifest URL that does not answer', async () => {
    await publishRelease(store, 'hire', remoteBuild('hire', { version: '2.0.0' }));
    let switching = true;
    const switcher = (async () => {
      // 30 switches: back to the first release and forward again (a publish of a stored build).
      const second = remoteBuild('hire', { version: '2.0.0' });
      for (let round = 0; round < 15; round++) {
        expect((await rollbackRelease(store, 'hire')).status).toBe('live');
        expect((await publishRelease(store, 'hire', second)).status).toBe('live');
      }
      switching = false;
    })();

    const seen = new Set<string>();
    let checks = 0;
    const reader = async () => {
      while (switching) {
        // What a page gets from /remotes.json, and what anyone reading the file itself gets.
        const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
        const manifest = response.json<Record<string, string>>().hire ?? '';
        seen.add(manifest);
        expect((await t.app.inject({ method: 'GET', url: manifest })).statusCode, manifest).toBe(200);
        expect(() => RegistrySchema.parse(JSON.parse(readFileSync(path.join(store.dir, 'registry.json'), 'utf8')))).not.toThrow();
        checks++;
      }
    };
    await Promise.all([switcher, ...Array.from({ length: 8 }, reader)]);
    expect(checks).toBeGreaterThan(30);
    expect(seen.size).toBe(2);
  });
});

describe('concurrent publishers', () => {
  it('lose no update, for two remotes or for one', async () => {
    const store = fakeStore();
    await Promise.all([publishRelease(store, 'buy', remoteBuild('buy')), publishRelease(store, 'rent', remoteBuild('rent'))]);
    expect(Object.keys((await readRegistry(store.dir)).remotes).sort()).toEqual(['buy', 'rent']);

    const results = await Promise.all(
      ['1.0.0', '1.1.0', '1.2.0', '1.3.0'].map((version) => publishRelease(store, 'hire', remoteBuild('hire', { version }))),
    );
    const hire = (await readRegistry(store.dir)).remotes.hire;
    const ids = results.map((result) => (result.status === 'live' ? result.id : ''));
    expect(hire?.releases.map((release) => release.id).sort()).toEqual([...ids].sort());
    // Each publish switched from the one before it: one chain through all four.
    expect([...(hire?.previous ?? []), hire?.live].sort()).toEqual([...ids].sort());
    expect(Object.keys((await readRegistry(store.dir)).remotes).sort()).toEqual(['buy', 'hire', 'rent']);
  });

  it('breaks the lock of a holder that died, and waits for a live one', async () => {
    const store = fakeStore();
    const lock = path.join(store.dir, 'registry.lock');
    // A dead holder's lock: nobody has refreshed it for a minute.
    mkdirSync(lock, { recursive: true });
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, aMinuteAgo, aMinuteAgo);
    expect((await publishRelease(store, 'hire', remoteBuild('hire'))).status).toBe('live');

    // A live holder's: just taken.
    mkdirSync(lock);
    let done = false;
    const waiting = publishRelease(store, 'hire', remoteBuild('hire', { version: '2.0.0' })).then((result) => {
      done = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect((await readRegistry(store.dir)).remotes.hire?.releases).toHaveLength(1);
    rmdirSync(lock);
    expect((await waiting).status).toBe('live');
  });
});
