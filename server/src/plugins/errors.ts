import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

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
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: INTERNAL_MESSAGE });
      }
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    });
  },
  { name: 'errors' },
);
