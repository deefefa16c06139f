import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-helpers';
import { BACKENDS, useTestApp } from '../test/build-test-app';
import { formData, rawBody } from '../test/multipart';

/** What no answer may name: the framework, its error codes or Node's, or a stack. */
const FRAMEWORK_WORDS = /fastify|FST_|HPE_|ERR_[A-Z]|\bat .*\.(?:js|ts):\d/i;

interface ErrorCase {
  name: string;
  request: (token: string) => InjectOptions;
  status: number;
  message: string;
  allow?: string;
}

const json = { 'content-type': 'application/json' };
const contact = { firstName: 'Asha', email: 'asha@campus.test', phoneNumber: '+91 98765 43210', message: 'Hello' };

/** The framework's own failures and the app's, one request each (README "API errors"). */
const CASES: ErrorCase[] = [
  {
    name: 'unknown route',
    request: () => ({ method: 'GET', url: '/api/v1/no-such-thing' }),
    status: 404,
    message: 'Not found: there is no GET /api/v1/no-such-thing.',
  },
  {
    name: 'unknown route, POST with a body',
    request: () => ({ method: 'POST', url: '/api/v1/no-such-thing?x=1', payload: { a: 1 } }),
    status: 404,
    message: 'Not found: there is no POST /api/v1/no-such-thing.',
  },
  {
    // Over a real connection Node sends the status and headers of a HEAD answer without its body.
    name: 'HEAD on an unknown route',
    request: () => ({ method: 'HEAD', url: '/api/v1/no-such-thing' }),
    status: 404,
    message: 'Not found: there is no HEAD /api/v1/no-such-thing.',
  },
  {
    name: 'OPTIONS on an unknown route',
    request: () => ({ method: 'OPTIONS', url: '/api/v1/no-such-thing' }),
    status: 404,
    message: 'Not found: there is no OPTIONS /api/v1/no-such-thing.',
  },
  {
    name: 'OPTIONS on a route',
    request: () => ({ method: 'OPTIONS', url: '/api/v1/contact' }),
    status: 405,
    message: 'Method not allowed: /api/v1/contact takes POST, not OPTIONS.',
    allow: 'POST',
  },
  {
    name: 'a method the route does not take',
    request: () => ({ method: 'DELETE', url: '/api/v1/contact' }),
    status: 405,
    message: 'Method not allowed: /api/v1/contact takes POST, not DELETE.',
    allow: 'POST',
  },
  {
    name: 'GET on a write with a path parameter',
    request: () => ({ method: 'GET', url: '/api/v1/category/delete-category/5b7c3a4e-8f0e-4f4e-9a53-2d1c1e5b9a01' }),
    status: 405,
    message: 'Method not allowed: /api/v1/category/delete-category/5b7c3a4e-8f0e-4f4e-9a53-2d1c1e5b9a01 takes DELETE, not GET.',
    allow: 'DELETE',
  },
  {
    name: 'a path parameter over 500 characters',
    request: () => ({ method: 'GET', url: `/api/v1/product/get-product/${'a'.repeat(501)}` }),
    status: 414,
    message: 'The address is too long: one of its parts is over 500 characters.',
  },
  {
    name: 'a malformed %-escape in the path',
    request: () => ({ method: 'GET', url: '/api/v1/product/get-product/%E0%A4%A' }),
    status: 400,
    message: 'The address is not a valid URL: it has a malformed %-escape.',
  },
  {
    name: 'a body over 1 MB',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: json, payload: JSON.stringify({ ...contact, message: 'a'.repeat(1024 * 1024) }) }),
    status: 413,
    message: 'The request body is too large (at most 1 MB).',
  },
  {
    name: 'an unsupported content type',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: { 'content-type': 'application/xml' }, payload: '<contact/>' }),
    status: 415,
    message:
      'The request body has an unsupported content type: send JSON (application/json), or a multipart/form-data form for a listing with a photo.',
  },
  {
    name: 'a multipart form where JSON is expected',
    request: () => ({ method: 'POST', url: '/api/v1/contact', payload: formData(contact) }),
    status: 415,
    message:
      'The request body has an unsupported content type: send JSON (application/json), or a multipart/form-data form for a listing with a photo.',
  },
  {
    name: 'malformed JSON',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: json, payload: '{"firstName": ' }),
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'JSON with a __proto__ key',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: json, payload: '{"__proto__": {"admin": true}}' }),
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'an empty JSON body',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: json, payload: '' }),
    status: 400,
    message: 'The request body is empty: send a JSON object.',
  },
  {
    name: 'a Content-Length that does not match the body',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: { ...json, 'content-length': '5' }, payload: JSON.stringify(contact) }),
    status: 400,
    message: 'The request body does not match its Content-Length header.',
  },
  {
    name: 'a malformed multipart body',
    request: (token) => rawBody('/api/v1/product/create-product', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nLamp', token),
    status: 400,
    message: 'The form data could not be read.',
  },
  {
    name: 'a multipart body without a boundary',
    request: (token) => rawBody('/api/v1/product/create-product', 'multipart/form-data', 'name=Lamp', token),
    status: 400,
    message: 'The form data could not be read.',
  },
  // The app's own answers keep their messages.
  {
    name: 'an unsupported content type where a form is expected (the app says what to send)',
    request: (token) => rawBody('/api/v1/product/create-product', 'text/plain', 'name=Lamp', token),
    status: 415,
    message:
      'Send the form as JSON (application/json), as a URL-encoded form (application/x-www-form-urlencoded) or as a multipart/form-data form.',
  },
  {
    name: 'a validation failure (the schema names the field)',
    request: () => ({ method: 'POST', url: '/api/v1/contact', payload: { ...contact, firstName: '' } }),
    status: 400,
    message: 'First name is required',
  },
  {
    name: 'a body that is not an object',
    request: () => ({ method: 'POST', url: '/api/v1/contact', headers: json, payload: '[1, 2]' }),
    status: 400,
    message: 'The request body must be a JSON object.',
  },
];

/** Sends raw bytes to the listening server and resolves with its whole answer once it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(bytes);
  });
}

describe.each(BACKENDS)('one error format on %s', (backend) => {
  const t = useTestApp(backend);
  let token: string;
  beforeAll(async () => {
    token = (await signedInUser(t.app)).token;
  });

  it.each(CASES)('$name: $status { success: false, message }', async ({ request, status, message, allow }) => {
    const sent = request(token);
    const response = await t.app.inject(sent);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // The contact form's own failures repeat the message as `error`, the field the original client reads (README "The API reference").
    const contactForm = sent.url === '/api/v1/contact' && status !== 405;
    expect(response.json()).toEqual(contactForm ? { success: false, message, error: message } : { success: false, message });
    expect(message).not.toMatch(FRAMEWORK_WORDS);
    if (allow) expect(response.headers.allow).toBe(allow);
  });

  describe('requests Node refuses before Fastify sees them', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it.each([
      {
        name: 'headers over 16 KB',
        bytes: `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
        status: 431,
        message: 'The request headers (or its address) are too large: at most 16 KB in all.',
      },
      {
        name: 'an address over 16 KB',
        bytes: `GET /api/v1/product/search?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        status: 431,
        message: 'The request headers (or its address) are too large: at most 16 KB in all.',
      },
      { name: 'a malformed request line', bytes: 'HELLO THERE\r\n\r\n', status: 400, message: 'The request is not valid HTTP.' },
      {
        name: 'a header holding U+0000',
        bytes: 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer a\u0000b\r\n\r\n',
        status: 400,
        message: 'The request is not valid HTTP.',
      },
    ])('$name: $status { success: false, message }', async ({ bytes, status, message }) => {
      const answer = await rawRequest(port, bytes);
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message });
    });
  });
});
