import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Responses of Razorpay's Orders API as its documentation records them
 * (https://razorpay.com/docs/api/orders/create/): a created order, and the error of bad credentials.
 */
export const RECORDED_ORDER = {
  id: 'order_IluGWxBm9U8zJ8',
  entity: 'order',
  amount: 5000,
  amount_paid: 0,
  amount_due: 5000,
  currency: 'INR',
  receipt: 'rcptid_11',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1642662092,
} as const;

export const RECORDED_AUTH_ERROR = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
} as const;

export interface ReplayedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in for api.razorpay.com on 127.0.0.1: answers POST /v1/orders with the recorded order
 * (a fresh id each time, the amount and receipt it was sent) or, when `failing`, the recorded 401.
 * Tests point RAZORPAY_API_URL at it; nothing ever reaches the network.
 */
export async function startRazorpayReplay() {
  const requests: ReplayedRequest[] = [];
  const state = { failing: false, count: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : null;
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (state.failing) {
        response.writeHead(401).end(JSON.stringify(RECORDED_AUTH_ERROR));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response.writeHead(404).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not recorded' } }));
        return;
      }
      state.count += 1;
      const sent = (body ?? {}) as { amount?: number; receipt?: string };
      response.writeHead(200).end(
        JSON.stringify({
          ...RECORDED_ORDER,
          id: `${RECORDED_ORDER.id}${state.count}`,
          amount: sent.amount,
          amount_due: sent.amount,
          receipt: sent.receipt,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFailing: (failing: boolean) => {
      state.failing = failing;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
