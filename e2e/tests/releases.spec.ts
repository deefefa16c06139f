import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DATA_DIR } from '../playwright.config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** `pnpm remote …` from the workspace root, against the running server's data folder. */
async function remote(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('pnpm', ['remote', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Builds the hire remote into its own folder, stamped with `version`, as a team's CI would. */
async function buildHire(version: string, outDir: string) {
  await run('pnpm', ['--filter', '@campus/mfe-hire', 'exec', 'rspack', 'build', '--mode', 'production', '--env', `outDir=${outDir}`], {
    cwd: ROOT,
    env: { ...process.env, MF_BUILD_VERSION: version },
  });
}

const registry = async (request: APIRequestContext) => (await (await request.get('/remotes.json')).json()) as Record<string, string>;
const hireRoot = (page: Page) => page.locator('[data-remote="hire"]');

test.describe('shipping one area', () => {
  // Three builds and a dozen CLI runs: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  const work = mkdtempSync(path.join(tmpdir(), 'campus-releases-'));
  const first = path.join(work, 'hire-9.1.0');
  const second = path.join(work, 'hire-9.2.0');
  const incompatible = path.join(work, 'hire-react-18');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await buildHire('9.1.0', first);
    await buildHire('9.2.0', second);
    // A release that declares another major version of React than the shell shares.
    cpSync(second, incompatible, { recursive: true });
    const manifestFile = path.join(incompatible, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
      shared: { name: string; version: string; requiredVersion?: string }[];
    };
    manifest.metaData.buildInfo.buildVersion = '9.3.0';
    for (const shared of manifest.shared) {
      if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
    }
    writeFileSync(manifestFile, JSON.stringify(manifest));
  });
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('publish, switch on reload, keep an open page on its release, roll back, refuse an incompatible one', async ({
    page,
    browser,
    request,
  }) => {
    const before = await registry(request);
    const others = Object.fromEntries(Object.entries(before).filter(([name]) => name !== 'hire'));

    // First release: live on the next page load, marked with its version.
    const published = await remote('publish', 'hire', '--from', first);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/hire 9\.1\.0-[0-9a-f]+ is live/);
    await page.goto('/service');
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.1.0');
    expect((await registry(request)).hire).toMatch(/^\/mfe\/hire\/9\.1\.0-[0-9a-f]+\/mf-manifest\.json$/);

    // Second release while `page` stays open on the first.
    const hireRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/mfe/hire/')) hireRequests.push(url.pathname);
    });
    expect((await remote('publish', 'hire', '--from', second)).code).toBe(0);

    const fresh = await browser.newPage();
    await fresh.goto('/service');
    await expect(hireRoot(fresh)).toHaveAttribute('data-remote-version', '9.2.0');
    await fresh.close();

    // The open page still navigates within its release: to the browse page, away to another area and back.
    await page.getByRole('link', { name: 'Browse all services' }).click();
    await expect(page).toHaveURL(/\/service\/products/);
    await expect(page.getByRole('heading', { name: 'Hire a service' })).toBeVisible();
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.1.0');
    await page.getByRole('link', { name: 'Campus Marketplace' }).first().click();
    await expect(page.locator('[data-remote="buy"]')).toBeVisible();
    await page.goBack();
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.1.0');
    expect(hireRequests.filter((pathname) => !pathname.startsWith('/mfe/hire/9.1.0-'))).toEqual([]);

    // A reload gets the second release; a rollback brings back the first on the next load.
    await page.reload();
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.2.0');
    const rolledBack = await remote('rollback', 'hire');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toMatch(/hire 9\.1\.0-[0-9a-f]+ is live again/);
    await page.reload();
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.1.0');

    // An incompatible release is refused, naming the mismatch, and the live one keeps serving.
    const live = (await registry(request)).hire;
    const refused = await remote('publish', 'hire', '--from', incompatible);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/react/);
    expect(refused.stderr).toMatch(/18\.3\.1/);
    expect((await registry(request)).hire).toBe(live);
    await page.reload();
    await expect(hireRoot(page)).toHaveAttribute('data-remote-version', '9.1.0');

    // `list` shows both releases and which one is live.
    const listed = await remote('list', 'hire');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('9.1.0');
    expect(listed.stdout).toContain('9.2.0');
    expect(listed.stdout).not.toContain('9.3.0');

    // No other area moved.
    const after = await registry(request);
    expect(Object.fromEntries(Object.entries(after).filter(([name]) => name !== 'hire'))).toEqual(others);
  });
});
