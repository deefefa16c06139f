import { isFulfilled, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { toast } from '../ui/toast';
import type { ApiError } from './base-api';

/**
 * What a screen says when a call fails without a server message. Most screens word every such failure
 * the same (a string); some word "no answer at all" and "an answer without a message" differently
 * (docs/product-rules.md "Texts", Contact), so they give both.
 */
export type ErrorFallback = string | { noResponse: string; noMessage: string };

/**
 * The screen-specific texts of docs/product-rules.md "Texts" for calls that fail without a server message (network errors,
 * 5xx). A feature registers them next to its endpoints: `registerErrorMessages({ login: '...' })`.
 */
const fallbackMessages = new Map<string, ErrorFallback>();

export function registerErrorMessages(messages: Record<string, ErrorFallback>): void {
  for (const [endpoint, message] of Object.entries(messages)) fallbackMessages.set(endpoint, message);
}

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

/** The id of an endpoint's error toast: one at a time per endpoint, and the one its next success takes away. */
const errorToastId = (endpoint: string) => `error:${endpoint}`;

const endpointOf = (action: { meta: { arg?: unknown } }) => (action.meta.arg as { endpointName?: string } | undefined)?.endpointName;

/**
 * Errors become toasts in one place: every endpoint with a registered message toasts on failure. A failure
 * again replaces that endpoint's toast rather than stacking another, and a success takes it away, so a form's
 * 'Invalid email or password' never stays beside its 'Login successful'.
 */
export const errorToastMiddleware: Middleware = () => (next) => (action) => {
  // The store learns of the failure first (pending flags cleared), so a screen never shows a toast about
  // a request it still renders as in flight.
  const result = next(action);
  if (isRejectedWithValue(action)) {
    const endpoint = endpointOf(action);
    const fallback = endpoint ? fallbackMessages.get(endpoint) : undefined;
    if (endpoint && fallback !== undefined) {
      toast.error(errorText(isApiError(action.payload) ? action.payload : undefined, fallback), { id: errorToastId(endpoint) });
    }
  } else if (isFulfilled(action) && 'arg' in action.meta) {
    const endpoint = endpointOf(action);
    if (endpoint && fallbackMessages.has(endpoint)) toast.dismiss(errorToastId(endpoint));
  }
  return result;
};
