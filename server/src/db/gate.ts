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

/** What one gate knows: the calls under way, and whether the database is unusable or unreachable. */
interface GateState {
  /** Each call under way, by a token of its own, and when it started (performance.now()). */
  startedAt: Map<object, number>;
  fatal: Error | null;
  unreachable: Error | null;
  closed: boolean;
  fatalListeners: ((error: Error) => void)[];
  reachabilityListeners: ((unreachable: Error | null) => void)[];
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Turns the gate fatal, once, telling the listeners. */
function failGate(state: GateState, error: Error): void {
  if (state.fatal) return;
  state.fatal = error;
  for (const listener of state.fatalListeners) listener(error);
}

/** Turns the gate fatal once a call has been outstanding longer than `stuckAfterMs`; the timer to clear. */
function watchForStuckCalls(state: GateState, stuckAfterMs: number): NodeJS.Timeout {
  const monitor = setInterval(
    () => {
      const oldest = Math.min(...state.startedAt.values());
      const waited = performance.now() - oldest;
      if (waited > stuckAfterMs) failGate(state, new Error(`a database call has not returned for ${Math.round(waited)} ms`));
    },
    Math.max(50, Math.min(1000, stuckAfterMs / 4)),
  );
  monitor.unref();
  return monitor;
}

/** Probes until one succeeds (or the gate closes), then closes the breaker. */
async function probeUntilReachable(state: GateState, probe: Breaker): Promise<void> {
  for (;;) {
    if (state.closed) return;
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
  state.unreachable = null;
  for (const listener of state.reachabilityListeners) listener(null);
}

/** Opens the breaker when `error` says the database cannot be reached, and probes until it answers again. */
function openBreaker(state: GateState, breaker: Breaker | undefined, error: unknown): void {
  if (!breaker || state.unreachable || state.closed || !breaker.opensOn(error)) return;
  const unreachable = asError(error);
  state.unreachable = unreachable;
  for (const listener of state.reachabilityListeners) listener(unreachable);
  void probeUntilReachable(state, breaker);
}

/** `call` started at once, counted as outstanding until it settles; a failure may turn the gate fatal or open it. */
function startCall<T>(state: GateState, options: GateOptions, call: () => PromiseLike<T>): Promise<T> {
  const token = {};
  state.startedAt.set(token, performance.now());
  const work = new Promise<T>((resolve, reject) => {
    try {
      call().then(resolve, reject);
    } catch (error) {
      reject(error);
    }
  });
  work.then(
    () => state.startedAt.delete(token),
    (error: unknown) => {
      state.startedAt.delete(token);
      if (options.isFatal?.(error)) failGate(state, asError(error));
      openBreaker(state, options.breaker, error);
    },
  );
  return work;
}

/**
 * Every database call goes through one gate: it puts a deadline on the call, counts what is outstanding,
 * notices a database that has stopped answering for good and, with a breaker, refuses calls at once while the
 * database is unreachable.
 */
export function callGate(options: GateOptions): CallGate {
  const state: GateState = {
    startedAt: new Map(),
    fatal: null,
    unreachable: null,
    closed: false,
    fatalListeners: [],
    reachabilityListeners: [],
  };
  const monitor = options.stuckAfterMs === null ? undefined : watchForStuckCalls(state, options.stuckAfterMs);

  return {
    run<T>(call: () => PromiseLike<T>, runOptions: { deadlineMs?: number; onDeadline?: () => void } = {}): Promise<T> {
      if (state.fatal) return Promise.reject(new DatabaseUnavailableError(`the database is unusable: ${state.fatal.message}`));
      if (state.unreachable) {
        return Promise.reject(new DatabaseUnavailableError(`the database is unreachable: ${state.unreachable.message}`));
      }
      return withDeadline(startCall(state, options, call), runOptions.deadlineMs ?? options.deadlineMs, (error) => {
        runOptions.onDeadline?.();
        openBreaker(state, options.breaker, error);
      });
    },
    get outstanding() {
      return state.startedAt.size;
    },
    get fatal() {
      return state.fatal;
    },
    get unreachable() {
      return state.unreachable;
    },
    onReachability(listener) {
      state.reachabilityListeners.push(listener);
    },
    onFatal(listener) {
      state.fatalListeners.push(listener);
    },
    fail: (error) => failGate(state, error),
    close() {
      state.closed = true;
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
