import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@campus/shared/contract';
import type { DocumentedBody } from '../openapi/answers';

/** Where the OpenAPI document and the readable reference are served (README "The API reference"). */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';

/** The groups of the reference, in the order it shows them. */
const TAGS = [
  { name: 'Accounts', description: 'Register, sign in (password or Google) and the checks the route guards make.' },
  { name: 'Catalogue', description: 'Categories and products for sale: browse, search, photos, and sellers\u2019 writes.' },
  { name: 'Orders', description: 'Checkout, payment verification and the order lists of buyers, sellers and admins.' },
  { name: 'Payments', description: 'The sandbox payment provider (with PAYMENT_PROVIDER=sandbox) and Razorpay\u2019s webhook.' },
  { name: 'Borrow', description: 'Items to rent by the day.' },
  { name: 'Hire', description: 'Services to hire by the hour.' },
  { name: 'Connect Zone', description: 'The community chat and campus events.' },
  { name: 'Notifications', description: 'A member\u2019s notifications about their orders (also delivered live over the socket).' },
  { name: 'Conversations', description: 'Private conversations between a member and a listing\u2019s owner (also delivered live over the socket, to the two of them only).' },
  { name: 'Site', description: 'The visitor count, the contact form and the front end\u2019s registry of live areas.' },
  { name: 'Operations', description: 'Liveness and readiness, for supervisors and load balancers.' },
];

/** The reference's top bar: the site's name, in the bar's own white. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="40" viewBox="0 0 260 40" role="img" aria-label="Campus Marketplace">' +
  '<text x="0" y="28" fill="#ffffff" font-family="sans-serif" font-size="24" font-weight="700">Campus Marketplace</text></svg>';

const DESCRIPTION = [
  'The API of Campus Marketplace. Every answer is JSON; a failure answers a 4xx or 5xx status with',
  '`{ "success": false, "message": "…" }`, where the message is meant to be shown to the user.',
  '',
  'Sign in with `POST /api/v1/auth/login` and send the token it returns as `Authorization: Bearer <token>`.',
  'Prices are in rupees unless a field says paise. Live chat messages and notifications arrive over socket.io',
  'at `/socket.io` (events `chatMessage` and `notification`).',
].join('\n');

const zodTransform = createJsonSchemaTransform({ skipList: [] });

const PHOTO_PART = { type: 'string', format: 'binary', description: 'An optional photo (JPEG, PNG or WebP, at most 5 MB); multipart only.' };

/**
 * The type provider's transform, and two things of this project's: a route registered as `/` under its plugin's
 * prefix (`/contact/`) is documented at the address clients call (`/contact`), and a route's `documentedBody`
 * (answers.ts) becomes its documented request body, in the media types it takes.
 */
const transform: typeof zodTransform = (document) => {
  const { documentedBody, ...schema } = (document.schema ?? {}) as Record<string, unknown> & { documentedBody?: DocumentedBody };
  const transformed = zodTransform(documentedBody ? { ...document, schema: { ...schema, body: documentedBody.fields } } : document);
  const url = transformed.url.length > 1 ? transformed.url.replace(/\/$/, '') : transformed.url;
  if (!documentedBody || !transformed.schema) return { ...transformed, url };
  const body = transformed.schema.body as { properties?: Record<string, unknown> } | undefined;
  const withPhoto = documentedBody.photo ? { ...body, properties: { ...body?.properties, photo: PHOTO_PART } } : body;
  return { url, schema: { ...transformed.schema, body: withPhoto, consumes: documentedBody.types } };
};

/**
 * The published description of the API: @fastify/swagger collects every route's declared schemas (zod, turned
 * into JSON Schema by the type provider's transform) into an OpenAPI 3.1 document served at OPENAPI_PATH, and
 * @fastify/swagger-ui shows it at API_DOCS_PATH. A route appears when it has tags; the reference's own routes and
 * the web pages have none. Registered before the routes, whose declarations it collects as they are added.
 */
export const apiReferencePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Campus Marketplace API', version: '1.0.0', description: DESCRIPTION },
        tags: TAGS,
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from login.' } } },
      },
      hideUntagged: true,
      transform,
      transformObject: jsonSchemaTransformObject,
    });

    // Every API route declares its answers (README "The API reference"): one that does not stops the start, so the
    // document cannot silently leave a route out or describe it without its answers.
    const undeclared: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD' || route.schema?.hide) return;
      if (!route.schema?.response || !route.schema.tags) undeclared.push(`${String(route.method)} ${route.url}`);
    });
    app.addHook('onReady', async () => {
      if (undeclared.length > 0) throw new Error(`API routes without declared answers and tags: ${undeclared.join(', ')}`);
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return app.swagger();
    });

    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The reference is a page of its own, with its own policy: it runs only the swagger-ui files served beside it
      // and talks only to this server. No validator badge: it would send the document to a third party.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // swagger-ui's script adds a style element of its own, which cannot carry a nonce: inline styles are allowed
        // on this page (styles only; it has no content of anyone's but the server's own document).
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
      uiConfig: { validatorUrl: null, deepLinking: true, displayRequestDuration: true },
      theme: { title: 'Campus Marketplace API reference' },
      // The site's name in the bar, not the framework's logo (README "API errors": no answer names what serves it).
      logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: '/', target: '_self' },
    });
  },
  { name: 'api-reference' },
);
