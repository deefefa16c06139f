/**
 * Why a database call was refused or given up on: the database is down, silent or wedged. The error handler
 * answers it 503 with Retry-After (README "Health, readiness and load balancers").
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(reason: string) {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Fails calls fast while the database cannot be reached (README "Health, readiness and load balancers"). Without
 * it, during a cut that leaves connections open and silent every request would wait out the whole deadline.
 */
export interface Breaker {
  /** Whether a failed call says the database cannot be reached (a lost, refused or silent connection). */
  opensOn: (error: unknown) => boolean;
  /** A trivial call, made one at a time while the breaker is open: the first that succeeds closes it. */
  probe: () => { result: PromiseLike<unknown>; cancel: () => void };
  /** A probe not answered by then has failed (and is cancelled). */
  probeDeadlineMs: number;
  /** The pause after a failed probe. */
  probePauseMs: number;
}

export interface GateOptions {
  /** A call not settled by then is answered with DatabaseUnavailableError (it may still finish later). */
  deadlineMs: number;
  /**
   * A call still outstanding after this long means the database is wedged for good (the embedded one runs in
   * this process and cannot be reconnected): the gate turns fatal. null: never (a server that can come back).
   */
  stuckAfterMs: number | null;
  /** Errors after which the database can take no further call (PGlite's PANIC). */
  isFatal?: (error: unknown) => boolean;
  /** Without one every call is tried, however many failed before. */
  breaker?: Breaker;
}

export interface CallGate {
  /** Runs a database call under the deadline; refused at once once the gate is fatal. */
  run<T>(call: () => PromiseLike<T>, options?: { deadlineMs?: number; onDeadline?: () => void }): Promise<T>;
  /** Calls started and not yet settled (deadline or not): what load shedding compares with the pool size. */
  readonly outstanding: number;
  /** Why the database can take no more calls, once it cannot. */
  readonly fatal: Error | null;
  /** Called once, synchronously, when the gate turns fatal. */
  onFatal(listener: (error: Error) => void): void;
  /** Why calls are refused at once for now (the breaker is open), or null. */
  readonly unreachable: Error | null;
  /** Called as the breaker opens (with why) and closes (null). */
  onReachability(listener: (unreachable: Error | null) => void): void;
  /** Turns the gate fatal by hand (a fatal error seen outside `run`, e.g. inside a transaction). */
  fail(error: Error): void;
  close(): void;
}

/**
 * Every database call goes through one gate: it puts a deadline on the call, counts what is outstanding,
 * notices a database that has stopped answering for good and, with a breaker, refuses calls at once while the
 * database is unreachable.
 */
export function callGate({ deadlineMs, stuckAfterMs, isFatal, breaker }: GateOptions): CallGate {
  const startedAt = new Map<object, number>();
  const listeners: ((error: Error) => void)[] = [];
  const reachabilityListeners: ((unreachable: Error | null) => void)[] = [];
  let fatal: Error | null = null;
  let unreachable: Error | null = null;
  let closed = false;

  const fail = (error: Error) => {
    if (fatal) return;
    fatal = error;
    for (const listener of listeners) listener(error);
  };

  let monitor: NodeJS.Timeout | undefined;
  if (stuckAfterMs !== null) {
    monitor = setInterval(
      () => {
        const oldest = Math.min(...startedAt.values());
        const waited = performance.now() - oldest;
        if (waited > stuckAfterMs) fail(new Error(`a database call has not returned for ${Math.round(waited)} ms`));
      },
      Math.max(50, Math.min(1000, stuckAfterMs / 4)),
    );
    monitor.unref();
  }

  /** Probes until one succeeds (or the gate closes), then closes the breaker. */
  const probeUntilReachable = async (probe: Breaker) => {
    for (;;) {
      if (closed) return;
      let attempt: ReturnType<Breaker['probe']> | null = null;
      try {
        attempt = probe.probe();
        await withDeadline(Promise.resolve(attempt.result), probe.probeDeadlineMs);
        break;
      } catch {
        attempt?.cancel();
      }
      await new Promise((resolve) => setTimeout(resolve, probe.probePauseMs).unref());
    }
    unreachable = null;
    for (const listener of reachabilityListeners) listener(null);
  };

  const open = (error: unknown) => {
    if (!breaker || unreachable || closed || !breaker.opensOn(error)) return;
    unreachable = error instanceof Error ? error : new Error(String(error));
    for (const listener of reachabilityListeners) listener(unreachable);
    void probeUntilReachable(breaker);
  };

  return {
    run<T>(call: () => PromiseLike<T>, options: { deadlineMs?: number; onDeadline?: () => void } = {}): Promise<T> {
      if (fatal) return Promise.reject(new DatabaseUnavailableError(`the database is unusable: ${fatal.message}`));
      if (unreachable) return Promise.reject(new DatabaseUnavailableError(`the database is unreachable: ${unreachable.message}`));
      const token = {};
      startedAt.set(token, performance.now());
      const work = new Promise<T>((resolve, reject) => {
        try {
          call().then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      });
      work.then(
        () => startedAt.delete(token),
        (error: unknown) => {
          startedAt.delete(token);
          if (isFatal?.(error)) fail(error instanceof Error ? error : new Error(String(error)));
          open(error);
        },
      );
      return withDeadline(work, options.deadlineMs ?? deadlineMs, (error) => {
        options.onDeadline?.();
        open(error);
      });
    },
    get outstanding() {
      return startedAt.size;
    },
    get fatal() {
      return fatal;
    },
    get unreachable() {
      return unreachable;
    },
    onReachability(listener) {
      reachabilityListeners.push(listener);
    },
    onFatal(listener) {
      listeners.push(listener);
    },
    fail,
    close() {
      closed = true;
      clearInterval(monitor);
    },
  };
}

/** `work`, or DatabaseUnavailableError (also handed to `onDeadline`) once `limitMs` pass first. */
function withDeadline<T>(work: Promise<T>, limitMs: number, onDeadline?: (error: DatabaseUnavailableError) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new DatabaseUnavailableError(`a database call did not finish within ${limitMs} ms`);
      onDeadline?.(error);
      reject(error);
    }, limitMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
