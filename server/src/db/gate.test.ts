import { afterEach, describe, expect, it } from 'vitest';
import { callGate, DatabaseUnavailableError, type CallGate } from './gate';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lost = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const never = () => new Promise<never>(() => undefined);

/** A gate with a breaker whose probe answers as `database.up` says, counting probes and cancels. */
function gateWithBreaker(deadlineMs = 200) {
  const database = { up: false, probes: 0, cancels: 0 };
  const changes: Array<string | null> = [];
  const gate = callGate({
    deadlineMs,
    stuckAfterMs: null,
    breaker: {
      opensOn: (error) => error instanceof DatabaseUnavailableError || (error as { code?: string }).code === 'ECONNREFUSED',
      probe: () => {
        database.probes += 1;
        return { result: database.up ? Promise.resolve(1) : never(), cancel: () => (database.cancels += 1) };
      },
      probeDeadlineMs: 50,
      probePauseMs: 20,
    },
  });
  gate.onReachability((unreachable) => changes.push(unreachable?.message ?? null));
  return { gate, database, changes };
}

describe('the call gate', () => {
  let gate: CallGate | undefined;
  afterEach(() => gate?.close());

  it('gives up on a call at the deadline with DatabaseUnavailableError', async () => {
    gate = callGate({ deadlineMs: 50, stuckAfterMs: null });
    const started = performance.now();
    await expect(gate.run(never)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await gate.run(async () => 'answered')).toBe('answered');
  });

  it('without a breaker, tries every call however many failed before', async () => {
    gate = callGate({ deadlineMs: 50, stuckAfterMs: null });
    await expect(gate.run(() => Promise.reject(lost()))).rejects.toThrow('ECONNREFUSED');
    let called = false;
    await gate.run(async () => (called = true));
    expect(called).toBe(true);
  });

  describe('with a breaker', () => {
    it('after a lost connection refuses calls at once, without making them, until a probe succeeds', async () => {
      const setup = gateWithBreaker();
      gate = setup.gate;
      await expect(gate.run(() => Promise.reject(lost()))).rejects.toThrow('ECONNREFUSED');
      expect(gate.unreachable?.message).toContain('ECONNREFUSED');

      let called = false;
      const started = performance.now();
      const refused = gate.run(async () => (called = true));
      await expect(refused).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(refused).rejects.toThrow(/unreachable: connect ECONNREFUSED/);
      expect(performance.now() - started).toBeLessThan(20);
      expect(called).toBe(false);

      // Failed probes are cancelled and tried again after a pause.
      await sleep(250);
      expect(setup.database.probes).toBeGreaterThan(1);
      expect(setup.database.cancels).toBeGreaterThan(0);

      setup.database.up = true;
      await expect.poll(() => gate?.unreachable, { timeout: 1000, interval: 10 }).toBeNull();
      expect(await gate.run(async () => 'answered')).toBe('answered');
      expect(setup.changes).toEqual(['connect ECONNREFUSED 127.0.0.1:5432', null]);
    });

    it('hands a missed deadline to opensOn like any failure and opens when it says so; not on an ordinary error', async () => {
      const setup = gateWithBreaker(50);
      gate = setup.gate;
      await expect(gate.run(() => Promise.reject(new Error('duplicate key')))).rejects.toThrow('duplicate key');
      expect(gate.unreachable).toBeNull();

      await expect(gate.run(never)).rejects.toThrow('did not finish within 50 ms');
      expect(gate.unreachable).toBeInstanceOf(DatabaseUnavailableError);
      await expect(gate.run(async () => 'answered')).rejects.toThrow(/unreachable/);
    });

    it('probes one at a time, and stops probing once the gate is closed', async () => {
      const setup = gateWithBreaker();
      gate = setup.gate;
      await expect(gate.run(() => Promise.reject(lost()))).rejects.toThrow();
      // Each probe waits out its 50 ms deadline and a 20 ms pause: one at a time, at most about 5 in 350 ms.
      await sleep(350);
      expect(setup.database.probes).toBeGreaterThanOrEqual(3);
      expect(setup.database.probes).toBeLessThanOrEqual(6);
      gate.close();
      const after = setup.database.probes;
      await sleep(200);
      expect(setup.database.probes).toBeLessThanOrEqual(after + 1);
      expect(setup.changes).toEqual(['connect ECONNREFUSED 127.0.0.1:5432']);
    });
  });
});
