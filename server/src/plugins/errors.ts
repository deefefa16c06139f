import type { FastifyError, FastifyInstance } from 'fastify';
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

/** A text the database cannot store slipped past the schemas (README "API errors"). */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains a character that cannot be stored, such as U+0000.';

/** Fastify's own 4xx errors carry technical texts; these are what a client is told instead. */
const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length.',
};

function clientMessage(error: FastifyError): string {
  if (error.code && FRIENDLY_BY_CODE[error.code]) return FRIENDLY_BY_CODE[error.code] ?? error.message;
  // JSON.parse failures of a request body surface as SyntaxError with status 400.
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return error.message;
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
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    });
  },
  { name: 'errors' },
);
