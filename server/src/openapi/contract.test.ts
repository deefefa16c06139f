import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, useTestApp } from '../test/build-test-app';
import { answers } from './answers';

/** A JSON Schema as the OpenAPI document carries it: only what this walk reads. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/**
 * The calls the original campus client makes, and what it reads of each answer (the calls table of the
 * specification the site was built from; README "The API reference"). A path `a.b` reads field `b` of field `a`;
 * `a[].b` reads `b` of each element of the array `a`. A photo route answers an image.
 */
const CLIENT_CALLS: [method: string, path: string, reads: string[] | 'image'][] = [
  ['post', '/visitors/increment', ['count']],
  ['get', '/visitors/count', ['count']],
  ['get', '/category/get-category', ['success', 'getCategory', 'getCategory[]._id', 'getCategory[].name']],
  ['post', '/category/create-category', ['success', 'message']],
  ['put', '/category/update-category/{id}', ['success', 'message']],
  ['delete', '/category/delete-category/{id}', ['delCategory.name']],
  ['get', '/product/get-product', ['success', 'getProduct', ...product('getProduct[]')]],
  ['get', '/product/get-product/{slug}', product('singleProduct')],
  ['get', '/product/get-product-photo/{id}', 'image'],
  ['post', '/product/create-product', ['success', 'message']],
  ['put', '/product/update-product/{id}', ['success']],
  ['delete', '/product/delete-product/{id}', ['success']],
  ['get', '/product/seller-products', [...product('product[]'), 'product[].photo']],
  ['post', '/order/create-order', ['order.amount', 'razorpayOrderId']],
  ['post', '/order/verify-payment', ['success']],
  ['get', '/order/seller-orders', order()],
  ['get', '/order/buyer-orders', order()],
  ['put', '/order/update-status/{id}', ['success']],
  ['delete', '/order/delete-order/{id}', ['success']],
  ['post', '/rent-product/create-rent-product', ['success']],
  ['get', '/rent-product/get-rent-products', ['rentProducts', ...rentProduct('rentProducts[]'), 'rentProducts[].category.name']],
  ['get', '/rent-product/seller-rent-products', [...rentProduct('rentProducts[]'), 'rentProducts[].category', 'rentProducts[].photo']],
  ['delete', '/rent-product/delete-rent-product/{id}', ['success']],
  ['get', '/rent-product/get-rent-product-photo/{id}', 'image'],
  ['post', '/service/create-service', ['success']],
  ['get', '/service/get-services', ['services', ...service('services[]')]],
  ['get', '/service/seller-services', [...service('services[]'), 'services[].photo']],
  ['delete', '/service/delete-service/{id}', ['success']],
  ['get', '/service/get-service-photo/{id}', 'image'],
  ['post', '/contact', ['success', 'message']],
  ['post', '/auth/register', ['success', 'message']],
  ['post', '/auth/login', ['success', 'message', 'token', ...user('user')]],
  ['post', '/auth/google-login', ['success', 'token', ...user('user')]],
  ['get', '/auth/user-auth', ['ok']],
  ['get', '/auth/admin-auth', ['ok']],
  ['get', '/chats/messages', ['success', 'messages', ...chatMessage('messages[]')]],
  // The client's newer version sends over HTTP too.
  ['post', '/chats/messages', ['success', 'message._id', 'message.content', 'message.timestamp', 'message.senderName', 'message.isBuyer']],
];

function product(at: string): string[] {
  return ['_id', 'name', 'slug', 'description', 'price', 'quantity', 'category._id', 'category.name', 'shipping', 'isSold', 'sellerId.name', 'sellerId.phone'].map(
    (field) => `${at}.${field}`,
  );
}

function rentProduct(at: string): string[] {
  return ['_id', 'name', 'description', 'pricePerDay', 'isRented', 'isSold', 'sellerId.name', 'sellerId.phone', 'sellerId.email'].map(
    (field) => `${at}.${field}`,
  );
}

function service(at: string): string[] {
  return ['_id', 'name', 'description', 'pricePerDay', 'category', 'isRented', 'sellerId.name', 'sellerId.phone', 'sellerId.email'].map(
    (field) => `${at}.${field}`,
  );
}

function order(): string[] {
  return ['orders', 'totalSales', ...['_id', 'buyer.name', 'buyer.phone', 'product.name', 'product.price', 'status'].map((field) => `orders[].${field}`)];
}

function user(at: string): string[] {
  return ['_id', 'name', 'email', 'phone', 'role'].map((field) => `${at}.${field}`);
}

function chatMessage(at: string): string[] {
  return ['content', 'timestamp', 'isBuyer'].map((field) => `${at}.${field}`);
}

/** A failure the contact form's client reads: the `error` field of a refused form. */
const FAILURE_READS: [method: string, path: string, reads: string[]][] = [['post', '/contact', ['error']]];

describe('the published OpenAPI document', () => {
  const t = useTestApp('pglite');
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  /** Follows `$ref`s to the component they name. */
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`${schema.$ref} is not in components`);
    return resolve(target);
  };

  /** Every schema a value of `schema` may match: the alternatives of a nullable or a union, each resolved. */
  const alternatives = (schema: JsonSchema): JsonSchema[] => {
    const resolved = resolve(schema);
    const options = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
    return options.length > 0 ? options.flatMap(alternatives) : [resolved];
  };

  /** Whether `path` (`a.b`, `a[].b`) is declared in `schema`. */
  const declares = (schema: JsonSchema, path: string): boolean => {
    const [step = '', ...rest] = path.split('.');
    const isArray = step.endsWith('[]');
    const name = isArray ? step.slice(0, -2) : step;
    return alternatives(schema).some((option) => {
      let field = option.properties?.[name];
      if (!field) return false;
      if (isArray) {
        const arrays = alternatives(field).filter((candidate) => candidate.items);
        if (arrays.length === 0) return false;
        field = arrays[0]?.items;
      }
      return rest.length === 0 || (field !== undefined && declares(field, rest.join('.')));
    });
  };

  const operation = (method: string, path: string): Operation | undefined => document.paths[`/api/v1${path}`]?.[method];
  const jsonSchemaOf = (op: Operation, status: string): JsonSchema | undefined => op.responses[status]?.content?.['application/json']?.schema;

  it('is OpenAPI 3.1 with a bearer security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components).toMatchObject({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } });
  });

  it.each(CLIENT_CALLS)('describes %s %s with every field the original client reads', (method, path, reads) => {
    const op = operation(method, path);
    expect(op, `${method.toUpperCase()} ${path} is missing from the document`).toBeDefined();
    if (!op) return;
    const success = Object.keys(op.responses).find((status) => /^2\d\d$/.test(status));
    expect(success, `${method.toUpperCase()} ${path} declares no success answer`).toBeDefined();
    if (!success) return;
    if (reads === 'image') {
      expect(Object.keys(op.responses[success]?.content ?? {})).toContain('image/webp');
      return;
    }
    const schema = jsonSchemaOf(op, success);
    expect(schema, `${method.toUpperCase()} ${path} ${success} has no JSON schema`).toBeDefined();
    if (!schema) return;
    const missing = reads.filter((field) => !declares(schema, field));
    expect(missing, `${method.toUpperCase()} ${path}: fields the client reads, absent from the ${success} schema`).toEqual([]);
  });

  it.each(FAILURE_READS)('describes the failure of %s %s with what the client reads of it', (method, path, reads) => {
    const op = operation(method, path);
    const schema = op && jsonSchemaOf(op, '4XX');
    expect(schema).toBeDefined();
    if (schema) expect(reads.filter((field) => !declares(schema, field))).toEqual([]);
  });

  it('describes every operation with a summary, a group, a success answer and the failure shape', () => {
    const incomplete: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const statuses = Object.keys(op.responses);
        const ok = op.summary && op.tags?.length && statuses.some((status) => /^2\d\d$/.test(status)) && statuses.includes('4XX');
        if (!ok) incomplete.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('finds a missing field: the walk itself fails on a field no schema has', () => {
    const op = operation('get', '/product/get-product');
    const schema = op && jsonSchemaOf(op, '200');
    expect(schema && declares(schema, 'getProduct[].price')).toBe(true);
    expect(schema && declares(schema, 'getProduct[].priceInDollars')).toBe(false);
    expect(schema && declares(schema, 'getProducts')).toBe(false);
  });

  it('serves the readable reference at /api/docs under its own content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json<OpenApiDocument>().paths).toEqual(document.paths);
  });
});

describe('declared answers', () => {
  it('are what a client gets: a field the schema does not name never leaves the server', async () => {
    const t = await buildTestApp('pglite', {}, {
      beforeReady: (app) => {
        const Answer = z.object({ success: z.literal(true), name: z.string() });
        app.get('/api/v1/test-answer', { schema: { tags: ['Site'], response: answers({ 200: Answer }) } }, async () => ({
          success: true,
          name: 'Lamp',
          passwordHash: 'secret',
        }));
      },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-answer' });
      expect(response.json()).toEqual({ success: true, name: 'Lamp' });
    } finally {
      await t.close();
    }
  });

  it('are required of every API route: one without them stops the start', async () => {
    await expect(
      buildTestApp('pglite', {}, {
        beforeReady: (app) => {
          app.get('/api/v1/undeclared', async () => ({ success: true }));
        },
      }),
    ).rejects.toThrow('API routes without declared answers and tags: GET /api/v1/undeclared');
  });
});
