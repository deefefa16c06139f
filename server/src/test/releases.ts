import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseStore } from '../releases/store';

export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
}

/** What the fake shell shares: React 19, socket.io-client 4 and a 0.x library, as singletons. */
export const SHELL_SHARED: SharedEntry[] = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', singleton: true },
  { name: 'socket.io-client', version: '4.8.4', singleton: true },
  { name: 'tiny-store', version: '0.4.2', singleton: true },
];

/** An mf-manifest.json as the federation plugin writes it, reduced to what publishing reads. */
export function federationManifest(name: string, { version = '1.0.0', shared = SHELL_SHARED, exposes = ['./App'] } = {}) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: version, buildName: `@campus/mfe-${name}` }, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: shared.map((entry) => ({ ...entry, requiredVersion: `^${entry.version}` })),
    exposes: exposes.map((exposed) => ({
      name: exposed.replace('./', ''),
      path: exposed,
      assets: { js: { sync: ['nested/12.abcdef0123.js'], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

export interface FakeBuild {
  version?: string;
  shared?: SharedEntry[];
  exposes?: string[];
  /** The manifest's own name, when it should differ from the remote's. */
  manifestName?: string;
  /** Text of the one chunk: different text, different content hash. */
  chunk?: string;
  /** Its federation-runtime.json; none by default, as builds made before the shell provided its runtime. */
  runtime?: { runtime: 'provides' | 'external' | 'own'; version: string };
}

/** The federation runtime version of the fake shell. */
export const SHELL_RUNTIME = { runtime: 'provides', version: '2.9.2' } as const;

/** A remote's dist in `dir`: manifest, remote entry, one hashed chunk and the standalone index.html. */
export function writeRemoteBuild(dir: string, name: string, build: FakeBuild = {}): string {
  mkdirSync(path.join(dir, 'nested'), { recursive: true });
  const manifest = federationManifest(build.manifestName ?? name, build);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};`);
  writeFileSync(path.join(dir, 'nested', '12.abcdef0123.js'), build.chunk ?? `console.log("${name}")`);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name} standalone ${Math.random()}</title>`);
  if (build.runtime) writeFileSync(path.join(dir, 'federation-runtime.json'), JSON.stringify(build.runtime));
  return dir;
}

/** A remote's build in a temp folder of its own, as a CI artifact. */
export function remoteBuild(name: string, build: FakeBuild = {}): string {
  return writeRemoteBuild(mkdtempSync(path.join(tmpdir(), `campus-build-${name}-`)), name, build);
}

/**
 * A WEB_ROOT with a built shell (index.html, a hashed bundle, its mf-manifest.json, the federation runtime it
 * provides; `runtime: null` for a shell built before it provided one) and no remotes.
 */
export function fakeWebRoot(shared: SharedEntry[] = SHELL_SHARED, { runtime = SHELL_RUNTIME as FakeBuild['runtime'] | null } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>Campus Marketplace</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shell, 'main.0123456789.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ ...federationManifest('shell', { shared, exposes: [] }) }));
  writeFileSync(path.join(shell, 'boot.json'), JSON.stringify({ scripts: ['/bootstrap.0123456789.js'] }));
  if (runtime) writeFileSync(path.join(shell, 'federation-runtime.json'), JSON.stringify(runtime));
  return root;
}

/** An empty release store checked against a fake shell. */
export function fakeStore(shell: Parameters<typeof fakeWebRoot>[1] = {}): ReleaseStore & { webRoot: string } {
  const webRoot = fakeWebRoot(SHELL_SHARED, shell);
  return {
    webRoot,
    dir: mkdtempSync(path.join(tmpdir(), 'campus-releases-')),
    shellManifest: path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'),
  };
}

/** A first-paint bundle (`ssr/render.cjs`) in a build folder: CommonJS source exporting `render`. */
export function writeFirstPaintBundle(dist: string, source: string): void {
  mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  writeFileSync(path.join(dist, 'ssr', 'render.cjs'), source);
}
