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
  /** Turns the gate fatal by hand (a fatal error seen outside `run`, e.g. inside a transaction). */
  fail(error: Error): void;
  close(): void;
}

/**
 * Every database call goes through one gate: it puts a deadline on the call, counts what is outstanding and
 * notices a database that has stopped answering for good.
 */
export function callGate({ deadlineMs, stuckAfterMs, isFatal }: GateOptions): CallGate {
  const startedAt = new Map<object, number>();
  const listeners: ((error: Error) => void)[] = [];
  let fatal: Error | null = null;

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

  return {
    run<T>(call: () => PromiseLike<T>, options: { deadlineMs?: number; onDeadline?: () => void } = {}): Promise<T> {
      if (fatal) return Promise.reject(new DatabaseUnavailableError(`the database is unusable: ${fatal.message}`));
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
        },
      );
      const limit = options.deadlineMs ?? deadlineMs;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          options.onDeadline?.();
          reject(new DatabaseUnavailableError(`a database call did not finish within ${limit} ms`));
        }, limit);
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
    },
    get outstanding() {
      return startedAt.size;
    },
    get fatal() {
      return fatal;
    },
    onFatal(listener) {
      listeners.push(listener);
    },
    fail,
    close() {
      clearInterval(monitor);
    },
  };
}
