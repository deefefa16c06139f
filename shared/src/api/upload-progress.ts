import type { AxiosProgressEvent } from 'axios';
import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Who listens to the upload of a multipart body, by the body itself: the mutation's argument stays the FormData
 * RTK Query already caches and invalidates by, and the base query (base-api.ts) hands the listener to axios as
 * `onUploadProgress` (docs/decisions/0038-axios-as-the-http-client.md, "Uploads").
 */
const listeners = new WeakMap<FormData, (event: AxiosProgressEvent) => void>();

/** The upload listener of a body being sent through `useUpload`, if any. */
export function uploadProgressOf(body: FormData): ((event: AxiosProgressEvent) => void) | undefined {
  return listeners.get(body);
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
    listeners.set(body, (event) => setPercent(percentOf(event)));
    const call = start(body);
    running.current = call;
    const done = () => {
      listeners.delete(body);
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
