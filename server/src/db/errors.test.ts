import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDatabaseUnreachable } from './errors';
import { DatabaseUnavailableError } from './gate';
import { SILENT_CONNECTION } from './silent-connections';

const withCode = (code: string) => Object.assign(new Error(code), { code });
/** As drizzle wraps a driver's error: the driver's error is the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query'), { cause });

describe('database errors', () => {
  it('takes lost, refused and silent connections and a server shutting down for an unreachable database', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', SILENT_CONNECTION, '08006', '57P01']) {
      expect(isDatabaseUnreachable(wrapped(withCode(code))), code).toBe(true);
    }
  });

  it('does not take a missed deadline, a slow statement or a wrong one for an unreachable database', () => {
    // A deadline is also missed waiting for a pooled connection behind a burst: busy, not gone.
    expect(isDatabaseUnreachable(new DatabaseUnavailableError('a database call did not finish within 6000 ms'))).toBe(false);
    expect(isDatabaseUnreachable(wrapped(withCode('57014')))).toBe(false);
    expect(isDatabaseUnreachable(wrapped(withCode('53300')))).toBe(false);
    expect(isDatabaseUnreachable(wrapped(withCode('23505')))).toBe(false);
    expect(isDatabaseUnreachable(new Error('no code'))).toBe(false);
  });

  it('answers all of them, and a slow statement, with 503 all the same', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('late'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('57014')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('23505')))).toBe(false);
  });
});
