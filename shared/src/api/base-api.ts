import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { HttpFailure, request, serverMessage, type HttpRequest } from './http';

export type ApiRequest = HttpRequest;

/** What a failed call carries into RTK Query: the HTTP status (0 without a response) and the server's text. */
export interface ApiError {
  status: number;
  message: string | null;
}

const httpBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (call) => {
  try {
    return { data: (await request(call)).data };
  } catch (error) {
    return { error: { status: error instanceof HttpFailure ? error.status : 0, message: serverMessage(error) } };
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
  baseQuery: httpBaseQuery,
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
