import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Responses of Razorpay's API as its documentation records them: a created order
 * (https://razorpay.com/docs/api/orders/create/), a refund (https://razorpay.com/docs/api/refunds/entity/),
 * the error of bad credentials, and the refusal of an idempotency key reused for a different refund
 * (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent/).
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

export const RECORDED_REFUND = {
  id: 'rfnd_FgRAHdNOM4ZVbO',
  entity: 'refund',
  amount: 10000,
  currency: 'INR',
  payment_id: 'pay_FgR9UMzgmKDJRi',
  notes: {},
  receipt: null,
  acquirer_data: { arn: null },
  created_at: 1600856650,
  batch_id: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'normal',
} as const;

export const RECORDED_IDEMPOTENCY_REUSED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Different request with the same idempotency key has already been processed.',
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
  /** When it arrived (Date.now()). */
  at: number;
}

const REFUND_PATH = /^\/v1\/payments\/([^/]+)\/refund$/;

/** What the stand-in has made so far, and how it answers now. */
interface ReplayState {
  failing: boolean;
  holding: boolean;
  orders: number;
  refundsByKey: Map<string, { body: string; refund: object }>;
}

const send = (response: ServerResponse, status: number, body: object) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A refund, as Razorpay's idempotent refunds answer: the same key and body the same refund, the key with another body refused. */
function answerRefund(state: ReplayState, response: ServerResponse, paymentId: string, text: string, key: string | undefined) {
  const sent = (text ? JSON.parse(text) : {}) as { amount?: number; receipt?: string };
  const known = key ? state.refundsByKey.get(key) : undefined;
  if (known) {
    if (known.body !== text) send(response, 400, RECORDED_IDEMPOTENCY_REUSED);
    else send(response, 200, known.refund);
    return;
  }
  const created = {
    ...RECORDED_REFUND,
    id: `${RECORDED_REFUND.id}${state.refundsByKey.size + 1}`,
    amount: sent.amount,
    payment_id: paymentId,
    receipt: sent.receipt ?? null,
  };
  if (key) state.refundsByKey.set(key, { body: text, refund: created });
  send(response, 200, created);
}

/** A created order (a fresh id each time, the amount and receipt it was sent), or 404 for any other call. */
function answerOrder(state: ReplayState, response: ServerResponse, url: string, method: string | undefined, body: unknown) {
  if (method !== 'POST' || url !== '/v1/orders') {
    send(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not recorded' } });
    return;
  }
  state.orders += 1;
  const sent = (body ?? {}) as { amount?: number; receipt?: string };
  send(response, 200, {
    ...RECORDED_ORDER,
    id: `${RECORDED_ORDER.id}${state.orders}`,
    amount: sent.amount,
    amount_due: sent.amount,
    receipt: sent.receipt,
  });
}

/**
 * A local stand-in for api.razorpay.com on 127.0.0.1. It answers POST /v1/orders with the recorded order
 * (a fresh id each time, the amount and receipt it was sent) and POST /v1/payments/:id/refund with the
 * recorded refund, as Razorpay's idempotent refunds behave: the same `X-Refund-Idempotency` key and body
 * answer the same refund again, the key with another body is refused. `failing` answers the recorded 401
 * to everything. `holdRefunds(true)` keeps refund calls waiting (a provider that is slow to answer) until
 * `holdRefunds(false)`, which answers them as the stand-in then stands (`failing` or not). Tests point
 * RAZORPAY_API_URL at it; nothing ever reaches the network.
 */
export async function startRazorpayReplay() {
  const requests: ReplayedRequest[] = [];
  const state: ReplayState = { failing: false, holding: false, orders: 0, refundsByKey: new Map() };
  const held: Array<() => void> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : null;
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body, at: Date.now() });
      const refundOf = request.method === 'POST' ? REFUND_PATH.exec(url) : null;
      const answer = () => {
        if (state.failing) send(response, 401, RECORDED_AUTH_ERROR);
        else if (refundOf?.[1]) {
          const key = request.headers['x-refund-idempotency'];
          answerRefund(state, response, decodeURIComponent(refundOf[1]), text, typeof key === 'string' ? key : undefined);
        } else answerOrder(state, response, url, request.method, body);
      };
      if (refundOf && state.holding) held.push(answer);
      else answer();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** How many distinct refunds it has made (a replayed idempotent request makes none). */
    refundCount: () => state.refundsByKey.size,
    setFailing: (failing: boolean) => {
      state.failing = failing;
    },
    holdRefunds: (holding: boolean) => {
      state.holding = holding;
      if (!holding) held.splice(0).forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A held call's connection would keep the close waiting.
        server.closeAllConnections();
      }),
  };
}
