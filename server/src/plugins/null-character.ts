import { hasNul, nulMessage } from '@campus/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error';

/** How U+0000 is written in an address: `%00`, decoded by the router and the query parser into the character itself. */
const ENCODED_NUL = '%00';

export const NUL_IN_ADDRESS = nulMessage('The address');
export const NUL_IN_HEADER = nulMessage('A request header');

/**
 * The address and headers half of refusing U+0000 (README "API errors"); request bodies are refused by the
 * contract's text fields (`textField`). PostgreSQL cannot store or compare the character (SQLSTATE 22021), so a
 * path parameter or query value holding it (`GET /product/get-product/%00`) used to answer 500. Checked once for
 * every request, before routing decides anything, so no route (nor a page the server renders) has to think of it.
 * Node refuses the character in headers it reads off the network; this covers every other way in.
 */
export const nullCharacterPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const { url } = request.raw;
      if (url && (url.includes(ENCODED_NUL) || hasNul(url))) throw badRequest(NUL_IN_ADDRESS);
      for (const value of Object.values(request.headers)) {
        const values = Array.isArray(value) ? value : [value];
        if (values.some((one) => typeof one === 'string' && hasNul(one))) throw badRequest(NUL_IN_HEADER);
      }
    });
  },
  { name: 'null-character', dependencies: ['errors'] },
);
