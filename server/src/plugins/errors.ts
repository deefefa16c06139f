import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasSqlState, isDatabaseUnavailable, SQLSTATE } from '../db/errors';
import { HttpError } from '../http-error';
import { loggableMessage } from '../logging';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
/** What a client is told while the database is unreachable, too slow or wedged. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable';
/** Seconds a client is asked to wait before retrying after a 503. */
export const RETRY_AFTER_S = 5;

/** The largest JSON request body (app.ts); forms have limits of their own (forms.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The longest path parameter the router takes (app.ts); a longer one is answered 414. */
export const MAX_PARAM_LENGTH = 500;

/** A text the database cannot store slipped past the schemas (README "API errors"). */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains a character that cannot be stored, such as U+0000.';

/**
 * The framework's own failures, by code, in the words a client is told (README "API errors"): never its own
 * texts, which name it, its codes or the request's innards.
 */
const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'The request body has an unsupported content type: send JSON (application/json), or a multipart/form-data form for a listing with a photo.',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large (at most ${BODY_LIMIT_BYTES / (1024 * 1024)} MB).`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_BAD_URL: 'The address is not a valid URL: it has a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: `The address is too long: one of its parts is over ${MAX_PARAM_LENGTH} characters.`,
};

/** What a client is told for a 4xx nobody gave a message of its own. */
const BY_STATUS: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Nothing was found at this address.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: FRIENDLY_BY_CODE.FST_ERR_CTP_INVALID_MEDIA_TYPE ?? 'Unsupported content type.',
  416: 'The requested part of the file is not available.',
  431: 'The request headers are too large.',
};

const genericMessage = (status: number) => BY_STATUS[status] ?? 'The request could not be handled.';

/**
 * The message of a 4xx. Only an HttpError's text is the app's own, written for the client; anything else
 * (the framework's, a plugin's, a library's) is replaced, so no answer names what the server is built with.
 */
function clientMessage(error: FastifyError, status: number): string {
  if (error instanceof HttpError) return error.message;
  const friendly = error.code ? FRIENDLY_BY_CODE[error.code] : undefined;
  if (friendly) return friendly;
  // JSON.parse failures of a request body surface as SyntaxError with status 400.
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  return genericMessage(status);
}

/** One error handler for the whole app: `{ success: false, message }`, the right status, no 5xx details. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        // A body that is not an object at all (null, an array, a string) fails at the root, where zod's
        // own text ("expected object, received array") means nothing to a client.
        const atRoot = !first?.instancePath || first.instancePath === '/';
        const message =
          atRoot && first?.keyword === 'invalid_type'
            ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
            : (first?.message ?? 'Invalid request');
        return reply.status(400).send({ success: false, message });
      }
      if (isDatabaseUnavailable(error)) {
        // Expected during an outage and answered by the hundred: one line each, no stack.
        request.log.warn({ reason: loggableMessage(error) }, 'database unavailable');
        return reply.status(503).header('Retry-After', RETRY_AFTER_S).send({ success: false, message: UNAVAILABLE_MESSAGE });
      }
      if (hasSqlState(error, [SQLSTATE.characterNotInRepertoire, SQLSTATE.untranslatableCharacter])) {
        // The schemas refuse U+0000 in every text field and the address; reaching here means one was missed.
        request.log.warn({ err: error }, 'the database refused a character of the request');
        return reply.status(400).send({ success: false, message: UNSTORABLE_TEXT_MESSAGE });
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      // A 5xx raised on purpose (HttpError: a full disk's 507) carries a message meant for the client.
      if (status >= 500 && error instanceof HttpError) {
        return reply.status(status).send({ success: false, message: error.message });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: INTERNAL_MESSAGE });
      }
      return reply.status(status).send({ success: false, message: clientMessage(error, status) });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: the failures its router answers before any hook or error handler runs (a
 * malformed %-escape in the address, a path parameter over MAX_PARAM_LENGTH), in the same shape as every other.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  const message = status === 500 ? INTERNAL_MESSAGE : clientMessage(error, status);
  void reply.status(status).send({ success: false, message });
}

/** Node's HTTP parser refusals, answered before a request exists (README "API errors"). */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers (or its address) are too large: at most 16 KB in all.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request is too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
const MALFORMED_REQUEST: [number, string] = [400, 'The request is not valid HTTP.'];

/**
 * Fastify's `clientErrorHandler`, run for Node's `clientError`: a request Node could not parse (oversized
 * headers, a malformed request line or header) never reaches Fastify, and Node's own answers have no body.
 * This one answers `{ success: false, message }`, then closes the connection as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset or already gone: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  // Only the code: the error also carries the raw bytes received (rawPacket), headers and all.
  this.log.debug({ code: error.code, status }, 'unparsable request refused');
  // As Node's own handler: answer only where no response to an earlier request is half-written.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Methods a route can be asked for, to tell a wrong method (405) from an unknown address (404). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The answer for a request no route took: 405 with `Allow` when the address exists for other methods, else 404.
 * A catch-all route (the static files' `/*`) does not count as the address existing.
 */
export function sendNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in route.params);
  });
  if (allowed.length > 0 && !allowed.includes(request.method as (typeof METHODS)[number])) {
    return reply
      .status(405)
      .header('Allow', allowed.join(', '))
      .send({ success: false, message: `Method not allowed: ${path} takes ${allowed.join(', ')}, not ${request.method}.` });
  }
  return reply.status(404).send({ success: false, message: `Not found: there is no ${request.method} ${path}.` });
}
