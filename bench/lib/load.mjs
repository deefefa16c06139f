// HTTP load with autocannon, and one probe request that sees a response as it goes over the connection.
import http from 'node:http';
import autocannon from 'autocannon';

/** What a browser sends: compressed answers are welcome. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'application/json, */*' };

/**
 * One GET with Node's own HTTP client, which (unlike fetch) leaves the body as it was sent.
 * @param {string} url
 * @returns {Promise<{ status: number, bytes: number, encoding: string, body: Buffer }>} `bytes`: the body on the wire
 */
export function probe(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BROWSER_HEADERS }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, bytes: body.length, encoding: response.headers['content-encoding'] ?? 'identity', body });
      });
    });
    request.on('error', reject);
  });
}

/**
 * Requests per second and latency of one URL under `connections` concurrent keep-alive connections: a
 * short warm-up run whose numbers are dropped, then the measured run.
 * @param {string} url  @param {{ connections: number, durationS: number, warmupS: number }} settings
 */
export async function hammer(url, { connections, durationS, warmupS }) {
  /** @param {number} duration */
  const run = (duration) =>
    // A list of 10,000 products takes seconds to answer under load: the default 10 s timeout is too short.
    autocannon({ url, connections, duration, headers: BROWSER_HEADERS, timeout: 60 });
  await run(warmupS);
  const result = await run(durationS);
  const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
  return {
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    // Everything read from the connection, headers included.
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
