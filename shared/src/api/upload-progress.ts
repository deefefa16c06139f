import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { useCallback, useMemo, useRef, useState } from 'react';
import { TIMEOUT_MS } from './http';

/**
 * Who listens to the upload of a multipart body, by the body itself: the mutation's argument stays the FormData
 * RTK Query already caches and invalidates by, and the base query (base-api.ts) hands the listener to axios as
 * `onUploadProgress` (docs/decisions/0038-axios-as-the-http-client.md, "Uploads").
 */
const listeners = new WeakMap<FormData, (event: AxiosProgressEvent) => void>();

/** Follows the upload of `body` (what `useUpload` does); returns the function that stops following it. */
export function followUpload(body: FormData, listener: (event: AxiosProgressEvent) => void): () => void {
  listeners.set(body, listener);
  return () => listeners.delete(body);
}

/** The axios options of a followed upload, and `stop()` once it settled; null for any other call. */
export interface TrackedUpload {
  config: Pick<AxiosRequestConfig, 'signal' | 'timeout' | 'onUploadProgress'>;
  stop: () => void;
}

/**
 * A followed upload's options: its progress to the listener, and the 20 s limit counted from the last progress instead
 * of from the start, so a photo still moving on a slow uplink is never cut short, and one that stopped moving is given
 * up as any call without an answer (docs/product-rules.md "Dashboards"). Its signal aborts on RTK Query's abort or on
 * that silence (by hand: `AbortSignal.any` is missing from phones' browsers the site still supports).
 */
export function trackedUpload(body: unknown, signal: AbortSignal): TrackedUpload | null {
  const listener = body instanceof FormData ? listeners.get(body) : undefined;
  if (!listener) return null;
  const either = new AbortController();
  const abort = () => either.abort();
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  let timer = setTimeout(abort, TIMEOUT_MS);
  const onUploadProgress = (event: AxiosProgressEvent) => {
    clearTimeout(timer);
    timer = setTimeout(abort, TIMEOUT_MS);
    listener(event);
  };
  return {
    config: { signal: either.signal, timeout: 0, onUploadProgress },
    stop: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

/** A mutation's call as RTK Query returns it: awaitable, and abortable (which aborts the request through its signal). */
export interface AbortableCall {
  abort(): void;
}

export interface Upload {
  /** How much of the body has gone, in percent, while one is on its way; null when nothing is being sent. */
  percent: number | null;
  /** The member cancelled the last upload: nothing was stored. */
  cancelled: boolean;
  /** Sends `body` with `start` (a mutation's trigger), following its upload progress. */
  send<Call extends PromiseLike<unknown> & AbortableCall>(body: FormData, start: (body: FormData) => Call): Call;
  /** Aborts the upload on its way. */
  cancel(): void;
}

const percentOf = ({ loaded, total }: AxiosProgressEvent) => (total ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

/**
 * The progress and Cancel of a form's multipart send (docs/product-rules.md "Dashboards": a photo on a slow uplink
 * takes seconds): `send(body, trigger)` instead of `trigger(body)`, then `percent` moves as axios reports the bytes
 * sent and `cancel()` aborts the request, so the server stores nothing.
 */
export function useUpload(): Upload {
  const [percent, setPercent] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const running = useRef<AbortableCall | null>(null);

  const send = useCallback(<Call extends PromiseLike<unknown> & AbortableCall>(body: FormData, start: (body: FormData) => Call): Call => {
    setCancelled(false);
    setPercent(0);
    const unfollow = followUpload(body, (event) => setPercent(percentOf(event)));
    const call = start(body);
    running.current = call;
    const done = () => {
      unfollow();
      if (running.current === call) running.current = null;
      setPercent(null);
    };
    call.then(done, done);
    return call;
  }, []);

  const cancel = useCallback(() => {
    if (!running.current) return;
    setCancelled(true);
    running.current.abort();
  }, []);

  return useMemo(() => ({ percent, cancelled, send, cancel }), [percent, cancelled, send, cancel]);
}
