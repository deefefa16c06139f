import { useEffect, useMemo, useRef } from 'react';
import { toast } from '../ui/toast';
import type { ApiError } from './base-api';

/**
 * What a screen says when a call fails without a server message. Most screens word every such failure
 * the same (a string); some word "no answer at all" and "an answer without a message" differently
 * (docs/product-rules.md "Texts", Contact), so they give both.
 */
export type ErrorFallback = string | { noResponse: string; noMessage: string };

/** The text a user sees for a failed call: the server's message (docs/product-rules.md "Texts"), else the screen's fallback. */
export function errorText(error: ApiError | undefined, fallback: ErrorFallback): string {
  if (error?.message) return error.message;
  if (typeof fallback === 'string') return fallback;
  // Status 0 means the server never answered (network down, timeout).
  return error && error.status > 0 ? fallback.noMessage : fallback.noResponse;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** The id of a call kind's error toast (its endpoint's name): one at a time, and the one its next success takes away. */
const errorToastId = (kind: string) => `error:${kind}`;

/** Toasts a failed call with the caller's fallback, replacing the toast of the same kind's last failure. */
export function toastCallError(kind: string, error: unknown, fallback: ErrorFallback): void {
  toast.error(errorText(isApiError(error) ? error : undefined, fallback), { id: errorToastId(kind) });
}

/** A call of that kind succeeded: its last failure's toast goes. */
export function dismissCallError(kind: string): void {
  toast.dismiss(errorToastId(kind));
}

/** Both wordings of a fallback as strings, so hooks can depend on them whatever object the caller built. */
function wordings(fallback: ErrorFallback): [noMessage: string, noResponse: string] {
  return typeof fallback === 'string' ? [fallback, fallback] : [fallback.noMessage, fallback.noResponse];
}

/**
 * A call the page itself called off: RTK Query aborts every running call when the page forgets its session (logout,
 * or the server's word that the session ended: `resetApiState`). Nothing failed that the member should be told of.
 */
const calledOff = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** What a mutation trigger returns: the call's outcome (`data`, or the `error` already toasted), and what RTK Query knows of the call. */
export type MutationCall<Data = unknown> = PromiseLike<{ data?: Data; error?: unknown }> & { arg: { endpointName: string }; abort(): void };

/**
 * A mutation hook's answer (`useXMutation()`) whose trigger toasts a failure with the caller's text
 * (docs/product-rules.md "Texts"): the server's message, else `fallback`. A success takes the toast of the
 * same kind's last failure away; a call the page called off is not toasted. The trigger returns RTK Query's own result, so `await`, `.unwrap()` and
 * `result.error` work as before; the toast is shown before the caller's `await` resumes.
 */
export function useMutationErrorToast<Args extends unknown[], Call extends MutationCall, State>(
  [trigger, state]: readonly [(...args: Args) => Call, State],
  fallback: ErrorFallback,
): [(...args: Args) => Call, State] {
  const [noMessage, noResponse] = wordings(fallback);
  const toasting = useMemo(
    () =>
      (...args: Args) => {
        const call = trigger(...args);
        void call.then(({ error }) => {
          if (error === undefined) dismissCallError(call.arg.endpointName);
          else if (!calledOff(error)) toastCallError(call.arg.endpointName, error, { noMessage, noResponse });
        });
        return call;
      },
    [trigger, noMessage, noResponse],
  );
  return [toasting, state];
}

/** What a query hook's answer tells of its last call. */
interface QueryOutcome {
  endpointName?: string;
  error?: unknown;
  fulfilledTimeStamp?: number;
}

/**
 * A query hook's answer (`useXQuery()`), with each new failure toasted in the caller's words (the server's
 * message, else `fallback`) and the toast taken away by the next success. A failure cached before the screen
 * opened is not toasted again: opening the screen asks again, and that answer decides.
 */
export function useQueryErrorToast<Result extends QueryOutcome>(result: Result, fallback: ErrorFallback): Result {
  const { endpointName, error, fulfilledTimeStamp } = result;
  const [noMessage, noResponse] = wordings(fallback);
  const shown = useRef(error);
  useEffect(() => {
    if (!endpointName || error === undefined || error === shown.current) return;
    shown.current = error;
    toastCallError(endpointName, error, { noMessage, noResponse });
  }, [endpointName, error, noMessage, noResponse]);
  useEffect(() => {
    if (endpointName && fulfilledTimeStamp !== undefined) dismissCallError(endpointName);
  }, [endpointName, fulfilledTimeStamp]);
  return result;
}
