import { describe, expect, it } from 'vitest';
import { testEnv } from './env';
import { spawnServerProcess } from './test/server-process';

const PUBLIC_URL_NEEDED =
  "Invalid configuration: DATABASE_URL needs PUBLIC_URL, the site's origin that links in e-mails open (https://market.example.edu)";

/** README "Running several instances": the instances of a site share a database and must agree on its address. */
describe('PUBLIC_URL with DATABASE_URL', () => {
  it('is required: a start without it is refused, saying what to set', () => {
    expect(() => testEnv({ DATABASE_URL: 'postgres://db.campus.test/campus' })).toThrow(PUBLIC_URL_NEEDED);
    expect(testEnv({ DATABASE_URL: 'postgres://db.campus.test/campus', PUBLIC_URL: 'https://market.campus.test' }).PUBLIC_URL).toBe(
      'https://market.campus.test',
    );
    // The embedded database is one process's: links may follow the request there.
    expect(testEnv().PUBLIC_URL).toBeUndefined();
  });

  it('stops a server process that lacks it, before it opens the database', async () => {
    const server = await spawnServerProcess({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(PUBLIC_URL_NEEDED);
  }, 30_000);
});
