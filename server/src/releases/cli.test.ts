import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../test/server-process';
import { fakeStore, remoteBuild } from '../test/releases';
import { readRegistry } from './registry';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('pnpm remote', () => {
  const store = fakeStore();
  const cli = (...args: string[]) =>
    new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/releases/cli.ts', ...args], {
        cwd: serverDir,
        env: { ...process.env, RELEASES_DIR: store.dir, WEB_ROOT: store.webRoot },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('publishes, refuses, lists and rolls back', async () => {
    const first = await cli('publish', 'hire', '--from', remoteBuild('hire'));
    expect(first).toMatchObject({ code: 0, stdout: expect.stringMatching(/^hire 1\.0\.0-[0-9a-f]{10} is live \(its first release\)\n$/) });
    const id1 = (await readRegistry(store.dir)).remotes.hire?.live ?? '';

    const [second, concurrent] = await Promise.all([
      cli('publish', 'hire', '--from', remoteBuild('hire', { version: '1.1.0' })),
      cli('publish', 'buy', '--from', remoteBuild('buy')),
    ]);
    expect(concurrent.code).toBe(0);
    const id2 = (await readRegistry(store.dir)).remotes.hire?.live ?? '';
    expect(second).toMatchObject({ code: 0, stdout: `hire ${id2} is live (was ${id1})\n` });

    const refused = await cli('publish', 'hire', '--from', remoteBuild('hire', { version: '2.0.0', shared: [{ name: 'react', version: '18.3.1', singleton: true }] }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused: ');
    expect(refused.stderr).toContain('react: the release shares 18.3.1, the shell shares 19.3.1 (major 18 ≠ 19)');
    expect((await readRegistry(store.dir)).remotes.hire?.live).toBe(id2);

    const list = await cli('list', 'hire');
    expect(list.code).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`hire (live: ${id2})`);
    expect(lines[1]).toMatch(/version\s+release\s+published/);
    expect(lines[2]).toMatch(new RegExp(`^ {5}1\\.0\\.0\\s+${id1}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`));
    expect(lines[3]).toMatch(new RegExp(`^  \\* {2}1\\.1\\.0\\s+${id2}\\s`));
    expect((await cli('list')).stdout).toContain('chat: no releases');

    expect(await cli('rollback', 'hire')).toMatchObject({ code: 0, stdout: `hire ${id1} is live again (was ${id2})\n` });
    const nothing = await cli('rollback', 'hire');
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('hire has no earlier release to roll back to');
    expect((await readRegistry(store.dir)).remotes.hire?.live).toBe(id1);
  });

  it('answers an unknown remote or command with its usage', async () => {
    for (const args of [['publish', 'shop'], ['deploy', 'hire'], [], ['rollback', 'hire', 'extra']]) {
      const run = await cli(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('usage: pnpm remote <command>');
    }
  });
});
