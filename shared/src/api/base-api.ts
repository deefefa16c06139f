import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http, serverMessage, toFailure } from './http';
import { trackedUpload } from './upload-progress';

/** What an endpoint asks of the HTTP client: a path under /api/v1, its method, body (a FormData as multipart) and query. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  /** More query parameters; empty ones (undefined, null) are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  responseType?: AxiosRequestConfig['responseType'];
}

/** What a failed call carries into RTK Query: the HTTP status (0 without a response), the server's body and its text. */
export interface ApiError {
  status: number;
  data?: unknown;
  message: string | null;
}

/**
 * RTK Query's base query on the site's axios instance, after RTK Query's "axios baseQuery" pattern: `{ data }` or
 * `{ error: { status, data } }`, and RTK Query's `signal` handed to axios, so a query or mutation that is aborted
 * (a page leaving, an upload's Cancel) aborts its request. A multipart body followed by `useUpload` reports its
 * upload progress, and its time limit runs from its last progress (upload-progress.ts).
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({ url, method = 'GET', data, params, responseType }, { signal }) => {
  const upload = trackedUpload(data, signal);
  try {
    const result = await http.request({ url, method, data, params, signal, ...(responseType ? { responseType } : {}), ...upload?.config });
    return { data: result.data };
  } catch (error) {
    const failure = toFailure(error);
    return { error: { status: failure.status, data: failure.data, message: serverMessage(failure) } };
  } finally {
    upload?.stop();
  }
};

/**
 * Without a DOM (the server rendering a page's first paint, README "First paint from the server") effects
 * never run, so the query hooks start their calls while rendering; in a browser they start them in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof document === 'undefined' }));

/**
 * The one RTK Query api slice of the site. Features add endpoints with `injectEndpoints` in their own
 * folders; one slice means a mutation in one remote invalidates the lists another remote shows.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Auth', 'Visitors', 'Category', 'Product', 'Order', 'Checkout', 'RentProduct', 'Service', 'Event', 'Notification', 'Booking', 'Availability', 'Conversation', 'ContactMessage'],
  endpoints: () => ({}),
  // What an open screen shows is asked for again when the tab comes back to the foreground and when the network
  // comes back (make-store.ts wires the browser's events); one call per query on screen, a pending one not doubled.
  refetchOnFocus: true,
  refetchOnReconnect: true,
});

/**
 * Tags of answers that differ for a logged-in member: listings' owners carry their phone and e-mail for members only
 * (docs/product-rules.md "Deviation 11"). A login drops what was fetched as a visitor (make-store.ts).
 */
export const MEMBER_DEPENDENT_TAGS = ['Product', 'RentProduct', 'Service'] as const;
